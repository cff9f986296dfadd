import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeviceTypeRow } from '@shared/schemas/devices';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { DeviceTypesList } from './device-types-list';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => notifications.clean());
});

const TYPES: DeviceTypeRow[] = [
  { id: 1, name: 'Bait station', activity: 'level', pests: [], bait: true, device_count: 40 },
  {
    id: 2,
    name: 'Multi-catch trap',
    activity: 'count',
    pests: ['Mice', 'Rats'],
    bait: false,
    device_count: 0,
  },
];

function server(opts: { remove?: () => { status?: number; body: unknown } } = {}) {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: ADMIN_USER }),
    'GET /api/device-types': () => ({ body: { types: TYPES } }),
    'POST /api/device-types': (_url, init) => ({
      body: { id: 7, device_count: 0, ...(JSON.parse(init.body as string) as object) },
    }),
    'PATCH /api/device-types/2': (_url, init) => ({
      body: { ...TYPES[1], ...(JSON.parse(init.body as string) as object) },
    }),
    'DELETE /api/device-types/2': opts.remove ?? (() => ({ body: { status: 'success', id: 2 } })),
    'DELETE /api/device-types/1': () => ({
      status: 409,
      body: {
        code: 'device.typeInUse',
        params: { count: 3 },
        message: 'Devices at 3 locations are of this type; it cannot be deleted.',
      },
    }),
    'POST /api/trash/deviceTypes/2/restore': () => ({ body: { status: 'success' } }),
  });
}

/** The pests' text box (the label also names the hidden field that holds the tags). */
const pestsBox = (form: HTMLElement) =>
  within(form)
    .getAllByLabelText('Pests')
    .find((e) => e instanceof HTMLInputElement && e.type !== 'hidden')!;

const confirmDelete = async () =>
  userEvent.click(await screen.findByRole('button', { name: 'Delete', hidden: true }));

describe('DeviceTypesList', { timeout: 30_000 }, () => {
  it('lists each type with what it records and how many devices use it', async () => {
    server();
    renderWithApp(<DeviceTypesList />, { url: '/device-types' });
    const table = await screen.findByRole('table');
    const trap = (await within(table).findByText('Multi-catch trap')).closest('tr')!;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Activity', 'Pests', 'Bait', 'Devices', 'Actions']);
    expect(
      within(trap)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((c) => c.textContent),
    ).toEqual(['Multi-catch trap', 'Count of captures per pest', 'Mice, Rats', 'No', '0']);
    const station = within(table).getByText('Bait station').closest('tr')!;
    expect(within(station).getByText('Yes')).toBeInTheDocument();
    expect(within(station).getByText('40')).toBeInTheDocument();
    // Every list exports (issue 33 item 8): GET /api/export/device-types.
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('checks the form with the shared schema before sending, then creates the type', async () => {
    const { calls } = server();
    renderWithApp(<DeviceTypesList />, { url: '/device-types' });
    await screen.findByText('Bait station');
    await userEvent.click(screen.getByRole('button', { name: 'New device type' }));
    const form = await screen.findByRole('region', { name: 'New device type' });
    await userEvent.click(within(form).getByRole('button', { name: 'New device type' }));
    expect(await within(form).findByText('Give the device type a name.')).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'Fly light');
    await userEvent.click(within(form).getByRole('radio', { name: 'Count of captures per pest' }));
    const pests = pestsBox(form);
    await userEvent.type(pests, 'Flies{enter}Moths{enter}');
    await userEvent.click(within(form).getByRole('checkbox', { name: /bait consumed/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'New device type' }));
    expect(await screen.findByText('Fly light was saved.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { name: 'Fly light', activity: 'count', pests: ['Flies', 'Moths'], bait: true },
    ]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'New device type' })).toBeNull());
  });

  it('refuses a pest name past its limit, and says why on the pests', async () => {
    const { calls } = server();
    renderWithApp(<DeviceTypesList />, { url: '/device-types' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Multi-catch trap' }));
    const form = await screen.findByRole('region', { name: 'Edit Multi-catch trap' });
    expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveValue('Multi-catch trap');
    await userEvent.type(pestsBox(form), `${'x'.repeat(61)}{enter}`);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Name at most 20 pests, each up to 60 characters, none twice.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('shows the server refusing to delete a type in use', async () => {
    server();
    renderWithApp(<DeviceTypesList />, { url: '/device-types' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Bait station' }));
    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    await confirmDelete();
    expect(
      await screen.findByText('Devices at 3 locations are of this type; it cannot be deleted.'),
    ).toBeInTheDocument();
  });

  it('deletes an unused type after asking, and Undo restores it through the Trash', async () => {
    const { calls } = server();
    renderWithApp(<DeviceTypesList />, { url: '/device-types' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Multi-catch trap' }));
    await confirmDelete();
    expect(await screen.findByText('Multi-catch trap was deleted.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Multi-catch trap was restored.')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(
      expect.arrayContaining(['DELETE /api/device-types/2', 'POST /api/trash/deviceTypes/2/restore']),
    );
  });
});
