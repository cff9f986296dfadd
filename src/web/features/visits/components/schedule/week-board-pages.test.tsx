import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleLane } from '@shared/schemas/visits';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { scheduleAnswer, visitRow } from './schedule.fixtures';
import { ScheduleScreen } from './schedule-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** 45 technicians, five pages of lanes, each with a visit on Wednesday 25 November. */
const LANES: ScheduleLane[] = Array.from({ length: 45 }, (_, i) => ({
  id: 1000 + i,
  name: `Tech ${String(i + 1).padStart(2, '0')}`,
  daily_capacity_hours: 8,
}));
const VISITS = LANES.map((p, i) => visitRow(i + 1, { technicians: [{ id: p.id, name: p.name }] }));

const pagesAsked = (calls: ReturnType<typeof mockServer>['calls']) =>
  calls
    .filter((c) => c.url.pathname === '/api/schedule')
    .map((c) => Number(c.url.searchParams.get('lane_page')));

const rowOf = (name: string) =>
  screen.getAllByRole('row').find((r) => within(r).queryByRole('rowheader', { name: new RegExp(name) }));

describe('the week board reads its lanes a page at a time (decision 0066)', { timeout: 30_000 }, () => {
  it('asks for the page of a lane when it comes into view, and draws its cards from it', async () => {
    let failOnce = true;
    const { calls } = mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
      'GET /api/get-auth-user': () => ({ body: ADMIN_USER }),
      'GET /api/schedule': (url: URL) => {
        // The last page fails once: its row keeps the day's totals and says so, Retry reads it.
        if (url.searchParams.get('lane_page') === '5' && failOnce) {
          failOnce = false;
          return { status: 500, body: { message: 'Database unavailable.' } };
        }
        return { body: scheduleAnswer(url, LANES, VISITS) };
      },
    });
    const user = userEvent.setup();
    renderWithApp(<ScheduleScreen today="2026-11-24" now={() => new Date('2026-11-24T15:00:00Z')} />, {
      url: '/schedule?view=week&date=2026-11-25',
    });
    await waitFor(() => expect(rowOf('Tech 01')).toBeDefined());
    const first = rowOf('Tech 01')!;
    expect(within(first).getByRole('button', { name: /^Job 1 ·/ })).toBeInTheDocument();
    // The rows drawn (a screen and a few more) are on the first pages only; the last is not read.
    await waitFor(() => expect(pagesAsked(calls)).toContain(2));
    expect(pagesAsked(calls)).not.toContain(5);
    expect(rowOf('Tech 45')).toBeUndefined();

    // Narrowed to the 45th, its row comes into view: its page (the fifth) is asked for.
    await user.type(screen.getByLabelText('Find a technician'), 'Tech 45');
    await waitFor(() => expect(rowOf('Tech 45')).toBeDefined());
    await waitFor(() => expect(pagesAsked(calls)).toContain(5));
    const last = rowOf('Tech 45')!;
    // Until its visits come, the row shows its day's load from the first page, and waits.
    expect(await screen.findByText(/Some technicians’ visits could not be read/)).toBeInTheDocument();
    expect(last).toHaveAttribute('aria-busy', 'true');
    const wednesday = last.querySelector<HTMLElement>('[role="gridcell"][data-date="2026-11-25"]')!;
    expect(within(wednesday).getByTestId('cell-load')).toHaveTextContent('1 visit · 2 / 8 h');
    expect(within(last).queryByRole('button', { name: /^Job 45 ·/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(rowOf('Tech 45')!).findByRole('button', { name: /^Job 45 ·/ })).toBeInTheDocument();
    expect(rowOf('Tech 45')).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText(/Some technicians’ visits could not be read/)).not.toBeInTheDocument();
    // Each page read once, the failed one twice; none of the others again.
    const asked = pagesAsked(calls);
    expect(asked.filter((p) => p === 1)).toHaveLength(1);
    expect(asked.filter((p) => p === 5)).toHaveLength(2);
  });
});
