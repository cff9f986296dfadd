import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { daysBetween } from '@shared/dates';
import { Role, Status } from '@shared/constants';
import { WORK_DAY_DEFAULT } from '@shared/schemas/company';
import { visitMinutes } from '@shared/visit-length';
import {
  type BoardVisit,
  type LaneLoad,
  SCHEDULE_LANE_PAGE_SIZE,
  type ScheduleLane,
  type ScheduleLanePage,
  type ScheduleResponse,
  type scheduleQuery,
  type VisitRow,
} from '@shared/schemas/visits';
import type { z } from 'zod';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { companySettings } from '../db/schema/company';
import { users } from '../db/schema/users';
import { containsPattern, offsetFor, queryRows } from '../db/sql-helpers';
import { SOONEST_FIRST, visitRows } from './visit-rows';
import { ownJobSql } from '../db/job-scope';

type Query = z.output<typeof scheduleQuery>;
type Actor = Pick<SessionUser, 'id' | 'typeId'>;

/** The visits a reader of the schedule sees: the days, live jobs, their own jobs' for a Supervisor. */
function scopeOf(q: Query, actor: Actor) {
  const search = q.technician?.trim() ? containsPattern(q.technician.trim()) : null;
  const own = actor.typeId === Role.Supervisor ? sql`and ${ownJobSql(actor.id)}` : sql``;
  const named = search
    ? sql`and (not exists (select 1 from visit_users vu where vu.visit_id = v.id)
        or exists (select 1 from visit_users vu join users u on u.id = vu.user_id
          where vu.visit_id = v.id and u.name ilike ${search}))`
    : sql``;
  return {
    search,
    where: sql`v.date between ${q.from}::date and ${q.to}::date and j.deleted_at is null ${own} ${named}`,
  };
}

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

async function workDayOf(db: Db) {
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
async function requestedOf(db: Db, q: Query) {
  const asked = await queryRows<{ visit_id: number }>(
    db,
    sql`select distinct r.visit_id from visit_change_requests r join visits v on v.id = r.visit_id
      where r.handled_at is null and v.date between ${q.from}::date and ${q.to}::date`,
  );
  return new Set(asked.map((r) => r.visit_id));
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

/** A card: what the board's card, its drag and its accessible name need (decision 0066). */
const cardOf = (v: VisitRow, requested: Set<number>): BoardVisit => ({
  id: v.id,
  date: v.date,
  start_time: v.start_time,
  end_time: v.end_time,
  status: v.status,
  technicians: v.technicians,
  change_requested: requested.has(v.id),
  job: { id: v.job.id, name: v.job.name },
  location: { id: v.location.id, name: v.location.name },
});

/**
 * Which users are lanes, over `users u`: active Technicians, and anyone else on a visit of the
 * days in the reader's scope. The CASE asks about visits only for the others (a Supervisor, someone
 * who left), one person at a time along visit_users_user_idx: an EXISTS under an OR would be
 * planned as one hashed read of every visit of the days with their people (1.4 s at 38,000 a week).
 */
function laneSql(q: Query, actor: Actor, search: string | null) {
  const own = actor.typeId === Role.Supervisor ? sql`and ${ownJobSql(actor.id)}` : sql``;
  return sql`case when u.type_id = ${Role.Technician} and u.status_id = ${Status.Active} and u.deleted_at is null
      then true
      else (select true from visit_users vu join visits v on v.id = vu.visit_id join jobs j on j.id = v.job_id
        where vu.user_id = u.id and v.date between ${q.from}::date and ${q.to}::date
          and j.deleted_at is null ${own}
        limit 1) is not null
    end
    ${search ? sql`and u.name ilike ${search}` : sql``}`;
}

/** SOONEST_FIRST in the browser's terms, for two reads put together. */
const soonestFirst = (a: VisitRow, b: VisitRow) =>
  a.date.localeCompare(b.date) || (a.start_time ?? '99').localeCompare(b.start_time ?? '99') || a.id - b.id;

/**
 * The week board's answer (decision 0066, amended 2026-12-03): one page of lanes, in the order of
 * them all (by name, users_lane_order_idx), their visits as cards (a visit of two people of
 * different pages comes with each) and their load of each day; the first page also holds the
 * unassigned visits (the board's first row) and the number of lanes, which sizes the board.
 * Each read starts from the page: the users in order, then their visits by visit_users_user_idx.
 */
export async function scheduleLanePageOf(db: Db, q: Query, actor: Actor): Promise<ScheduleLanePage> {
  const { search, where } = scopeOf(q, actor);
  const page = q.lane_page ?? 1;
  const size = q.lane_page_size ?? SCHEDULE_LANE_PAGE_SIZE;
  const lanes = laneSql(q, actor, search);
  const picked = await queryRows<{ id: number; name: string; minutes: number }>(
    db,
    sql`select u.id, u.name, u.daily_capacity_minutes as minutes from users u where ${lanes}
      order by lower(u.name), u.id limit ${size} offset ${offsetFor(page, size)}`,
  );
  const technicians: ScheduleLane[] = picked.map(({ minutes, ...p }) => ({
    ...p,
    daily_capacity_hours: minutes / 60,
  }));
  const laneIds = technicians.map((p) => p.id);
  const ids = sql.join(
    laneIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const ofLanes =
    laneIds.length > 0
      ? await visitRows(
          db,
          sql`${where} and v.id in (select vu.visit_id from visit_users vu where vu.user_id in (${ids}))`,
          SOONEST_FIRST,
        )
      : [];
  const unassigned =
    page === 1
      ? await visitRows(
          db,
          sql`${where} and not exists (select 1 from visit_users vu where vu.visit_id = v.id)`,
          SOONEST_FIRST,
        )
      : [];
  const [count] =
    page === 1
      ? await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users u where ${lanes}`)
      : [];
  const requested = await requestedOf(db, q);
  const rows = [...ofLanes, ...unassigned].sort(soonestFirst);
  return {
    technicians,
    visits: rows.map((v) => cardOf(v, requested)),
    work_day: await workDayOf(db),
    lane_page: { page, size, lane_ids: laneIds },
    lane_count: count?.n ?? null,
    loads: loadsOf(technicians, ofLanes, q),
  };
}

/**
 * Each of the page's lanes' load of each day, from their visits read: the visits that count (a
 * skipped one does not) and their minutes, a window's length or an hour without one, as the
 * board's cells count them (week-board-model.ts, shared/visit-length.ts).
 */
function loadsOf(lanes: ScheduleLane[], visits: VisitRow[], q: Query): LaneLoad[] {
  const days = daysBetween(q.from, q.to) + 1;
  const loads = new Map<number, LaneLoad>(
    lanes.map((p) => [
      p.id,
      { technician_id: p.id, visits: Array<number>(days).fill(0), minutes: Array<number>(days).fill(0) },
    ]),
  );
  for (const v of visits) {
    if (v.status === 'skipped') continue;
    const day = daysBetween(q.from, v.date);
    for (const person of v.technicians) {
      const load = loads.get(person.id);
      if (!load) continue;
      load.visits[day]! += 1;
      load.minutes[day]! += visitMinutes(v);
    }
  }
  return [...loads.values()];
}
