import type { MyVisitsResponse, VisitRow } from '@shared/schemas/visits';

type Seen = Pick<VisitRow, 'id' | 'date' | 'start_time' | 'end_time' | 'status'> & {
  job: { name: string };
  location: { name: string };
};

/** What the device held of the technician's days: every visit by id, and the days it covered. */
export interface WeekSeen {
  visits: Map<number, Seen>;
  days: Set<string>;
}

/** A change to the technician's week the device learns of when it reads it again (issue 32 item 4). */
export type WeekChange =
  { kind: 'moved'; visit: Seen; was: Seen } | { kind: 'gone'; visit: Seen } | { kind: 'added'; visit: Seen };

/** The answers of `GET /api/my-visits` for today and the days after, as one week. */
export function weekOf(answers: readonly (MyVisitsResponse | undefined)[]): WeekSeen {
  const visits = new Map<number, Seen>();
  const days = new Set<string>();
  for (const answer of answers) {
    if (!answer) continue;
    days.add(answer.day);
    for (const visit of answer.visits) visits.set(visit.id, visit);
  }
  return { visits, days };
}

const OPEN = new Set<Seen['status']>(['scheduled', 'in_progress']);

/**
 * What changed between the week the device held (`before`: what the technician last saw, perhaps
 * with no signal) and the week the server gives now (`after`): a visit moved to another day or
 * time, one no longer on the technician's days (reassigned, removed, or moved past them), one
 * new. Only days both copies hold count: a day read for the first time is not "new", and a day
 * gone by is not "gone". A visit done or skipped meanwhile is no change to the week.
 */
export function weekChanges(before: WeekSeen, after: WeekSeen): WeekChange[] {
  const both = (day: string) => before.days.has(day) && after.days.has(day);
  const changes: WeekChange[] = [];
  for (const [id, was] of before.visits) {
    const now = after.visits.get(id);
    if (now) {
      const moved =
        now.date !== was.date || now.start_time !== was.start_time || now.end_time !== was.end_time;
      if (moved && OPEN.has(now.status)) changes.push({ kind: 'moved', visit: now, was });
    } else if (both(was.date) && OPEN.has(was.status)) {
      changes.push({ kind: 'gone', visit: was });
    }
  }
  for (const [id, visit] of after.visits) {
    if (!before.visits.has(id) && both(visit.date) && OPEN.has(visit.status)) {
      changes.push({ kind: 'added', visit });
    }
  }
  const when = (c: WeekChange) => `${c.visit.date} ${c.visit.start_time ?? '99:99'} ${c.visit.id}`;
  return changes.sort((a, b) => when(a).localeCompare(when(b)));
}
