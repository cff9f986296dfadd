import { describe, expect, it } from 'vitest';
import { OMAR, TESS, LENA, visitRow } from './schedule.fixtures';
import {
  changeOf,
  dropChange,
  eventsOf,
  isPendingCard,
  pendingCardsOf,
  rangeOf,
  unassignedOf,
} from './schedule-model';

describe('rangeOf', () => {
  it.each([
    ['day', '2026-11-25', '2026-11-25', '2026-11-25'],
    ['week', '2026-11-25', '2026-11-23', '2026-11-29'],
    ['week', '2026-11-23', '2026-11-23', '2026-11-29'],
    ['week', '2026-11-29', '2026-11-23', '2026-11-29'],
    ['week', '2026-12-31', '2026-12-28', '2027-01-03'],
    ['month', '2026-11-25', '2026-11-01', '2026-11-30'],
    ['month', '2028-02-10', '2028-02-01', '2028-02-29'],
  ] as const)('%s of %s reads %s to %s', (view, date, from, to) => {
    expect(rangeOf(view, date)).toEqual({ from, to });
  });
});

describe('eventsOf', () => {
  it('draws a visit in each of its technicians lanes, coloured by status, named by job and location', () => {
    const events = eventsOf([
      visitRow(1, { technicians: [TESS, OMAR] }),
      visitRow(2, { status: 'done' }),
      visitRow(3, { status: 'skipped', technicians: [OMAR] }),
      visitRow(4, { status: 'in_progress' }),
      visitRow(5, { technicians: [] }),
    ]);
    expect(events.map((e) => [e.id, e.resourceId, e.color, e.title])).toEqual([
      ['1:3', 3, 'blue', 'Job 1 · Location 1'],
      ['1:4', 4, 'blue', 'Job 1 · Location 1'],
      ['2:3', 3, 'green', 'Job 2 · Location 2'],
      ['3:4', 4, 'gray', 'Job 3 · Location 3'],
      ['4:3', 3, 'orange', 'Job 4 · Location 4'],
    ]);
    expect(events[0]).toMatchObject({ start: '2026-11-25 08:00:00', end: '2026-11-25 10:00:00' });
  });

  it('draws a visit without a window across its day, and one without an end an hour long', () => {
    const [anyTime, open, late] = eventsOf([
      visitRow(1, { start_time: null, end_time: null }),
      visitRow(2, { start_time: '14:30', end_time: null }),
      visitRow(3, { start_time: '23:30', end_time: null }),
    ]);
    expect(anyTime).toMatchObject({ start: '2026-11-25 00:00:00', end: '2026-11-25 23:59:59' });
    expect(open).toMatchObject({ start: '2026-11-25 14:30:00', end: '2026-11-25 15:30:00' });
    expect(late).toMatchObject({ start: '2026-11-25 23:30:00', end: '2026-11-25 23:59:59' });
  });
});

it('lists visits without technicians, soonest first', () => {
  const list = unassignedOf([
    visitRow(1, { technicians: [], date: '2026-11-26' }),
    visitRow(2),
    visitRow(3, { technicians: [], start_time: '13:00', end_time: null }),
    visitRow(4, { technicians: [], start_time: '07:00' }),
  ]);
  expect(list.map((v) => v.id)).toEqual([4, 3, 1]);
});

describe('pendingCardsOf', () => {
  it('stands in for each visit of a crowded day not read, after every visit of the day, for the lanes drawn', () => {
    const read = eventsOf([
      visitRow(1, { technicians: [TESS, OMAR] }),
      visitRow(2, { start_time: null, end_time: null }),
    ]);
    const totals = [
      { technician_id: TESS.id, date: '2026-11-25', visits: 4 },
      { technician_id: OMAR.id, date: '2026-11-25', visits: 1 },
      { technician_id: LENA.id, date: '2026-11-25', visits: 3 },
    ];
    const pending = pendingCardsOf(read, totals, new Set([TESS.id, OMAR.id]));
    // Tess has two of four read; Omar all of his; Lena's lane is not drawn.
    expect(pending.map((e) => e.id)).toEqual(['pending:3:2026-11-25:0', 'pending:3:2026-11-25:1']);
    for (const e of pending) {
      expect(e).toMatchObject({
        resourceId: TESS.id,
        start: '2026-11-25 23:59:58',
        end: '2026-11-25 23:59:59',
      });
      expect(isPendingCard(e)).toBe(true);
    }
    expect(read.some(isPendingCard)).toBe(false);
    // Once the day is read whole, none.
    const whole = eventsOf([1, 2, 3, 4].map((id) => visitRow(id)));
    expect(pendingCardsOf(whole, totals, new Set([TESS.id]))).toEqual([]);
  });
});

describe('dropChange', () => {
  const drop = (
    newStart: string,
    newEnd: string,
    fromTechnician: number | null,
    toTechnician: number | null,
  ) => ({
    newStart,
    newEnd,
    fromTechnician,
    toTechnician,
  });

  it('moves the day and window in the same lane, undoing back to the old ones', () => {
    expect(dropChange(visitRow(1), drop('2026-11-27 13:15:00', '2026-11-27 15:15:00', 3, 3))).toEqual({
      body: { date: '2026-11-27', start_time: '13:15', end_time: '15:15' },
      inverse: { date: '2026-11-25', start_time: '08:00', end_time: '10:00' },
    });
  });

  it("replaces the source lane's technician with the target's, keeping the other one", () => {
    const visit = visitRow(1, { technicians: [TESS, OMAR] });
    expect(dropChange(visit, drop('2026-11-25 08:00:00', '2026-11-25 10:00:00', 4, 5))).toEqual({
      body: { technician_ids: [3, 5] },
      inverse: { technician_ids: [3, 4] },
    });
    // Onto a lane whose person is already on it: one of them, not twice.
    expect(dropChange(visit, drop('2026-11-25 08:00:00', '2026-11-25 10:00:00', 4, 3))?.body).toEqual({
      technician_ids: [3],
    });
  });

  it('assigns an unassigned visit to the lane it is dropped in', () => {
    const visit = visitRow(1, { technicians: [], start_time: null, end_time: null });
    expect(dropChange(visit, drop('2026-11-24 10:00:00', '2026-11-24 11:00:00', null, LENA.id))).toEqual({
      body: { date: '2026-11-24', technician_ids: [5] },
      inverse: { date: '2026-11-25', technician_ids: [] },
    });
  });

  it('keeps an open end open, and ends a window pushed past midnight at 23:59', () => {
    const open = visitRow(1, { end_time: null });
    expect(dropChange(open, drop('2026-11-26 09:00:00', '2026-11-26 10:00:00', 3, 3))?.body).toEqual({
      date: '2026-11-26',
      start_time: '09:00',
    });
    expect(dropChange(visitRow(2), drop('2026-11-26 23:00:00', '2026-11-27 01:00:00', 3, 3))?.body).toEqual({
      date: '2026-11-26',
      start_time: '23:00',
      end_time: '23:59',
    });
  });

  it('sends nothing for a drop where it was', () => {
    expect(dropChange(visitRow(1), drop('2026-11-25 08:00:00', '2026-11-25 10:00:00', 3, 3))).toBeNull();
  });
});

it('changeOf sends only the fields that differ', () => {
  const visit = visitRow(1);
  expect(
    changeOf(visit, { date: '2026-11-25', start_time: null, end_time: null, technician_ids: [3] }),
  ).toEqual({
    body: { start_time: null, end_time: null },
    inverse: { start_time: '08:00', end_time: '10:00' },
  });
  expect(changeOf(visit, { date: '2026-11-25', technician_ids: [3] })).toBeNull();
});
