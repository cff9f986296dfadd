import { sql } from 'drizzle-orm';
import { Role } from '@shared/constants';
import { WORK_DAY_DEFAULT } from '@shared/schemas/company';
import type { scheduleQuery } from '@shared/schemas/visits';
import type { z } from 'zod';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { companySettings } from '../db/schema/company';
import { ownJobSql } from '../db/job-scope';
import { containsPattern, queryRows } from '../db/sql-helpers';

export type Query = z.output<typeof scheduleQuery>;
export type Actor = Pick<SessionUser, 'id' | 'typeId'>;

/** The visits a reader of the schedule sees: the days, live jobs, their own jobs' for a Supervisor. */
export function scopeOf(q: Query, actor: Actor) {
  const search = q.technician?.trim() ? containsPattern(q.technician.trim()) : null;
  const own = actor.typeId === Role.Supervisor ? sql`and ${ownJobSql(actor.id)}` : sql``;
  const named = search
    ? sql`and (not exists (select 1 from visit_users vu where vu.visit_id = v.id)
        or exists (select 1 from visit_users vu join users u on u.id = vu.user_id
          where vu.visit_id = v.id and u.name ilike ${search}))`
    : sql``;
  const days = sql`v.date between ${q.from}::date and ${q.to}::date and j.deleted_at is null ${own}`;
  return {
    search,
    where: sql`${days} ${named}`,
    // The lanes' own visits: a lane is someone whose name the search holds, so a visit of theirs
    // needs no second look at its people's names (two probes a visit: half the month's reads).
    onLanes: days,
  };
}

export async function workDayOf(db: Db) {
  // The one settings row; before it exists (never after the migration) the defaults hold.
  const [hours] = await db
    .select({ start: companySettings.workDayStart, end: companySettings.workDayEnd })
    .from(companySettings);
  return hours ?? { ...WORK_DAY_DEFAULT };
}

/**
 * Which visits a location's contact asked to move (decision 0049, part 3). Open requests are few
 * (the office handles them), so they are read whole for the days and matched here: one query
 * whatever the number of visits, none per visit.
 */
export async function requestedOf(db: Db, q: Query) {
  const asked = await queryRows<{ visit_id: number }>(
    db,
    sql`select distinct r.visit_id from visit_change_requests r join visits v on v.id = r.visit_id
      where r.handled_at is null and v.date between ${q.from}::date and ${q.to}::date`,
  );
  return new Set(asked.map((r) => r.visit_id));
}
