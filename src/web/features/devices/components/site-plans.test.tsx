import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DevicePlace, DeviceRow, SitePlanRow, TrendsResponse } from '@shared/schemas/devices';
import { mockServer, renderWithApp } from '@web/test/render';
import { KEY_SAVE_DELAY } from './plan-marker';
import { SitePlans } from './site-plans';

const PLAN: SitePlanRow = {
  id: 1,
  location_id: 5,
  name: 'Ground floor',
  width: 1000,
  height: 500,
  url: '/api/site-plans/1/image',
};

const device = (id: number, number: number, place: DevicePlace | null): DeviceRow => ({
  id,
  location_id: 5,
  number,
  type_id: 1,
  type_name: 'Bait station',
  zone: 'Exterior',
  placement: '',
  place,
  installed_on: null,
  removed_on: null,
  active: true,
  code: `c${id}`,
});

const point = (inspections: number, activity: number) => ({ month: '2026-10', activity, inspections });
const TRENDS: TrendsResponse = {
  from: '2026-08-29',
  to: '2026-11-26',
  threshold: 3,
  months: ['2026-10'],
  devices: [
    {
      device_id: 1,
      number: 1,
      zone: 'Exterior',
      type_name: 'Bait station',
      total: 4,
      peak: 3,
      above_threshold: true,
      points: [point(2, 4)],
    },
    {
      device_id: 2,
      number: 2,
      zone: 'Exterior',
      type_name: 'Bait station',
      total: 0,
      peak: 0,
      above_threshold: false,
      points: [],
    },
  ],
  zones: [],
  pests: [],
  conditions: [],
};

type Patch = (id: number, body: { place: DevicePlace | null }) => { status?: number; body: unknown };

/** A server whose devices change with each PATCH it accepts; `gate` holds PATCH answers back. */
function server(opts: { patch?: Patch; gate?: Promise<void> } = {}) {
  let devices = [device(1, 1, { plan_id: 1, x: 0.25, y: 0.5 }), device(2, 2, null)];
  const accept: Patch = (id, body) => {
    const row = { ...devices.find((d) => d.id === id)!, place: body.place };
    devices = devices.map((d) => (d.id === id ? row : d));
    return { body: row };
  };
  // What the server answered is what it then lists.
  const patch: Patch = (id, body) => {
    const answer = (opts.patch ?? accept)(id, body);
    if ((answer.status ?? 200) < 400)
      devices = devices.map((d) => (d.id === id ? (answer.body as DeviceRow) : d));
    return answer;
  };
  const { calls, fetchMock } = mockServer({
    'GET /api/locations/5/site-plans': () => ({ body: { plans: [PLAN] } }),
    'GET /api/locations/5/devices': () => ({ body: { devices } }),
    'GET /api/locations/5/device-trends': () => ({ body: TRENDS }),
    'GET /api/app-config': () => ({ body: { timezone: 'America/New_York' } }),
    'PATCH /api/devices/1': (_url, init) => patch(1, JSON.parse(init.body as string)),
    'PATCH /api/devices/2': (_url, init) => patch(2, JSON.parse(init.body as string)),
  });
  // PATCHes as sent (the mock records a call only once the gate lets it through).
  const sent: { path: string; body: unknown }[] = [];
  const gate = opts.gate ?? Promise.resolve();
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    if (init.method === 'PATCH') {
      sent.push({ path: new URL(input, 'http://localhost').pathname, body: JSON.parse(init.body as string) });
      await gate;
    }
    return fetchMock(input, init);
  });
  return { calls, patches: () => sent };
}

/** The test DOM lays nothing out: the board is 400 x 200 pixels at (100, 50). */
async function renderPlans(canManage = true) {
  renderWithApp(<SitePlans locationId={5} canManage={canManage} today="2026-11-26" />);
  const board = await screen.findByTestId('plan-board');
  board.getBoundingClientRect = () =>
    ({ left: 100, top: 50, width: 400, height: 200, right: 500, bottom: 250, x: 100, y: 50 }) as DOMRect;
  return board;
}

function drag(element: HTMLElement, to: { x: number; y: number }) {
  fireEvent.pointerDown(element, { clientX: 10, clientY: 10, button: 0, pointerId: 1 });
  fireEvent.pointerMove(element, { clientX: to.x, clientY: to.y, pointerId: 1 });
  fireEvent.pointerUp(element, { clientX: to.x, clientY: to.y, pointerId: 1 });
}

afterEach(() => vi.unstubAllGlobals());

