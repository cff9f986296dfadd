import { and, asc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { daysBetween } from '@shared/dates';
import { Role, Status } from '@shared/constants';
import { WORK_DAY_DEFAULT } from '@shared/schemas/company';
import { UNKNOWN_LENGTH_MINUTES } from '@shared/visit-length';
import {
  type BoardVisit,
  type LaneLoad,
  SCHEDULE_LANE_PAGE_SIZE,
  type ScheduleLane,
  type ScheduleLanePage,
  type ScheduleResponse,
  type scheduleQuery,
} from '@shared/schemas/visits';
import type { z } from 'zod';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { companySettings } from '../db/schema/company';
import { users } from '../db/schema/users';
import { containsPattern, queryRows } from '../db/sql-helpers';
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

/**
 * Each person's load of each day, summed in the database (no visit leaves it): the visits that
 * count (a skipped one does not) and their minutes, a window's length or an hour without one, as
 * the board's cells count them (week-board-model.ts). Their people are the lanes' "anyone on a
 * visit".
 */
async function loadsOf(db: Db, q: Query, where: SQL) {
  const rows = await queryRows<{ user_id: number; day: number; visits: number; minutes: number }>(
    db,
    sql`select vu.user_id, (v.date - ${q.from}::date)::int as day,
        (count(*) filter (where v.status <> 'skipped'))::int as visits,
        coalesce(sum(case
          when v.start_time is null or v.end_time is null then ${UNKNOWN_LENGTH_MINUTES}
          else greatest(0, extract(epoch from (v.end_time - v.start_time)) / 60)
        end) filter (where v.status <> 'skipped'), 0)::int as minutes
      from visits v
      join jobs j on j.id = v.job_id
      join visit_users vu on vu.visit_id = v.id
      where ${where}
      group by vu.user_id, v.date`,
  );
  const days = daysBetween(q.from, q.to) + 1;
  const loads = new Map<number, LaneLoad>();
  for (const r of rows) {
    let load = loads.get(r.user_id);
    if (!load) {
      load = {
        technician_id: r.user_id,
        visits: Array<number>(days).fill(0),
        minutes: Array<number>(days).fill(0),
      };
      loads.set(r.user_id, load);
    }
    load.visits[r.day] = r.visits;
    load.minutes[r.day] = r.minutes;
  }
  return { loads, days };
}

/**
 * The week board's answer (decision 0066): every lane and its load of each day, and the visits of
 * one page of lanes only, as cards; the first page also holds the unassigned visits (the board's
 * first row). A visit of two people of different pages comes with each.
 */
export async function scheduleLanePageOf(db: Db, q: Query, actor: Actor): Promise<ScheduleLanePage> {
  const { search, where } = scopeOf(q, actor);
  const page = q.lane_page ?? 1;
  const size = q.lane_page_size ?? SCHEDULE_LANE_PAGE_SIZE;
  const { loads, days } = await loadsOf(db, q, where);
  const technicians = await lanesOf(db, [...loads.keys()], search);
  const laneIds = technicians.slice((page - 1) * size, page * size).map((p) => p.id);
  const ids =
    laneIds.length > 0
      ? sql.join(
          laneIds.map((id) => sql`${id}`),
          sql`, `,
        )
      : sql`null`;
  const unassigned =
    page === 1 ? sql`or not exists (select 1 from visit_users vu where vu.visit_id = v.id)` : sql``;
  const rows = await visitRows(
    db,
    sql`${where} and (exists (select 1 from visit_users vu where vu.visit_id = v.id and vu.user_id in (${ids}))
      ${unassigned})`,
    SOONEST_FIRST,
  );
  const requested = await requestedOf(db, q);
  const visits: BoardVisit[] = rows.map((v) => ({
    id: v.id,
    date: v.date,
    start_time: v.start_time,
    end_time: v.end_time,
    status: v.status,
    technicians: v.technicians,
    change_requested: requested.has(v.id),
    job: { id: v.job.id, name: v.job.name },
    location: { id: v.location.id, name: v.location.name },
  }));
  return {
    technicians,
    visits,
    work_day: await workDayOf(db),
    lane_page: { page, size, lane_ids: laneIds },
    loads: technicians.map(
      (p) =>
        loads.get(p.id) ?? {
          technician_id: p.id,
          visits: Array<number>(days).fill(0),
          minutes: Array<number>(days).fill(0),
        },
    ),
  };
}
