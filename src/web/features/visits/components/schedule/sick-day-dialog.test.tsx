import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DayReassignmentSuggestion } from '@shared/schemas/day-reassignment';
import type { VisitRow } from '@shared/schemas/visits';
import i18n from '@web/lib/i18n';
import { mockServer, renderWithApp } from '@web/test/render';
import { SickDayAction } from './sick-day-action';

afterEach(() => vi.unstubAllGlobals());

const DAY = '2026-05-12';
const ABE = { id: 7, name: 'Abe Absent' };
const visit = (id: number, start: string | null, others: { id: number; name: string }[] = []): VisitRow => ({
  id,
  job_id: 40 + id,
  date: DAY,
  start_time: start,
  end_time: start ? '10:00' : null,
  status: 'scheduled',
  skip_reason: null,
  occurrence: null,
  moved: false,
  technicians: [ABE, ...others],
  job: { id: 40 + id, name: `Job ${id}`, category: 'Pest Control' },
  location: { id, name: `Site ${id}`, address: `${id} Main St` },
  report: null,
});

const PROPOSAL: DayReassignmentSuggestion = {
  technician: ABE,
  day: DAY,
  moves: [
    { visit: visit(1, '08:00'), to: { id: 8, name: 'Tess Tech' }, km: 2.04 },
    { visit: visit(2, null), to: { id: 9, name: 'Carla Close' }, km: null },
    { visit: visit(3, null, [{ id: 8, name: 'Tess Tech' }]), to: null, km: null },
  ],
  staying: [{ ...visit(4, null), status: 'in_progress' }],
  targets: [
    { id: 8, name: 'Tess Tech', daily_capacity_hours: 8, load_minutes: 180 },
    { id: 9, name: 'Carla Close', daily_capacity_hours: 1, load_minutes: 120 },
  ],
};

function server(
  opts: { proposal?: DayReassignmentSuggestion; refuseMove?: boolean; failRead?: boolean } = {},
) {
  return mockServer({
    'GET /api/users/7/day-reassignment/suggestion': () =>
      opts.failRead
        ? { status: 500, body: { code: 'common.serverError', message: 'Something went wrong.' } }
        : { body: opts.proposal ?? PROPOSAL },
    'POST /api/users/7/day-reassignment': (_url, init) => {
      if (opts.refuseMove) {
        return {
          status: 400,
          body: {
            code: 'dayReassignment.visitNotInDay',
            params: { visit_id: 2 },
            message: 'Visit 2 is not one of this person’s visits of that day that can still move.',
          },
        };
      }
      const body = JSON.parse(init.body as string) as {
        day: string;
        moves: { visit_id: number; to: number | null }[];
      };
      return { body: { day: body.day, moves: body.moves.map((m) => ({ ...m, from: 7 })) } };
    },
    'POST /api/users/7/day-reassignment/undo': (_url, init) => ({
      body: JSON.parse(init.body as string) as unknown,
    }),
  });
}

const open = async () => {
  const user = userEvent.setup();
  renderWithApp(
    <SickDayAction userId={7} name="Abe Absent" day={DAY} texts={{ t: i18n.t, language: i18n.language }} />,
  );
  await user.click(
    screen.getByRole('button', { name: 'Move Abe Absent’s visits on Tuesday, May 12 to others' }),
  );
  // The dialog, not the box saying Loading… while its code comes (it comes after the first screen).
  return { user, dialog: await screen.findByRole('dialog', { busy: false }) };
};

describe('SickDayAction', () => {
  it('shows who takes each visit before anything moves, then moves them and Undo gives them back', async () => {
    const { calls } = server();
    const { user, dialog } = await open();
    expect(within(dialog).getByText('Move Abe Absent’s day to others · Tuesday, May 12')).toBeInTheDocument();
    const table = await within(dialog).findByRole('table', { name: 'Proposed moves' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '08:00–10:00Site 1Job 1Tess Tech2 km from their nearest visitTheir day: 3 / 8 h',
      'Any timeSite 2Job 2Carla CloseNo other visit that dayTheir day: 2 / 1 h · over capacity',
      'Any timeSite 3Job 3Stays with Tess Tech',
    ]);
    expect(within(dialog).getByText('1 visit under way or done stays with Abe Absent.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Move 3 visits' }));
    expect(await screen.findByText('3 visits of Abe Absent moved to others.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const moves = [
      { visit_id: 1, to: 8 },
      { visit_id: 2, to: 9 },
      { visit_id: 3, to: null },
    ];
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ day: DAY, moves }]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Abe Absent’s visits are back with them.')).toBeInTheDocument();
    const undo = calls.find((c) => c.url.pathname.endsWith('/undo'));
    expect(undo?.body).toEqual({ day: DAY, moves });
  });

  it('says the server’s refusal and keeps the dialog, claiming nothing moved', async () => {
    server({ refuseMove: true });
    const { user, dialog } = await open();
    await user.click(await within(dialog).findByRole('button', { name: 'Move 3 visits' }));
    expect(await screen.findByText('The visits were not moved.')).toBeInTheDocument();
    expect(
      screen.getByText('Visit 2 is not one of this person’s visits of that day that can still move.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/moved to others/)).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says so for a day with no visits, and offers no Move', async () => {
    server({ proposal: { ...PROPOSAL, moves: [], staying: [], targets: [] } });
    const { dialog } = await open();
    expect(await within(dialog).findByText('No visits this day.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
  });

  it('shows a failed read with Try again', async () => {
    server({ failRead: true });
    const { dialog } = await open();
    expect(await within(dialog).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
  });
});
