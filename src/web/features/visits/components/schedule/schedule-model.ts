/**
 * The schedule's data, free of React: the days a view reads, visits as calendar events (one per
 * technician, so a visit of two people shows in both lanes) and the PATCH a drag or an edit sends
 * with the one that undoes it.
 */
import type { ScheduleEventData } from '@mantine/schedule';
import { addDaysTo, monthBounds, weekStartOf } from '@shared/dates';
import type { BoardVisit, VisitRow, VisitStatus, VisitUpdateBody } from '@shared/schemas/visits';

export type ScheduleView = 'day' | 'week' | 'month';
export const SCHEDULE_VIEWS: readonly ScheduleView[] = ['day', 'week', 'month'];

/** Weeks start on Monday in every language: the office plans Monday to Sunday. */
export const FIRST_DAY_OF_WEEK = 1;

/** What a visit dragged from the unassigned list onto the day or month calendar carries: its id. */
export const VISIT_DRAG_TYPE = 'application/x-fieldbook-visit';

export const STATUS_COLORS: Record<VisitStatus, string> = {
  scheduled: 'blue',
  in_progress: 'orange',
  done: 'green',
  skipped: 'gray',
};

export interface VisitEventPayload {
  /** A card, as a page of lanes holds it (decision 0079): its dialog reads the whole visit. */
  visit: BoardVisit;
  /** The lane it is drawn in. */
  technicianId: number;
}
export type VisitEvent = ScheduleEventData<VisitEventPayload>;

/**
 * A visit of a month's crowded day not read yet (decision 0079, amended 2026-12-03 evening): the
 * month's pages carry each lane's first cards of a day and how many the day holds; a stand-in
 * counts each other one, and asks for the day when drawn (in its "+N more" list).
 */
export interface PendingCardPayload {
  pendingDay: { technicianId: number; day: string };
}
export type PendingCardEvent = ScheduleEventData<PendingCardPayload>;
export type CalendarEvent = VisitEvent | PendingCardEvent;

export const isPendingCard = (event: ScheduleEventData): event is PendingCardEvent =>
  Boolean((event.payload as Partial<PendingCardPayload> | undefined)?.pendingDay);

/**
 * One stand-in for each visit of a lane's day (`totals`) that `events` do not hold, for the lanes
 * drawn. Each starts at the day's last minute: the library lays a cell out by start (a visit
 * without a window from midnight), so the stand-ins come after every visit read and show only
 * behind "+N more", whose count they make right.
 */
export function pendingCardsOf(
  events: VisitEvent[],
  totals: readonly { technician_id: number; date: string; visits: number }[],
  lanes: ReadonlySet<number | string>,
): PendingCardEvent[] {
  const read = new Map<string, number>();
  for (const e of events) {
    const key = `${e.resourceId}|${e.payload!.visit.date}`;
    read.set(key, (read.get(key) ?? 0) + 1);
  }
  const pending: PendingCardEvent[] = [];
  for (const t of totals) {
    if (!lanes.has(t.technician_id)) continue;
    const missing = t.visits - (read.get(`${t.technician_id}|${t.date}`) ?? 0);
    for (let i = 0; i < missing; i++) {
      pending.push({
        id: `pending:${t.technician_id}:${t.date}:${i}`,
        title: '',
        start: `${t.date} 23:59:58`,
        end: `${t.date} 23:59:59`,
        resourceId: t.technician_id,
        color: 'gray',
        variant: 'light',
        payload: { pendingDay: { technicianId: t.technician_id, day: t.date } },
      });
    }
  }
  return pending;
}

/** The days a view of `date` ('YYYY-MM-DD') shows: the day, its Monday-to-Sunday week, or its month. */
export function rangeOf(view: ScheduleView, date: string): { from: string; to: string } {
  if (view === 'day') return { from: date, to: date };
  if (view === 'month') return monthBounds(date.slice(0, 7));
  const first = weekStartOf(date, FIRST_DAY_OF_WEEK);
  return { from: first, to: addDaysTo(first, 6) };
}

/** A visit without a window is "any time that day": drawn across the whole day. */
function eventTimes(visit: Pick<VisitRow, 'date' | 'start_time' | 'end_time'>): {
  start: string;
  end: string;
} {
  if (!visit.start_time) return { start: `${visit.date} 00:00:00`, end: `${visit.date} 23:59:59` };
  const start = `${visit.date} ${visit.start_time}:00`;
  if (visit.end_time) return { start, end: `${visit.date} ${visit.end_time}:00` };
  // A start without an end is drawn an hour long, at most to the end of the day.
  const hour = Number(visit.start_time.slice(0, 2)) + 1;
  const end = `${String(hour).padStart(2, '0')}:${visit.start_time.slice(3, 5)}:00`;
  return { start, end: hour < 24 ? `${visit.date} ${end}` : `${visit.date} 23:59:59` };
}

