import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import i18n from '@web/lib/i18n';
import { mockServer, renderWithApp } from '@web/test/render';
import { TESS, visitRow } from './schedule.fixtures';
import { SickDayAction } from './sick-day-action';
import { WeekBoard } from './week-board';

// "After the first screen" is when the test says. Each part's module records when it is fetched,
// waits while `held` (its code on its way) and fails while `offline` (its code did not arrive).
const first = vi.hoisted(() => ({
  after: [] as (() => void)[],
  fetched: [] as string[],
  offline: false,
  held: null as Promise<void> | null,
}));
vi.mock('@web/lib/after-first-screen', () => ({
  afterFirstScreen: (work: () => void) => {
    first.after.push(work);
    return () => undefined;
  },
  isAfterFirstScreen: () => false,
}));
vi.mock('./sick-day-dialog', async (importOriginal) => {
  first.fetched.push('sick-day-dialog');
  if (first.offline) throw new Error('Failed to fetch dynamically imported module');
  await first.held;
  return importOriginal();
});
vi.mock('./board-dnd', async (importOriginal) => {
  first.fetched.push('board-dnd');
  return importOriginal();
});

const DAY = '2026-05-12';

describe("the schedule's dialogs and drag and drop after its first screen (decision 0067)", () => {
  it('draws the week board and its cards without the drag and drop, which comes after the first screen and keeps the focused card', async () => {
    renderWithApp(
      <WeekBoard
        date="2026-11-25"
        today="2026-11-24"
        technicians={[TESS]}
        visits={[visitRow(1)]}
        onViewChange={() => undefined}
        onDateChange={() => undefined}
        onOpen={() => undefined}
        onChange={() => undefined}
        height="600px"
      />,
    );
    const card = await screen.findByRole('button', { name: /^Job 1 · Location 1/ });
    card.focus();
    expect(first.fetched).not.toContain('board-dnd');
    expect(screen.getByTestId('week-board')).not.toHaveAttribute('data-dnd');
    expect(card).not.toHaveAttribute('aria-describedby');

    for (const work of first.after.splice(0)) work();
    await vi.waitFor(() => expect(screen.getByTestId('week-board')).toHaveAttribute('data-dnd'));
    expect(first.fetched).toContain('board-dnd');
    // The same card, not one drawn anew: it keeps the focus, and is told as draggable.
    expect(screen.getByRole('button', { name: /^Job 1 · Location 1/ })).toBe(card);
    expect(card).toHaveFocus();
    expect(card).toHaveAttribute('aria-describedby');
  });

  it('pressed before the sick day’s dialog is in, asks for it at once and says Loading… until it comes; if it does not come, says so with Try again', async () => {
    mockServer({
      'GET /api/users/7/day-reassignment/suggestion': () => ({
        body: { technician: { id: 7, name: 'Abe Absent' }, day: DAY, moves: [], staying: [], targets: [] },
      }),
    });
    renderWithApp(
      <SickDayAction userId={7} name="Abe Absent" day={DAY} texts={{ t: i18n.t, language: i18n.language }} />,
    );
    const action = screen.getByRole('button', {
      name: 'Move Abe Absent’s visits on Tuesday, May 12 to others',
    });
    expect(first.fetched).not.toContain('sick-day-dialog');

    first.offline = true;
    await userEvent.click(action);
    expect(await screen.findByText('This form could not be loaded.')).toBeVisible();
    expect(first.fetched).toContain('sick-day-dialog');

    // Try again, the code on its way: a busy box named as the dialog, then the dialog.
    first.offline = false;
    let arrive = () => undefined as void;
    first.held = new Promise<void>((resolve) => (arrive = resolve));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const name = 'Move Abe Absent’s day to others · Tuesday, May 12';
    expect(await screen.findByRole('dialog', { name, busy: true })).toHaveTextContent('Loading…');
    arrive();
    expect(await screen.findByRole('dialog', { name, busy: false })).toBeVisible();
    expect(screen.queryByText('Loading…')).toBeNull();
    // Cancel closes it as before.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
