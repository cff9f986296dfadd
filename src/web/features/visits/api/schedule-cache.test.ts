import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LaneLoad, ScheduleLanePage, VisitRow } from '@shared/schemas/visits';
import { movedLoads, movedTotals, putVisitInSchedules } from './schedule-cache';
import { visitsKeys } from './visits-keys';

const ANN = { id: 1, name: 'Ann' };
const BOB = { id: 2, name: 'Bob' };
const lanes = [
  { ...ANN, daily_capacity_hours: 8 },
  { ...BOB, daily_capacity_hours: 8 },
];
const zero = () => [0, 0, 0, 0, 0, 0, 0];
const load = (id: number, visits = zero(), minutes = zero()): LaneLoad => ({
  technician_id: id,
  visits,
  minutes,
});

/** Ann's 08:00–10:00 visit on Tuesday 24 November 2026. */
const visit = (over: Partial<VisitRow> = {}): VisitRow => ({
  id: 7,
  job_id: 70,
  date: '2026-11-24',
  start_time: '08:00',
  end_time: '10:00',
  status: 'scheduled',
  skip_reason: null,
  occurrence: null,
  moved: false,
  technicians: [ANN],
  job: { id: 70, name: 'Job 7', category: 'Pest control' },
  location: { id: 80, name: 'Site 7', address: '7 Main St' },
  report: null,
  ...over,
});

describe('movedLoads', () => {
  it('takes a visit off its old person and day and puts it on the new ones, a skipped one nowhere', () => {
    const before = [load(1, [0, 1, 0, 0, 0, 0, 0], [0, 120, 0, 0, 0, 0, 0]), load(2)];
    const moved = movedLoads(
      before,
      '2026-11-23',
      visit(),
      visit({ date: '2026-11-26', technicians: [BOB] }),
    );
    expect(moved).toEqual([load(1), load(2, [0, 0, 0, 1, 0, 0, 0], [0, 0, 0, 120, 0, 0, 0])]);
    // An untouched lane stays the same object: its row is not drawn again.
    const untouched = movedLoads(
      before,
      '2026-11-23',
      visit(),
      visit({ start_time: '09:00', end_time: '11:00' }),
    );
    expect(untouched[0]).toBe(before[0]);
    expect(untouched[1]).toBe(before[1]);
    const skipped = movedLoads(before, '2026-11-23', visit(), visit({ status: 'skipped' }));
    expect(skipped[0]).toEqual(load(1));
    // Without a window it weighs an hour.
    const anyTime = movedLoads(before, '2026-11-23', visit(), visit({ start_time: null, end_time: null }));
    expect(anyTime[0]!.minutes[1]).toBe(60);
  });
});

describe('movedTotals', () => {
  it('takes a moved visit off its crowded day and adds it to another crowded day, a skipped one too', () => {
    const totals = [
      { technician_id: ANN.id, date: '2026-11-24', visits: 5 },
      { technician_id: BOB.id, date: '2026-11-26', visits: 3 },
    ];
    const moved = movedTotals(totals, visit(), visit({ date: '2026-11-26', technicians: [BOB] }));
    expect(moved).toEqual([
      { technician_id: ANN.id, date: '2026-11-24', visits: 4 },
      { technician_id: BOB.id, date: '2026-11-26', visits: 4 },
    ]);
    // A day that was not crowded gets no total; an untouched one stays the same object.
    const elsewhere = movedTotals(totals, visit(), visit({ date: '2026-11-25' }));
    expect(elsewhere).toEqual([{ ...totals[0], visits: 4 }, totals[1]]);
    expect(elsewhere[1]).toBe(totals[1]);
    // A month's cell counts a skipped visit as it counts the others.
    expect(movedTotals(totals, visit(), visit({ status: 'skipped' }))).toEqual(totals);
    expect(movedTotals([], visit(), visit({ date: '2026-11-25' }))).toEqual([]);
  });
});

describe('putVisitInSchedules', () => {
  it('moves a saved visit to the page of its lanes, as a card, with those lanes’ loads, searched pages too', () => {
    const client = new QueryClient();
    const page = (n: number, at: number, visits: ScheduleLanePage['visits'], loads: LaneLoad[]) => ({
      technicians: [lanes[at]!],
      visits,
      work_day: { start: '07:00', end: '18:00' },
      lane_page: { page: n, size: 1, lane_ids: [lanes[at]!.id] },
      lane_count: n === 1 ? 2 : null,
      loads,
      day_totals: [],
    });
    const { job_id: _j, skip_reason: _s, occurrence: _o, moved: _m, report: _r, ...rest } = visit();
    const card = {
      ...rest,
      change_requested: true,
      job: { id: 70, name: 'Job 7' },
      location: { id: 80, name: 'Site 7' },
    };
    const key = (n: number, search?: string) =>
      visitsKeys.schedulePage('2026-11-23', '2026-11-29', n, search);
    client.setQueryData(
      key(1),
      page(1, 0, [card], [load(1, [0, 1, 0, 0, 0, 0, 0], [0, 120, 0, 0, 0, 0, 0])]),
    );
    client.setQueryData(key(2), page(2, 1, [], [load(2)]));
    // "Find a technician": Bob's lane is the first page of his name's search.
    client.setQueryData(key(1, 'bob'), page(1, 1, [], [load(2)]));

    expect(putVisitInSchedules(client, visit({ technicians: [BOB], date: '2026-11-25' }))).toBe(true);
    const read = (n: number, search?: string) => client.getQueryData<ScheduleLanePage>(key(n, search))!;
    const moved = { ...card, technicians: [BOB], date: '2026-11-25' };
    expect(read(1).visits).toEqual([]);
    expect(read(1).loads).toEqual([load(1)]);
    expect(read(2).visits).toEqual([moved]);
    expect(read(1, 'bob').visits).toEqual([moved]);
    for (const p of [read(2), read(1, 'bob')]) {
      expect(p.loads).toEqual([load(2, [0, 0, 1, 0, 0, 0, 0], [0, 0, 120, 0, 0, 0, 0])]);
    }
    // A visit no page holds: the loads could not take it off its old day.
    expect(putVisitInSchedules(client, visit({ id: 99 }))).toBe(false);
  });
});