export function eventsOf(visits: BoardVisit[]): VisitEvent[] {
  const events: VisitEvent[] = [];
  for (const visit of visits) {
    const times = eventTimes(visit);
    for (const person of visit.technicians) {
      events.push({
        id: `${visit.id}:${person.id}`,
        title: `${visit.job.name} · ${visit.location.name}`,
        ...times,
        color: STATUS_COLORS[visit.status],
        variant: visit.status === 'in_progress' ? 'filled' : 'light',
        resourceId: person.id,
        payload: { visit, technicianId: person.id },
      });
    }
  }
  return events;
}

/** Visits nobody is assigned to, for the side list, soonest first. */
export function unassignedOf<V extends Pick<VisitRow, 'date' | 'start_time' | 'technicians'>>(
  visits: V[],
): V[] {
  return visits
    .filter((v) => v.technicians.length === 0)
    .sort((a, b) => a.date.localeCompare(b.date) || (a.start_time ?? '').localeCompare(b.start_time ?? ''));
}

export const canMove = (visit: Pick<VisitRow, 'status'>) => visit.status !== 'done';

/** What a change of a visit reads of it: a board's card has it, as the whole visit does. */
export type Moved = Pick<VisitRow, 'date' | 'start_time' | 'end_time' | 'technicians'>;

export interface Change {
  body: VisitUpdateBody;
  /** The same fields as they were: Undo sends it. */
  inverse: VisitUpdateBody;
}

const FIELDS = ['date', 'start_time', 'end_time', 'technician_ids'] as const;
type Field = (typeof FIELDS)[number];
type Values = Pick<VisitUpdateBody, Field>;

const valuesOf = (visit: Moved): Required<Values> => ({
  date: visit.date,
  start_time: visit.start_time,
  end_time: visit.end_time,
  technician_ids: visit.technicians.map((t) => t.id),
});

/** Only what differs from the visit goes into the PATCH; null when nothing does. */
export function changeOf(visit: Moved, next: Values): Change | null {
  const before = valuesOf(visit);
  const body: Values = {};
  const inverse: Values = {};
  for (const field of FIELDS) {
    const value = next[field];
    if (value === undefined || JSON.stringify(value) === JSON.stringify(before[field])) continue;
    Object.assign(body, { [field]: value });
    Object.assign(inverse, { [field]: before[field] });
  }
  return Object.keys(body).length ? { body, inverse } : null;
}

const hhmm = (dateTime: string) => dateTime.slice(11, 16);

/**
 * A visit dropped at `newStart`–`newEnd` in lane `toTechnician`, dragged from lane `fromTechnician`
 * (null: from the unassigned list): the new day, the window moved with it (a visit without one
 * keeps none, an open end stays open), and the source lane's person replaced by the target's.
 */
export function dropChange(
  visit: Moved,
  drop: { newStart: string; newEnd: string; fromTechnician: number | null; toTechnician: number | null },
): Change | null {
  const date = drop.newStart.slice(0, 10);
  const next: Values = { date };
  if (visit.start_time) {
    next.start_time = hhmm(drop.newStart);
    // A window pushed past midnight ends at the day's last minute rather than before its start.
    if (visit.end_time) next.end_time = drop.newEnd.slice(0, 10) === date ? hhmm(drop.newEnd) : '23:59';
    if (next.end_time && next.end_time <= next.start_time) next.end_time = '23:59';
  }
  const to = drop.toTechnician;
  if (to !== null && to !== drop.fromTechnician) {
    const ids = visit.technicians.map((t) => t.id);
    const replaced =
      drop.fromTechnician === null ? [...ids, to] : ids.map((id) => (id === drop.fromTechnician ? to : id));
    next.technician_ids = [...new Set(replaced)];
  }
  return changeOf(visit, next);
}

/** The lane a drop landed in, as the calendar names it (resource ids are the people's ids). */
export const laneId = (resourceId: string | number | undefined) =>
  resourceId === undefined ? null : Number(resourceId);

/**
 * A lane not read yet is drawn as a placeholder whose resource id is a string (a person's is their
 * number): nothing is dropped on it, as on the week board's placeholder rows.
 */
export const placeholderLaneId = (position: number) => `pending-${position}`;
export const isPlaceholderLane = (resourceId: string | number | undefined) => typeof resourceId === 'string';