describe('SitePlans', () => {
  it('puts each placed device at its fractions of the plan, coloured by its last 90 days', async () => {
    const { calls } = server();
    const board = await renderPlans();
    const marker = await within(board).findByRole('button', { name: /^Device 1, Bait station, Exterior$/ });
    expect(marker).toHaveStyle({ left: '25%', top: '50%' });
    expect(marker.style.background).toBe('#e03131'); // FINDING_COLORS.high, as on paper
    expect(within(board).getByRole('img', { name: 'Site plan: Ground floor' })).toHaveAttribute(
      'src',
      '/api/site-plans/1/image',
    );
    // The plan is a picture: it keeps its left and right in Arabic and Persian pages.
    expect(board).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Not inspected')).toBeInTheDocument();
    const trend = calls.find((c) => c.url.pathname.endsWith('/device-trends'))!;
    expect(Object.fromEntries(trend.url.searchParams)).toEqual({
      from: '2026-08-29',
      to: '2026-11-26',
      threshold: '3',
    });
  });

  it('a dropped device PATCHes its spot and shows where the server put it, only once it answers', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { patches } = server({
      gate,
      // The server has the last word on the spot.
      patch: (id, body) => ({ body: device(id, 2, { ...body.place!, x: 0.3 }) }),
    });
    const board = await renderPlans();
    drag(await screen.findByLabelText('Drag device 2 onto the plan'), { x: 200, y: 100 });

    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]!.path).toBe('/api/devices/2');
    expect(patches()[0]!.body).toEqual({ place: { plan_id: 1, x: 0.25, y: 0.25 } });
    expect(within(board).getByRole('status')).toHaveTextContent('Placing device 2…');
    expect(within(board).queryByRole('button', { name: /^Device 2,/ })).toBeNull();

    await act(async () => release());
    const marker = await within(board).findByRole('button', { name: /^Device 2,/ });
    expect(marker).toHaveStyle({ left: '30%', top: '25%' });
    expect(within(board).queryByRole('status')).toBeNull();
  });

  it('a refused drop leaves the device off the plan and says why', async () => {
    const { patches } = server({
      patch: () => ({
        status: 409,
        body: {
          code: 'device.removed',
          message: 'This device is removed; it keeps its history but cannot be changed.',
        },
      }),
    });
    const board = await renderPlans();
    drag(await screen.findByLabelText('Drag device 2 onto the plan'), { x: 300, y: 150 });

    expect(await screen.findByText('Device 2 could not be placed')).toBeInTheDocument();
    expect(screen.getByText(/This device is removed/)).toBeInTheDocument();
    expect(patches()).toHaveLength(1);
    expect(within(board).queryByRole('button', { name: /^Device 2,/ })).toBeNull();
    expect(within(board).queryByRole('status')).toBeNull();
    expect(screen.getByLabelText('Drag device 2 onto the plan')).toBeInTheDocument();
  });

  it('a drop outside the plan sends nothing', async () => {
    const { patches } = server();
    await renderPlans();
    const handle = await screen.findByLabelText('Drag device 2 onto the plan');
    // The drop and a second of whatever it sets off run on fake timers inside act: nothing sent.
    vi.useFakeTimers();
    try {
      drag(handle, { x: 700, y: 100 });
      await act(() => vi.advanceTimersByTimeAsync(1000));
    } finally {
      vi.useRealTimers();
    }
    expect(patches()).toHaveLength(0);
  });

  it('places and moves devices without a mouse: the centre button, arrow keys and Enter', async () => {
    const user = userEvent.setup();
    const { patches } = server();
    const board = await renderPlans();

    await user.click(await screen.findByRole('button', { name: 'Place device 2 in the centre of the plan' }));
    const placed = await within(board).findByRole('button', { name: /^Device 2,/ });
    expect(patches()[0]!.body).toEqual({ place: { plan_id: 1, x: 0.5, y: 0.5 } });
    expect(placed).toHaveStyle({ left: '50%', top: '50%' });

    const one = within(board).getByRole('button', { name: /^Device 1,/ });
    one.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}{Enter}');
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1]!.body).toEqual({ place: { plan_id: 1, x: 0.27, y: 0.49 } });
    await waitFor(() =>
      expect(within(board).getByRole('button', { name: /^Device 1,/ })).toHaveStyle({
        left: '27%',
        top: '49%',
      }),
    );

    // A pause saves too: on fake timers, not a moment before it has lasted KEY_SAVE_DELAY.
    vi.useFakeTimers();
    try {
      fireEvent.keyDown(within(board).getByRole('button', { name: /^Device 1,/ }), { key: 'ArrowDown' });
      await act(() => vi.advanceTimersByTimeAsync(KEY_SAVE_DELAY - 1));
      expect(patches()).toHaveLength(2);
      await act(() => vi.advanceTimersByTimeAsync(1));
    } finally {
      vi.useRealTimers();
    }
    expect(patches()).toHaveLength(3);
    expect(patches()[2]!.body).toEqual({ place: { plan_id: 1, x: 0.27, y: 0.5 } });
  });

  it("a marker's menu takes the device off the plan", async () => {
    const user = userEvent.setup();
    const { patches } = server();
    const board = await renderPlans();
    await user.click(await within(board).findByRole('button', { name: /^Device 1,/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Take off the plan' }));
    await waitFor(() => expect(patches()[0]?.body).toEqual({ place: null }));
    await waitFor(() => expect(within(board).queryByRole('button', { name: /^Device 1,/ })).toBeNull());
    expect(await screen.findByLabelText('Drag device 1 onto the plan')).toBeInTheDocument();
  });

  it('Supervisors see the plan and its markers, and nothing to change them with', async () => {
    server();
    const board = await renderPlans(false);
    expect(await within(board).findByRole('img', { name: /^Device 1,/ })).toHaveStyle({ left: '25%' });
    expect(screen.queryByRole('button', { name: 'Upload a plan' })).toBeNull();
    expect(screen.queryByLabelText('Drag device 2 onto the plan')).toBeNull();
    expect(within(board).queryByRole('button')).toBeNull();
  });
});
