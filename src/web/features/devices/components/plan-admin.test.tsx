import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeviceRow, SitePlanRow } from '@shared/schemas/devices';
import { mockServer, renderWithApp } from '@web/test/render';
import { SitePlans } from './site-plans';

const plan = (id: number, name: string): SitePlanRow => ({
  id,
  location_id: 5,
  name,
  width: 800,
  height: 600,
  url: `/api/site-plans/${id}/image`,
});
const placed: DeviceRow = {
  id: 1,
  location_id: 5,
  number: 1,
  type_id: 1,
  type_name: 'Bait station',
  zone: '',
  placement: '',
  place: { plan_id: 2, x: 0.5, y: 0.5 },
  installed_on: null,
  removed_on: null,
  active: true,
  code: 'c1',
};

function server(plans: SitePlanRow[]) {
  let list = plans;
  const uploads: FormData[] = [];
  const mock = mockServer({
    'GET /api/locations/5/site-plans': () => ({ body: { plans: list } }),
    'GET /api/locations/5/devices': () => ({ body: { devices: [placed] } }),
    'GET /api/locations/5/device-trends': () => ({ status: 500, body: { message: 'Down.' } }),
    'GET /api/app-config': () => ({ body: { timezone: 'America/New_York' } }),
    'POST /api/locations/5/site-plans': (_url, init) => {
      uploads.push(init.body as FormData);
      const row = plan(9, (init.body as FormData).get('name') as string);
      list = [...list, row];
      return { body: row };
    },
    'DELETE /api/site-plans/2': () => {
      list = list.filter((p) => p.id !== 2);
      return { body: { status: 'success', id: 2 } };
    },
  });
  return { ...mock, uploads };
}

afterEach(() => vi.unstubAllGlobals());

describe('SitePlans for Admins', () => {
  it('uploads a PNG with its name and shows the new plan', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { uploads } = server([]);
    const { container } = renderWithApp(<SitePlans locationId={5} canManage today="2026-11-26" />);
    // No plan yet: the upload form is open.
    const form = await screen.findByRole('form', { name: 'Upload a plan' });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;

    await user.upload(input, new File(['x'], 'plan.gif', { type: 'image/gif' }));
    await user.type(within(form).getByLabelText(/Name/), 'Warehouse');
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(
      await within(form).findByText('Use a PNG or JPEG image of at most 20 MB for a site plan.'),
    ).toBeInTheDocument();
    expect(uploads).toHaveLength(0);

    await user.upload(input, new File(['png'], 'plan.png', { type: 'image/png' }));
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.get('name')).toBe('Warehouse');
    expect((uploads[0]!.get('file') as File).name).toBe('plan.png');
    expect(await screen.findByRole('img', { name: 'Site plan: Warehouse' })).toHaveAttribute(
      'src',
      '/api/site-plans/9/image',
    );
    // Markers are plain when the trend could not be had, not wrongly "never inspected".
    expect(screen.queryByText('Not inspected')).toBeNull();
  });

  it('deletes the plan shown after a confirmation naming the devices it takes off', async () => {
    const user = userEvent.setup();
    const { calls } = server([plan(2, 'Ground floor'), plan(3, 'Roof')]);
    renderWithApp(<SitePlans locationId={5} canManage today="2026-11-26" />);
    expect(await screen.findByRole('img', { name: 'Site plan: Ground floor' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete the plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the site plan Ground floor?' });
    expect(within(dialog).getByText(/The device on it is taken off the plan/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete the plan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByRole('img', { name: 'Site plan: Roof' })).toBeInTheDocument();
  });
});
