import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VisitRow } from '@shared/schemas/visits';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { inTimeOrder, TodayVisits } from './today-visits';
import { visitRow } from './visits.fixtures';
import { mapUrl } from './visit-text';

afterEach(() => vi.unstubAllGlobals());

const TECH = { ...ADMIN_USER, id: 7, name: 'Tom Tech', type_id: 4 };

/** A visit of my day; `stop`: its number in the office's order (decision 0062). */
type MyVisit = VisitRow & { stop?: number | null };

function server(today: string, byDay: Record<string, MyVisit[]>, status = 200) {
  return mockServer({
    'GET /api/get-auth-user': () => ({ body: TECH }),
    'GET /api/my-visits': (url) => {
      const day = url.searchParams.get('day') ?? today;
      return status === 200
        ? { body: { today, day, visits: byDay[day] ?? [] } }
        : { status, body: { message: 'The server failed.' } };
    },
  });
}

const cardNames = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('TodayVisits', () => {
  it('lists the overdue visits first, marked, then the day’s in time order', async () => {
    server('2026-11-26', {
      '2026-11-26': [
        visitRow({ id: 1, start_time: '14:00', end_time: '15:00' }),
        visitRow({ id: 2 }),
        visitRow({ id: 3, date: '2026-11-24', start_time: '10:00' }),
        visitRow({ id: 4, start_time: '08:30', end_time: '09:30' }),
      ],
    });
    renderWithApp(<TodayVisits />, { url: '/today' });
    expect(await screen.findByRole('heading', { name: 'Today' })).toBeInTheDocument();
    await screen.findAllByRole('article');
    expect(cardNames()).toEqual(['Job 3', 'Job 4', 'Job 1', 'Job 2']);
    const overdue = screen.getByRole('article', { name: 'Job 3' });
    expect(within(overdue).getByText('Overdue since 11/24/2026')).toBeInTheDocument();
    expect(screen.queryAllByText(/Overdue since/)).toHaveLength(1);
    const first = screen.getByRole('article', { name: 'Job 4' });
    expect(within(first).getByText('08:30–09:30')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Job 2' })).getByText('Any time')).toBeInTheDocument();
  });

  it('lists the day in the office’s saved order with each stop’s number, overdue ones still first', async () => {
    server('2026-11-26', {
      '2026-11-26': [
        { ...visitRow({ id: 1, start_time: '08:00' }), stop: 2 },
        { ...visitRow({ id: 2, start_time: '14:00' }), stop: 1 },
        { ...visitRow({ id: 3 }), stop: 3 },
        { ...visitRow({ id: 4, date: '2026-11-24', start_time: '10:00' }), stop: null },
      ],
    });
    renderWithApp(<TodayVisits />, { url: '/today' });
    await screen.findAllByRole('article');
    expect(cardNames()).toEqual(['Job 4', 'Job 2', 'Job 1', 'Job 3']);
    expect(within(screen.getByRole('article', { name: 'Job 2' })).getByText('Stop 1')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Job 3' })).getByText('Stop 3')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Job 4' })).queryByTestId('stop-number')).toBeNull();
  });

  it('offers Start from the visit, Continue for my report in progress, and shows a done visit as done', async () => {
    server('2026-11-26', {
      '2026-11-26': [
        visitRow({ id: 1, start_time: '08:00' }),
        visitRow({
          id: 2,
          start_time: '09:00',
          status: 'in_progress',
          report: { id: 90, status_id: 1, user_id: 7 },
        }),
        visitRow({
          id: 3,
          start_time: '10:00',
          status: 'done',
          report: { id: 91, status_id: 2, user_id: 7 },
        }),
        visitRow({ id: 4, start_time: '11:00', status: 'skipped', skip_reason: 'Store closed' }),
      ],
    });
    renderWithApp(<TodayVisits />, { url: '/today' });
    const start = within(await screen.findByRole('article', { name: 'Job 1' })).getByRole('link', {
      name: 'Start',
    });
    expect(start).toHaveAttribute('href', '/my/reports/new?job_id=41&visit_id=1');
    const second = screen.getByRole('article', { name: 'Job 2' });
    expect(within(second).getByRole('link', { name: 'Continue report' })).toHaveAttribute(
      'href',
      '/my/reports/90',
    );
    expect(within(second).queryByRole('link', { name: 'Start' })).not.toBeInTheDocument();
    const done = screen.getByRole('article', { name: 'Job 3' });
    expect(within(done).getAllByText('Done').length).toBeGreaterThan(0);
    expect(within(done).queryByRole('link', { name: /Start|Continue/ })).not.toBeInTheDocument();
    const skipped = screen.getByRole('article', { name: 'Job 4' });
    expect(within(skipped).getByText('Skipped: Store closed')).toBeInTheDocument();
    expect(within(skipped).queryByRole('link', { name: 'Start' })).not.toBeInTheDocument();
  });

  it('starts again, not continues, where the report in progress is someone else’s', async () => {
    server('2026-11-26', {
      '2026-11-26': [
        visitRow({ id: 5, status: 'in_progress', report: { id: 92, status_id: 1, user_id: 8 } }),
      ],
    });
    renderWithApp(<TodayVisits />, { url: '/today' });
    const card = await screen.findByRole('article', { name: 'Job 5' });
    expect(within(card).getByRole('link', { name: 'Start' })).toHaveAttribute(
      'href',
      '/my/reports/new?job_id=45&visit_id=5',
    );
  });

  it('links the address to the phone’s maps', async () => {
    server('2026-11-26', { '2026-11-26': [visitRow({ id: 1 })] });
    renderWithApp(<TodayVisits />, { url: '/today' });
    const map = await screen.findByRole('link', { name: 'Open 1 Main St, Springfield in maps' });
    expect(map).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=1%20Main%20St%2C%20Springfield',
    );
    expect(mapUrl({ name: 'Depot', address: '  ' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Depot',
    );
  });

  it.each([
    ['2026-11-26', '2026-11-27', '11/27/2026'],
    ['2026-12-31', '2027-01-01', '01/01/2027'],
  ])('shows tomorrow one tap away from %s, and goes back to today', async (today, tomorrow, shown) => {
    const { calls } = server(today, {
      [today]: [visitRow({ id: 1, date: today })],
      [tomorrow]: [visitRow({ id: 2, date: tomorrow, start_time: '07:00' })],
    });
    const { router } = renderWithApp(<TodayVisits />, { url: '/today' });
    await userEvent.click(await screen.findByRole('link', { name: 'Tomorrow' }));
    expect(await screen.findByRole('heading', { name: 'Tomorrow' })).toBeInTheDocument();
    expect(screen.getByText(shown)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Job 2' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.searchParams.get('day') === tomorrow)).toBe(true);
    expect(router.state.location.search).toBe(`?day=${tomorrow}`);
    await userEvent.click(screen.getByRole('link', { name: 'Back to today' }));
    expect(await screen.findByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Job 1' })).toBeInTheDocument();
  });

  it('has the next 7 days after the office’s today a tap away, and each visit’s location page', async () => {
    const { calls } = server('2026-12-29', {
      '2027-01-01': [visitRow({ id: 3, date: '2027-01-01' })],
    });
    const { router } = renderWithApp(<TodayVisits />, { url: '/today' });
    const week = await screen.findByRole('navigation', { name: 'The next days' });
    const days = within(week).getAllByRole('link');
    expect(days.map((d) => d.getAttribute('href'))).toEqual(
      ['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03', '2027-01-04', '2027-01-05'].map(
        (day) => `/today?day=${day}`,
      ),
    );
    await userEvent.click(days[2]!);
    expect(router.state.location.search).toBe('?day=2027-01-01');
    const visit = await screen.findByRole('article', { name: 'Job 3' });
    expect(calls.some((c) => c.url.searchParams.get('day') === '2027-01-01')).toBe(true);
    const shown = screen.getByRole('navigation', { name: 'The next days' });
    expect(within(shown).getAllByRole('link')[2]).toHaveAttribute('aria-current', 'date');
    expect(within(visit).getByRole('link', { name: /^Details of Joe’s Diner/ })).toHaveAttribute(
      'href',
      '/my/locations/5',
    );
  });

  it('says when there is nothing to do, and offers a retry when the list fails', async () => {
    server('2026-11-26', {});
    const first = renderWithApp(<TodayVisits />, { url: '/today' });
    expect(await screen.findByText('No visits for today.')).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();
    server('2026-11-26', {}, 500);
    renderWithApp(<TodayVisits />, { url: '/today' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('inTimeOrder', () => {
  it('puts earlier days first, then the window’s start, visits without one last', () => {
    const order = inTimeOrder([
      visitRow({ id: 1, date: '2026-11-26' }),
      visitRow({ id: 2, date: '2026-11-26', start_time: '13:00' }),
      visitRow({ id: 3, date: '2026-11-20', start_time: '16:00' }),
      visitRow({ id: 4, date: '2026-11-26', start_time: '09:00' }),
    ]).map((v) => v.id);
    expect(order).toEqual([3, 4, 2, 1]);
  });
});
