import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DayRouteResponse, DayRouteSuggestion, RouteStop } from '@shared/schemas/day-routes';
import { haversineKm } from '@shared/haversine';
import type { VisitRow } from '@shared/schemas/visits';
import { mockServer, renderWithApp } from '@web/test/render';
import { DayRoute } from './day-route';

afterEach(() => vi.unstubAllGlobals());

const DAY = '2026-04-14';
/** One degree of longitude at 40.7° N is about 84.3 km. */
const at = (id: number, km: number, start: string | null = null): RouteStop => ({
  visit: {
    id,
    job_id: 40 + id,
    date: DAY,
    start_time: start,
    end_time: null,
    status: 'scheduled',
    skip_reason: null,
    occurrence: null,
    moved: false,
    technicians: [{ id: 7, name: 'Tom Tech' }],
    job: { id: 40 + id, name: `Job ${id}`, category: 'Pest Control' },
    location: { id, name: `Site ${km} km`, address: `${id} Main St` },
    report: null,
  } satisfies VisitRow,
  latitude: 40.7,
  longitude: -74 + km / 84.3,
  km_from_previous: null,
});

/** The day as the server answers it: the legs between the stops in this order. */
function day(stops: RouteStop[], ordered: boolean): DayRouteResponse {
  const withLegs = stops.map((s, i) => ({
    ...s,
    km_from_previous: i === 0 ? null : haversineKm(stops[i - 1]!, s),
  }));
  const total = withLegs.reduce((sum, s) => sum + (s.km_from_previous ?? 0), 0);
  return { technician: { id: 7, name: 'Tom Tech' }, day: DAY, ordered, stops: withLegs, total_km: total };
}

const s0 = at(1, 0, '08:00');
const s30 = at(2, 30);
const s10 = at(3, 10);
const s20 = at(4, 20);
const PROPOSAL: DayRouteSuggestion = {
  visit_ids: [1, 3, 4, 2],
  total_km: 30,
  current_km: 60,
  saved_km: 30,
  late_visit_ids: [],
};

function server(opts: { refuseSave?: boolean } = {}) {
  let current = day([s0, s30, s10, s20], false);
  const byId = new Map([s0, s30, s10, s20].map((s) => [s.visit.id, s]));
  return mockServer({
    'GET /api/users/7/day-route': () => ({ body: current }),
    'GET /api/users/7/day-route/suggestion': () => ({ body: PROPOSAL }),
    'PUT /api/users/7/day-route': (_url, init) => {
      if (opts.refuseSave) {
        return {
          status: 409,
          body: { code: 'dayRoute.changed', message: 'The day’s visits changed since this order was made.' },
        };
      }
      const { visit_ids } = JSON.parse(init.body as string) as { visit_ids: number[] | null };
      current =
        visit_ids === null
          ? day([s0, s30, s10, s20], false)
          : day(
              visit_ids.map((id) => byId.get(id)!),
              true,
            );
      return { body: current };
    },
  });
}

const stopNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

describe('DayRoute', () => {
  it('lists the day in time order with the km between stops and the total', async () => {
    server();
    renderWithApp(<DayRoute userId={7} day={DAY} />);
    const list = await screen.findByRole('list', { name: 'Stops' });
    expect(stopNames(list)).toEqual([
      'Stop 1: Site 0 km',
      'Stop 2: Site 30 km',
      'Stop 3: Site 10 km',
      'Stop 4: Site 20 km',
    ]);
    expect(within(list).getByText('First stop')).toBeInTheDocument();
    expect(within(list).getByText('30.0 km from the stop before')).toBeInTheDocument();
    expect(screen.getByTestId('route-total')).toHaveTextContent('Total 60.0 km');
    expect(screen.getByText('In time order')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Route · Tom Tech' })).toBeInTheDocument();
  });

  it('shows the proposal before anything is saved, then Apply order saves it and Undo drops it', async () => {
    const { calls } = server();
    const user = userEvent.setup();
    renderWithApp(<DayRoute userId={7} day={DAY} />);
    await screen.findByRole('list', { name: 'Stops' });
    await user.click(screen.getByRole('button', { name: 'Suggest order' }));
    expect(
      await screen.findByText(/30\.0 km instead of 60\.0 km: 30\.0 km less to drive/),
    ).toBeInTheDocument();
    const proposed = screen.getByRole('list', { name: 'Suggested order' });
    expect(stopNames(proposed)).toEqual([
      'Stop 1: Site 0 km',
      'Stop 2: Site 10 km',
      'Stop 3: Site 20 km',
      'Stop 4: Site 30 km',
    ]);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Apply order' }));
    expect(await screen.findByText('Order saved for Tom Tech’s day.')).toBeInTheDocument();
    const saved = await screen.findByRole('list', { name: 'Stops' });
    expect(stopNames(saved)).toEqual([
      'Stop 1: Site 0 km',
      'Stop 2: Site 10 km',
      'Stop 3: Site 20 km',
      'Stop 4: Site 30 km',
    ]);
    expect(screen.getByText('Saved order')).toBeInTheDocument();
    expect(screen.getByTestId('route-total')).toHaveTextContent('Total 30.0 km');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Tom Tech’s day is back in its earlier order.')).toBeInTheDocument();
    const puts = calls.filter((c) => c.method === 'PUT').map((c) => c.body);
    expect(puts).toEqual([
      { day: DAY, visit_ids: [1, 3, 4, 2] },
      { day: DAY, visit_ids: null },
    ]);
    expect(stopNames(await screen.findByRole('list', { name: 'Stops' }))[1]).toBe('Stop 2: Site 30 km');
  });

  it('keeps the day as it was and says why when the server refuses the order', async () => {
    server({ refuseSave: true });
    const user = userEvent.setup();
    renderWithApp(<DayRoute userId={7} day={DAY} />);
    await screen.findByRole('list', { name: 'Stops' });
    await user.click(screen.getByRole('button', { name: 'Suggest order' }));
    await user.click(await screen.findByRole('button', { name: 'Apply order' }));
    expect(await screen.findByText('The order was not saved.')).toBeInTheDocument();
    expect(screen.queryByText('Order saved for Tom Tech’s day.')).not.toBeInTheDocument();
    // The proposal stays on screen to try again or dismiss; nothing claims it was saved.
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(stopNames(screen.getByRole('list', { name: 'Stops' }))[1]).toBe('Stop 2: Site 30 km');
    expect(screen.getByText('In time order')).toBeInTheDocument();
  });
});
