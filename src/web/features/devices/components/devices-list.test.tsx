import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeviceRow, DeviceTypeRow } from '@shared/schemas/devices';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { DevicesList } from './devices-list';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => notifications.clean());
});

const station: DeviceTypeRow = {
  id: 1,
  name: 'Bait station',
  activity: 'level',
  pests: [],
  bait: true,
  device_count: 3,
};

function device(id: number, number: number, over: Partial<DeviceRow> = {}): DeviceRow {
  return {
    id,
    location_id: 5,
    number,
    type_id: 1,
    type_name: 'Bait station',
    zone: 'Exterior',
    placement: `By door ${number}`,
    place: null,
    installed_on: '2026-03-02',
    removed_on: null,
    active: true,
    code: `code${id}`,
    ...over,
  };
}

const DEVICES = [
  device(11, 1, { place: { plan_id: 3, x: 0.5, y: 0.5 } }),
  device(12, 2, { active: false, removed_on: '2026-06-30' }),
  device(13, 3, { zone: 'Kitchen' }),
];

function server(
  opts: {
    me?: typeof ADMIN_USER;
    devices?: DeviceRow[];
    bulk?: () => { status?: number; body: unknown };
  } = {},
) {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: opts.me ?? ADMIN_USER }),
    'GET /api/locations/5/devices': () => ({ body: { devices: opts.devices ?? DEVICES } }),
    'GET /api/device-types': () => ({ body: { types: [station] } }),
    'POST /api/locations/5/devices': () => ({ body: device(20, 4) }),
    'PATCH /api/devices/13': () => ({ body: device(13, 3, { zone: 'Storage' }) }),
    'POST /api/devices/13/remove': () => ({
      body: device(13, 3, { active: false, removed_on: '2026-07-20' }),
    }),
    // The server's PDF; what the page does with it is the same whatever the bytes.
    'GET /api/locations/5/device-labels.pdf': () => ({ body: 'pdf' }),
    'POST /api/locations/5/devices/bulk':
      opts.bulk ?? (() => ({ body: { devices: [device(20, 4), device(21, 5)] } })),
  });
}

