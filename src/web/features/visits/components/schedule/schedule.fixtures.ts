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
  const matching = technicians.filter((p) => p.name.toLocaleLowerCase().includes(search));
  const lanes = matching.slice((page - 1) * size, page * size);
  const lane_ids = lanes.map((p) => p.id);
  const mine = (v: ScheduleVisit) =>
    v.technicians.some((p) => lane_ids.includes(p.id)) || (page === 1 && v.technicians.length === 0);
  const loads = lanes.map((p) => {
    const each = days.map((date) =>
      loadOf(visits.filter((v) => v.date === date && v.technicians.some((t) => t.id === p.id))),
    );
    return { technician_id: p.id, visits: each.map((l) => l.visits), minutes: each.map((l) => l.minutes) };
  });
  return {
    technicians: lanes,
    visits: visits.filter(mine),
    work_day,
    lane_page: { page, size, lane_ids },
    lane_count: page === 1 ? matching.length : null,
    loads,
  };
}
