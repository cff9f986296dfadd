import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { Role, Status } from '@shared/constants';
import { WORK_DAY_DEFAULT } from '@shared/schemas/company';
import type { ScheduleResponse, scheduleQuery } from '@shared/schemas/visits';
import type { z } from 'zod';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { companySettings } from '../db/schema/company';
import { users } from '../db/schema/users';
import { containsPattern, queryRows } from '../db/sql-helpers';
import { SOONEST_FIRST, visitRows } from './visit-rows';
import { ownJobSql } from '../db/job-scope';

/**
 * The schedule of some days: one lane per active Technician (and per anyone else on a visit of
 * those days, so no visit hides), and every visit of the days on a live job, whatever its status.
 * Supervisors see the visits of their own jobs. `technician` narrows the lanes to names holding
 * it, and the visits to those lanes' and the unassigned ones (the side list stays whole).
 * The visits come in one query along visits_date_idx (visit-rows.ts); which of them a contact
 * asked to move (decision 0049, part 3) in one more, over the open requests alone.
 */
export async function scheduleOf(
  db: Db,
  q: z.output<typeof scheduleQuery>,
  actor: Pick<SessionUser, 'id' | 'typeId'>,
): Promise<ScheduleResponse> {
  const search = q.technician?.trim() ? containsPattern(q.technician.trim()) : null;
  const own = actor.typeId === Role.Supervisor ? sql`and ${ownJobSql(actor.id)}` : sql``;
  const named = search
    ? sql`and (not exists (select 1 from visit_users vu where vu.visit_id = v.id)
        or exists (select 1 from visit_users vu join users u on u.id = vu.user_id
          where vu.visit_id = v.id and u.name ilike ${search}))`
    : sql``;
  const rows = await visitRows(
    db,
    sql`v.date between ${q.from}::date and ${q.to}::date and j.deleted_at is null ${own} ${named}`,
    SOONEST_FIRST,
  );
  // Open requests are few (the office handles them), so they are read whole for the days and
  // matched here: one query whatever the number of visits, none per visit.
  const asked = await queryRows<{ visit_id: number }>(
    db,
    sql`select distinct r.visit_id from visit_change_requests r join visits v on v.id = r.visit_id
      where r.handled_at is null and v.date between ${q.from}::date and ${q.to}::date`,
  );
  const requested = new Set(asked.map((r) => r.visit_id));
  const visits = rows.map((v) => ({ ...v, change_requested: requested.has(v.id) }));
  const onVisits = [...new Set(rows.flatMap((r) => r.technicians.map((p) => p.id)))];
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
  // The one settings row; before it exists (never after the migration) the defaults hold.
  const [hours] = await db
    .select({ start: companySettings.workDayStart, end: companySettings.workDayEnd })
    .from(companySettings);
  return {
    technicians: lanes.map(({ minutes, ...p }) => ({ ...p, daily_capacity_hours: minutes / 60 })),
    visits,
    work_day: hours ?? { ...WORK_DAY_DEFAULT },
  };
}