const supervisor = { ...ADMIN_USER, id: 9, type_id: 3, type: { type: 'Supervisor' } };
const numbersShown = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('DevicesList', { timeout: 30_000 }, () => {
  it('lists the devices in place by number, and the removed or all with the filter kept in the URL', async () => {
    const { calls } = server();
    const { router } = renderWithApp(<DevicesList locationId={5} canManage />, {
      url: '/locations/5/devices',
    });
    const table = await screen.findByRole('table', { name: 'Devices' });
    await within(table).findByText('By door 1');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', 'Number', 'Type', 'Zone', 'Placement', 'Installed', 'Status', 'On plan', 'Actions']);
    expect(numbersShown(table)).toEqual(['1', '3']);
    const first = within(table).getByText('By door 1').closest('tr')!;
    expect(within(first).getByText('03/02/2026')).toBeInTheDocument();
    expect(within(first).getByText('In place')).toBeInTheDocument();
    expect(within(first).getByText('Yes')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Edit device 1' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Remove device 1' })).toBeInTheDocument();
    // The one call asks for every device: the filter picks among them.
    expect(
      calls.filter((c) => c.url.pathname === '/api/locations/5/devices').map((c) => c.url.search),
    ).toContain('?active=all');

    await userEvent.click(screen.getByRole('radio', { name: 'Removed' }));
    await waitFor(() => expect(numbersShown(table)).toEqual(['2']));
    expect(router.state.location.search).toBe('?show=removed');
    const removed = within(table).getByText('By door 2').closest('tr')!;
    expect(within(removed).getByText('Removed 06/30/2026')).toBeInTheDocument();
    // A removed device is history: nothing to change.
    expect(within(removed).queryByRole('button', { name: /device 2/ })).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(numbersShown(table)).toEqual(['1', '2', '3']));
    expect(router.state.location.search).toBe('?show=all');
  });

  it('says when the location has no devices yet', async () => {
    server({ devices: [] });
    renderWithApp(<DevicesList locationId={5} canManage />, { url: '/locations/5/devices' });
    expect(await screen.findByText('No devices at this location yet')).toBeInTheDocument();
  });

  it('adds a run of devices from the next free number, and shows the numbers the server finds taken', async () => {
    let answer: { status?: number; body: unknown } = {
      status: 409,
      body: {
        code: 'device.numbersTaken',
        params: { numbers: '4, 6' },
        message: 'These numbers are already used at this location: 4, 6.',
      },
    };
    const { calls } = server({ bulk: () => answer });
    renderWithApp(<DevicesList locationId={5} canManage />, { url: '/locations/5/devices' });
    await screen.findByText('By door 1');
    await userEvent.click(screen.getByRole('button', { name: 'Add several' }));
    const from = screen.getByRole('textbox', { name: /From number/ });
    // Numbers are never given twice at a location: after 3, a removed one's included.
    expect(from).toHaveValue('4');
    await userEvent.type(screen.getByRole('textbox', { name: /To number/ }), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Add devices' }));
    expect(await screen.findByText('Choose the type of the device.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bait station', hidden: true }));
    await userEvent.type(screen.getByRole('textbox', { name: /Zone or area/ }), 'Exterior');
    await userEvent.click(screen.getByRole('button', { name: 'Add devices' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These numbers are already used at this location: 4, 6.');
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.body);
    expect(posts).toEqual([
      { from: 4, to: 8, type_id: 1, zone: 'Exterior', placement: '', installed_on: null },
    ]);

    answer = { body: { devices: [device(20, 9), device(21, 10)] } };
    await userEvent.clear(from);
    await userEvent.type(from, '9');
    await userEvent.clear(screen.getByRole('textbox', { name: /To number/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /To number/ }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Add devices' }));
    expect(await screen.findByText('Devices added: 2.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /From number/ })).toBeNull());
  });

  it('adds one device with the next free number offered, and changes one without its number', async () => {
    const { calls } = server();
    renderWithApp(<DevicesList locationId={5} canManage />, { url: '/locations/5/devices' });
    await screen.findByText('By door 1');
    await userEvent.click(screen.getByRole('button', { name: 'Add device' }));
    const form = screen.getByRole('region', { name: 'Add a device' });
    expect(within(form).getByRole('textbox', { name: /Number/ })).toHaveValue('4');
    await userEvent.click(within(form).getByRole('combobox', { name: /Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bait station', hidden: true }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Placement/ }), 'Under the sink');
    await userEvent.click(within(form).getByRole('button', { name: 'Add device' }));
    expect(await screen.findByText('Device 4 was added.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit device 3' }));
    const edit = screen.getByRole('region', { name: 'Edit device 3' });
    expect(within(edit).queryByRole('textbox', { name: /Number/ })).toBeNull();
    const zone = within(edit).getByRole('textbox', { name: /Zone or area/ });
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Storage');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Device 3 was saved.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url.pathname, c.body])).toEqual([
      [
        'POST',
        '/api/locations/5/devices',
        { number: 4, type_id: 1, zone: '', placement: 'Under the sink', installed_on: null, place: null },
      ],
      [
        'PATCH',
        '/api/devices/13',
        { type_id: 1, zone: 'Storage', placement: 'By door 3', installed_on: '2026-03-02' },
      ],
    ]);
  });

  it('refuses a run whose last number comes first, without asking the server', async () => {
    const { calls } = server();
    renderWithApp(<DevicesList locationId={5} canManage />, { url: '/locations/5/devices' });
    await screen.findByText('By door 1');
    await userEvent.click(screen.getByRole('button', { name: 'Add several' }));
    await userEvent.type(screen.getByRole('textbox', { name: /To number/ }), '2');
    await userEvent.click(screen.getByRole('combobox', { name: /Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bait station', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Add devices' }));
    expect(
      await screen.findByText(
        'The last number comes after the first, and one bulk add makes at most 500 devices.',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('prints the labels of the devices selected, or of every device in place', async () => {
    const { calls } = server();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:labels', revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithApp(<DevicesList locationId={5} canManage />, { url: '/locations/5/devices' });
    await screen.findByText('By door 1');
    const labelCalls = () =>
      calls.filter((c) => c.url.pathname === '/api/locations/5/device-labels.pdf').map((c) => c.url.search);
    await userEvent.click(screen.getByRole('button', { name: 'Print labels' }));
    await waitFor(() => expect(labelCalls()).toEqual(['']));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select device 3' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select device 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Print labels of the selected (2)' }));
    await waitFor(() => expect(labelCalls()).toEqual(['', '?ids=11%2C13']));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    click.mockRestore();
  });

  it('removes a device on the day given, after saying it cannot be undone', async () => {
    // Only the clock's date: the calendar opens on this month; timers stay real for the clicks.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-15T12:00:00Z'));
    const { calls } = server();
    renderWithApp(<DevicesList locationId={5} canManage />, { url: '/locations/5/devices' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove device 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove device 3' });
    expect(
      within(dialog).getByText(/never used again at this location. This cannot be undone./),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove device 3' }));
    expect(await within(dialog).findByText('Choose the day the device was removed.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Removed on' }));
    // The calendar's dropdown: laid out by Chromium only, so hidden to the test DOM (date-filter-input.test.tsx).
    await userEvent.click(await screen.findByRole('button', { name: '20 July 2026', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove device 3' }));
    expect(await screen.findByText('Device 3 was removed.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url.pathname, c.body])).toEqual([
      ['/api/devices/13/remove', { removed_on: '2026-07-20' }],
    ]);
  });

  it('shows a Supervisor the table read-only: no adding, editing, removing or printing', async () => {
    server({ me: supervisor });
    renderWithApp(<DevicesList locationId={5} canManage={false} />, { url: '/locations/5/devices' });
    const table = await screen.findByRole('table', { name: 'Devices' });
    await within(table).findByText('By door 1');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Number', 'Type', 'Zone', 'Placement', 'Installed', 'Status', 'On plan']);
    for (const name of ['Add device', 'Add several', 'Print labels', /Edit device/, /Remove device/]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
