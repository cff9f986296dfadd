import { SCHEDULE_LANE_PAGE_SIZE, type ScheduleLane, type ScheduleVisit } from '@shared/schemas/visits';
import { addDaysTo, daysBetween } from '@shared/dates';
import { loadOf } from './week-board-model';

export const TESS = { id: 3, name: 'Tess Tech', daily_capacity_hours: 8 };
export const OMAR = { id: 4, name: 'Omar Field', daily_capacity_hours: 8 };
export const LENA = { id: 5, name: 'Lena Route', daily_capacity_hours: 8 };

/** A scheduled visit of 25 November 2026 (a Wednesday), 08:00 to 10:00, with Tess, as the schedule reads it. */
export function visitRow(id: number, over: Partial<ScheduleVisit> = {}): ScheduleVisit {
  return {
    id,
    job_id: 100 + id,
    date: '2026-11-25',
    start_time: '08:00',
    end_time: '10:00',
    status: 'scheduled',
    skip_reason: null,
    occurrence: null,
    moved: false,
    technicians: [TESS],
    job: { id: 100 + id, name: `Job ${id}`, category: 'Pest control' },
    location: { id: 200 + id, name: `Location ${id}`, address: `${id} Main St` },
    report: null,
    change_requested: false,
    ...over,
  };
}

/**
 * `GET /api/schedule` as the server answers `url`: the whole range, or with `lane_page` a page of
 * lanes (those matching `technician`): their visits (the first page also the
 * unassigned) and loads, and on the first page how many lanes there are.
 */
export function scheduleAnswer(url: URL, technicians: ScheduleLane[], visits: ScheduleVisit[]) {
  const work_day = { start: '07:00', end: '18:00' };
  const page = Number(url.searchParams.get('lane_page') ?? 0);
  if (!page) return { technicians, visits, work_day };
  const size = Number(url.searchParams.get('lane_page_size') ?? SCHEDULE_LANE_PAGE_SIZE);
  const search = (url.searchParams.get('technician') ?? '').toLocaleLowerCase();
  const from = url.searchParams.get('from')!;
  const to = url.searchParams.get('to')!;
  const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDaysTo(from, i));
  const only = Number(url.searchParams.get('technician_id') ?? 0);
  const matching = technicians.filter(
    (p) => p.name.toLocaleLowerCase().includes(search) && (!only || p.id === only),
  );
  const lanes = matching.slice((page - 1) * size, page * size);
  const lane_ids = lanes.map((p) => p.id);
  const inRange = (v: ScheduleVisit) => v.date >= from && v.date <= to;
  const mine = (v: ScheduleVisit) =>
    inRange(v) &&
    (v.technicians.some((p) => lane_ids.includes(p.id)) ||
      (page === 1 && !only && v.technicians.length === 0));
  // `cards_per_day`: each lane's first visits of a day (no window first, then by start), and how
  // many its crowded days hold.
  const perDay = Number(url.searchParams.get('cards_per_day') ?? 0);
  const day_totals: { technician_id: number; date: string; visits: number }[] = [];
  const carded = new Set<number>();
  for (const p of perDay ? lanes : []) {
    for (const date of days) {
      const held = visits
        .filter((v) => v.date === date && v.technicians.some((t) => t.id === p.id))
        .sort((a, b) => (a.start_time ?? '').localeCompare(b.start_time ?? '') || a.id - b.id);
      held.slice(0, perDay).forEach((v) => carded.add(v.id));
      if (held.length > perDay) day_totals.push({ technician_id: p.id, date, visits: held.length });
    }
  }
  const sent = (v: ScheduleVisit) => mine(v) && (!perDay || carded.has(v.id) || v.technicians.length === 0);
  const loads = lanes.map((p) => {
    const each = days.map((date) =>
      loadOf(visits.filter((v) => v.date === date && v.technicians.some((t) => t.id === p.id))),
    );
    return { technician_id: p.id, visits: each.map((l) => l.visits), minutes: each.map((l) => l.minutes) };
  });
  return {
    technicians: lanes,
    visits: visits.filter(sent),
    work_day,
    lane_page: { page, size, lane_ids },
    lane_count: page === 1 ? matching.length : null,
    loads,
    day_totals,
  };
}
