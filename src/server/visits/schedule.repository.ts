import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { Role, Status } from '@shared/constants';
import type { ScheduleLane, ScheduleResponse } from '@shared/schemas/visits';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { type Actor, type Query, requestedOf, scopeOf, workDayOf } from './schedule-scope';
import { SOONEST_FIRST, visitRows } from './visit-rows';

/** One lane per active Technician and per anyone else on a visit of the days, by name. */
async function lanesOf(db: Db, onVisits: number[], search: string | null): Promise<ScheduleLane[]> {
  const lanes = await db
    .select({ id: users.id, name: users.name, minutes: users.dailyCapacityMinutes })
    .from(users)
    .where(
      and(
        or(
          and(eq(users.typeId, Role.Technician), eq(users.statusId, Status.Active), isNull(users.deletedAt)),
          onVisits.length > 0 ? inArray(users.id, onVisits) : undefined,
        ),
        search ? ilike(users.name, search) : undefined,
      ),
    )
    .orderBy(sql`lower(${users.name})`, asc(users.id));
  return lanes.map(({ minutes, ...p }) => ({ ...p, daily_capacity_hours: minutes / 60 }));
}

/**
 * The schedule of some days: one lane per active Technician (and per anyone else on a visit of
 * those days, so no visit hides), and every visit of the days on a live job, whatever its status.
 * Supervisors see the visits of their own jobs. `technician` narrows the lanes to names holding
 * it, and the visits to those lanes' and the unassigned ones (the side list stays whole).
 * The visits come in one query along visits_date_idx (visit-rows.ts).
 */
export async function scheduleOf(db: Db, q: Query, actor: Actor): Promise<ScheduleResponse> {
  const { search, where } = scopeOf(q, actor);
  const rows = await visitRows(db, where, SOONEST_FIRST);
  const requested = await requestedOf(db, q);
  const visits = rows.map((v) => ({ ...v, change_requested: requested.has(v.id) }));
  const onVisits = [...new Set(rows.flatMap((r) => r.technicians.map((p) => p.id)))];
  return {
    technicians: await lanesOf(db, onVisits, search),
    visits,
    work_day: await workDayOf(db),
  };
}
