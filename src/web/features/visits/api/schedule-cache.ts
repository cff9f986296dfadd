import type { QueryClient } from '@tanstack/react-query';
import { daysBetween } from '@shared/dates';
import type { BoardVisit, LaneLoad, ScheduleLanePage, VisitRow } from '@shared/schemas/visits';
import { visitMinutes } from '@shared/visit-length';
import { visitsKeys } from './visits-keys';

type Counted = Pick<VisitRow, 'date' | 'start_time' | 'end_time' | 'status' | 'technicians'>;

/**
 * The lanes' loads with a visit taken from where it was (`before`) and put where it is (`after`),
 * as the server would count them again (a skipped visit counts nothing); days outside the range
 * are not in the loads.
 */
export function movedLoads(
  loads: LaneLoad[],
  from: string,
  before: Counted | undefined,
  after: Counted,
): LaneLoad[] {
  const deltas = new Map<string, { visits: number; minutes: number }>();
  const add = (visit: Counted, sign: number) => {
    if (visit.status === 'skipped') return;
    for (const person of visit.technicians) {
      const key = `${person.id}|${daysBetween(from, visit.date)}`;
      const d = deltas.get(key) ?? { visits: 0, minutes: 0 };
      deltas.set(key, { visits: d.visits + sign, minutes: d.minutes + sign * visitMinutes(visit) });
    }
  };
  if (before) add(before, -1);
  add(after, 1);
  return loads.map((load) => {
    let changed: LaneLoad | null = null;
    load.visits.forEach((_, day) => {
      const d = deltas.get(`${load.technician_id}|${day}`);
      if (!d || (d.visits === 0 && d.minutes === 0)) return;
      changed ??= { ...load, visits: [...load.visits], minutes: [...load.minutes] };
      changed.visits[day]! += d.visits;
      changed.minutes[day]! += d.minutes;
    });
    return changed ?? load;
  });
}

type DayTotal = ScheduleLanePage['day_totals'][number];

/**
 * A month page's crowded days with a visit taken from its day and lanes (`before`) and put in its
 * new ones (`after`). A day not crowded before gets no total: the cards read are all of it. A day
 * left with fewer cards read than it shows draws a stand-in, which reads the day again.
 */
export function movedTotals(totals: DayTotal[], before: Counted | undefined, after: Counted): DayTotal[] {
  if (totals.length === 0) return totals;
  const on = (visit: Counted | undefined, t: DayTotal) =>
    visit !== undefined && visit.date === t.date && visit.technicians.some((p) => p.id === t.technician_id);
  return totals.map((t) => {
    const change = (on(after, t) ? 1 : 0) - (on(before, t) ? 1 : 0);
    return change === 0 ? t : { ...t, visits: t.visits + change };
  });
}

const card = (visit: VisitRow, change_requested: boolean): BoardVisit => ({
  id: visit.id,
  date: visit.date,
  start_time: visit.start_time,
  end_time: visit.end_time,
  status: visit.status,
  technicians: visit.technicians,
  change_requested,
  job: { id: visit.job.id, name: visit.job.name },
  location: { id: visit.location.id, name: visit.location.name },
});

/**
 * Puts the saved visit into every page of lanes already read (the board's and the calendar's,
 * decision 0079), so they show the move as the server has it without reading them again: a visit
 * moved out of a range leaves it; it goes to the page of its lanes (the first page when it has
 * nobody), and every page's loads count it where it is now. Answers whether the visit as it was
 * was found: if not, the loads could not take it off its old cells.
 */
export function putVisitInSchedules(queryClient: QueryClient, visit: VisitRow): boolean {
  const scheduleKey = [...visitsKeys.all, 'schedule'];
  const read = queryClient.getQueriesData<ScheduleLanePage>({ queryKey: scheduleKey });
  const before = read.flatMap(([, data]) => data?.visits ?? []).find((v) => v.id === visit.id);
  // Moving a visit leaves its customers' requests as they were; the PATCH does not answer them.
  const change_requested = before?.change_requested ?? false;
  for (const [key, data] of read) {
    if (!data) continue;
    const [from, to] = key.slice(visitsKeys.all.length + 1) as [string, string];
    const inRange = visit.date >= from && visit.date <= to;
    const others = data.visits.filter((v) => v.id !== visit.id);
    const lanes = new Set(data.lane_page.lane_ids);
    const here =
      inRange &&
      (visit.technicians.some((p) => lanes.has(p.id)) ||
        (visit.technicians.length === 0 && data.lane_page.page === 1));
    const outside = { ...visit, technicians: [] };
    queryClient.setQueryData<ScheduleLanePage>(key, {
      ...data,
      visits: here ? [...others, card(visit, change_requested)] : others,
      loads: movedLoads(data.loads, from, before, inRange ? visit : outside),
      day_totals: movedTotals(data.day_totals, before, inRange ? visit : outside),
    });
  }
  return before !== undefined;
}
