import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocationRow } from '@shared/schemas/locations';
import { mockServer, renderWithApp } from '@web/test/render';
import { LocationsList } from './locations-list';
import { ADMIN_USER } from '@web/test/users';

afterEach(() => vi.unstubAllGlobals());

const admin = ADMIN_USER;
const supervisor = { ...admin, id: 9, type_id: 3, type: { type: 'Supervisor' } };

function row(id: number, name: string, jobcount: number, statusId = 1): LocationRow {
  return {
    id,
    name,
    address: `${id} Main St`,
    latitude: 40.7357,
    longitude: -74.1724,
    status_id: statusId,
    status: { status: statusId === 1 ? 'Active' : 'Inactive' },
    customer: { name: '', billing_address: '', phone: '', email: '' },
    service_address: { street: null, municipality: null, county: null, state: null, zip: null },
    address_incomplete: true,
    notes: '',
    jobcount,
    created_at: '2026-03-08T04:30:00.000Z',
  };
}

function server(
  rows: LocationRow[],
  opts: { me?: typeof admin; total?: number; remove?: () => { status?: number; body: unknown } } = {},
) {
  let current = rows;
  const mock = mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: opts.me ?? admin }),
    'GET /api/get-locations-filtered': () => ({
      body: current,
      headers: { 'X-Total-Count': String(opts.total ?? current.length) },
    }),
    'POST /api/delete-location': opts.remove ?? (() => ({ body: { status: 'success', id: 2 } })),
    'POST /api/trash/locations/2/restore': () => ({ body: { status: 'success' } }),
  });
  const listCalls = () => mock.calls.filter((c) => c.url.pathname === '/api/get-locations-filtered');
  return { ...mock, listCalls, setRows: (next: LocationRow[]) => (current = next) };
}

describe('LocationsList (product.md screen 8)', () => {
  it('shows the header, the spec’s columns, job count links above 0, edit and delete', async () => {
    server([row(2, 'Harbor Diner', 3), row(3, 'Closed Mill', 0, 2)]);
    renderWithApp(<LocationsList />);
    expect(await screen.findByRole('link', { name: 'Create a location' })).toHaveAttribute(
      'href',
      '/locations/create',
    );
    expect(screen.getByRole('button', { name: 'Active' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inactive' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    const harbor = (await within(table).findByText('Harbor Diner')).closest('tr')!;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Latitude', 'Longitude', 'Status', 'Job Count', 'Created', 'Actions']);
    expect(within(harbor).getByText('40.7357')).toBeInTheDocument();
    expect(within(harbor).getByText('-74.1724')).toBeInTheDocument();
    expect(within(harbor).getByText('03/07/2026 11:30 PM')).toBeInTheDocument();
    expect(within(harbor).getByRole('link', { name: 'Active jobs at Harbor Diner: 3' })).toHaveAttribute(
      'href',
      '/locations/2/jobs',
    );
    expect(within(harbor).getByRole('link', { name: 'Edit Harbor Diner' })).toHaveAttribute(
      'href',
      '/locations/2/edit',
    );
    const mill = within(table).getByText('Closed Mill').closest('tr')!;
    expect(within(mill).getByText('Inactive')).toBeInTheDocument();
    expect(within(mill).queryByRole('link', { name: /Active jobs at/ })).toBeNull();
    expect(within(mill).getByText('0')).toBeInTheDocument();
    // The page's locations on the map.
    expect(
      await screen.findByRole('region', { name: 'Map of the locations on this page' }),
    ).toBeInTheDocument();
  });

  it('says "No locations" without paginators or map; pages and filters on the server', async () => {
    const mock = server([]);
    renderWithApp(<LocationsList />);
    expect(await screen.findByText('No locations')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /^Pages/ })).toBeNull();
    expect(screen.queryByRole('region', { name: /Map/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Inactive' }));
    await waitFor(() => expect(mock.listCalls().at(-1)!.url.searchParams.get('active')).toBe('inactive'));
    await userEvent.type(screen.getByLabelText('Filter'), 'mill');
    await waitFor(() => expect(mock.listCalls().at(-1)!.url.searchParams.get('filter')).toBe('mill'), {
      timeout: 2000,
    });
  });

  it('deletes after "Are you sure?" with the id in a params wrapper, refreshes, and offers Undo', async () => {
    const mock = server([row(2, 'Harbor Diner', 0)]);
    renderWithApp(<LocationsList />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Harbor Diner' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
    mock.setRows([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(mock.calls.find((c) => c.method === 'POST')).toMatchObject({ body: { params: { id: 2 } } }),
    );
    expect(await screen.findByText('No locations')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(mock.calls.some((c) => c.url.pathname === '/api/trash/locations/2/restore')).toBe(true),
    );
  });

  it('explains a refused delete of a location with active jobs, and keeps it', async () => {
    server([row(2, 'Harbor Diner', 2)], {
      remove: () => ({
        status: 409,
        body: { message: 'This location has 2 active jobs…', active_jobs: 2 },
      }),
    });
    renderWithApp(<LocationsList />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Harbor Diner' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'This location has 2 active jobs, so it cannot be deleted. Deactivate or delete those jobs first.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Harbor Diner')).toBeInTheDocument();
  });

  it('is read-only for Supervisors: no create, edit, delete or job links; the devices to read', async () => {
    server([row(2, 'Harbor Diner', 3)], { me: supervisor });
    renderWithApp(<LocationsList />);
    const table = await screen.findByRole('table');
    await within(table).findByText('Harbor Diner');
    expect(screen.queryByRole('link', { name: 'Create a location' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(table).getByText('3')).toBeInTheDocument();
    // The location's page (issue 33) and their one action: the location's devices (issue 17).
    expect(
      within(table)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/locations/2', '/locations/2/devices']);
    expect(within(table).getByRole('link', { name: 'Devices at Harbor Diner' })).toBeInTheDocument();
  });

  it("is a customer's page with ?customer=: their locations, each opening its page, and a way back to all", async () => {
    const { listCalls } = server([row(2, 'Bella Napoli Midtown', 1), row(4, 'Bella Napoli Uptown', 0)]);
    renderWithApp(<LocationsList />, { url: '/locations?customer=Bella%20Napoli%20LLC', path: '/locations' });
    expect(await screen.findByRole('heading', { name: 'Locations of Bella Napoli LLC' })).toBeInTheDocument();
    expect(listCalls()[0]!.url.searchParams.get('customer')).toBe('Bella Napoli LLC');
    const table = screen.getByRole('table');
    expect(await within(table).findByRole('link', { name: 'Bella Napoli Uptown' })).toHaveAttribute(
      'href',
      '/locations/4',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show every location' }));
    expect(await screen.findByRole('heading', { name: 'Locations' })).toBeInTheDocument();
    await waitFor(() => expect(listCalls().at(-1)!.url.searchParams.has('customer')).toBe(false));
  });
});
