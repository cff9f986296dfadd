import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScheduleLane } from '@shared/schemas/visits';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { scheduleAnswer, visitRow } from './schedule.fixtures';
import { ScheduleScreen } from './schedule-screen';

/** 45 technicians, each with a visit on Wednesday 25 November: more rows than are drawn. */
const LANES: ScheduleLane[] = Array.from({ length: 45 }, (_, i) => ({
  id: 1000 + i,
  name: `Tech ${String(i + 1).padStart(2, '0')}`,
  daily_capacity_hours: 8,
}));
const VISITS = LANES.map((p, i) => visitRow(i + 1, { technicians: [{ id: p.id, name: p.name }] }));

const drawnLanes = () =>
  screen
    .getAllByRole('row')
    .map((r) => r.getAttribute('data-lane'))
    .filter((lane): lane is string => lane !== null && lane !== 'unassigned');

async function showBoard() {
  mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: ADMIN_USER }),
    'GET /api/schedule': (url: URL) => ({ body: scheduleAnswer(url, LANES, VISITS) }),
  });
  renderWithApp(<ScheduleScreen today="2026-11-24" now={() => new Date('2026-11-24T15:00:00Z')} />, {
    url: '/schedule?view=week&date=2026-11-25',
  });
  await screen.findByRole('button', { name: /^Job 1 ·/ });
}

/** The lane's card, once its page of lanes is read. */
const cardOf = (lane: string) => {
  const row = screen.getAllByRole('row').find((r) => r.getAttribute('data-lane') === lane)!;
  return within(row).findByRole('button', { name: /^Job \d+ ·/ });
};

describe('the week board and the keyboard', { timeout: 30_000 }, () => {
  it('draws the next row as soon as the last drawn one takes the focus, before any scroll', async () => {
    await showBoard();
    const last = drawnLanes().at(-1)!;
    const next = `Tech ${String(Number(last.replace('Tech ', '')) + 1).padStart(2, '0')}`;
    expect(drawnLanes()).not.toContain(next);
    // Tab faster than the scroll it causes is drawn: the next row is in the page for the next Tab.
    (await cardOf(last)).focus();
    await waitFor(() => expect(drawnLanes()).toContain(next));
    // In its place: the rows stay in order, each after a spacer for the rows not drawn.
    expect(drawnLanes()).toEqual([...drawnLanes()].sort());
  });

  it('keeps the row holding the focus, and its neighbours, when the board scrolls away from it', async () => {
    await showBoard();
    const card = await cardOf('Tech 02');
    card.focus();
    const lanes = screen.getByTestId('schedule-lanes');
    lanes.scrollTop = 40 * 200;
    fireEvent.scroll(lanes);
    await waitFor(() => expect(drawnLanes()).toContain('Tech 45'));
    expect(drawnLanes().slice(0, 3)).toEqual(['Tech 01', 'Tech 02', 'Tech 03']);
    expect(drawnLanes()).not.toContain('Tech 04');
    expect(card).toHaveFocus();
  });
});
