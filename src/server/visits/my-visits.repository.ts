import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MyVisitsResponse } from '@shared/schemas/visits';
import type { Db } from '../db/client';
import { visitUsers } from '../db/schema/visits';
import { SOONEST_FIRST, visitRows } from './visit-rows';

/** Enough for any real day; a person with more open visits than this has bigger troubles. */
const MY_VISITS_MAX = 500;

/**
 * The visits a person is on for one day, in time order, each with its stop number in the day's
 * saved order (decision 0062). On the office's today, the open visits of
 * earlier days (scheduled or in progress) come too, first: they are overdue, and "Continue report"
 * is how a technician finishes one.
 */
export async function myVisits(
  db: Db,
  userId: number,
  day: string,
  today: string,
): Promise<MyVisitsResponse> {
  const when =
    day === today
      ? sql`(v.date = ${day}::date or (v.date < ${today}::date and v.status in ('scheduled', 'in_progress')))`
      : sql`v.date = ${day}::date`;
  const rows = await visitRows(
    db,
    sql`${when} and j.deleted_at is null
      and exists (select 1 from visit_users vu where vu.visit_id = v.id and vu.user_id = ${userId})`,
    SOONEST_FIRST,
    { limit: MY_VISITS_MAX, offset: 0 },
  );
  const stops =
    rows.length === 0
      ? []
      : await db
          .select({ visitId: visitUsers.visitId, position: visitUsers.routePosition })
          .from(visitUsers)
          .where(
            and(
              eq(visitUsers.userId, userId),
              inArray(
                visitUsers.visitId,
                rows.map((r) => r.id),
              ),
            ),
          );
  const stopOf = new Map(stops.map((s) => [s.visitId, s.position]));
  // A skipped visit is not a stop of the day's order (decision 0062).
  const visits = rows.map((r) => ({
    ...r,
    stop: r.status === 'skipped' ? null : (stopOf.get(r.id) ?? null),
  }));
  return { today, day, visits };
}
