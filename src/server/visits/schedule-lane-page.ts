import { type SQL, sql } from 'drizzle-orm';
import { daysBetween } from '@shared/dates';
import { Role, Status } from '@shared/constants';
import { visitMinutes } from '@shared/visit-length';
import {
  type BoardVisit,
  type LaneLoad,
  SCHEDULE_LANE_PAGE_SIZE,
  type ScheduleLane,
  type ScheduleLanePage,
  type VisitRow,
} from '@shared/schemas/visits';
import type { Db } from '../db/client';
import { ownJobSql } from '../db/job-scope';
import { intArray, offsetFor, queryRows } from '../db/sql-helpers';
import { type Assignment, dayCardsOf } from './schedule-day-cards';
import { scheduleDaysMigrations } from './schedule-days';
import { visitDayBounds } from './visit-day-bounds';
import { visitJobStates } from './visit-job-states';
import { type Actor, type Query, requestedOf, scopeOf, workDayOf } from './schedule-scope';
import { SOONEST_FIRST, visitRows } from './visit-rows';

/**
 * Which kept values the schedule may read, each once its upgrade after listening is finished: the
 * assignments' days and the visits' marks (decision 0078), the people's bounds and the
 * assignments' job states (decision 0081).
 */
export interface Kept {
  days: boolean;
  bounds: boolean;
  jobs: boolean;
}

const DAYS = scheduleDaysMigrations.map((m) => m.name);

export async function keptOf(db: Db): Promise<Kept> {
  const names = [...DAYS, visitDayBounds.name, visitJobStates.name];
  const done = await queryRows<{ name: string }>(
    db,
    sql`select name from data_migrations where finished_at is not null
        and name in (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )})`,
  );
  const finished = new Set(done.map((r) => r.name));
  return {
    days: DAYS.every((n) => finished.has(n)),
    bounds: finished.has(visitDayBounds.name),
    jobs: finished.has(visitJobStates.name),
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
 * who left), one person at a time: an EXISTS under an OR would be planned as one hashed read of
 * every visit of the days with their people (1.4 s at 38,000 a week). With the kept days
 * (`kept.days`, decision 0078) that is one probe of visit_users_user_date_idx; before, it walks all
 * of the person's visits along visit_users_user_idx (74,000 at the benchmark: 1 to 3 s). With the
 * kept bounds (`kept.bounds`, decision 0081) only a person whose first and last day of visits meet
 * the range is asked at all: the row already read says so (coalesced: AND goes on past a null).
 * With the assignments' kept job states (`kept.jobs`) an Admin's probe finds a live assignment in
 * visit_users alone.
 */
export function laneSql(
  q: Query,
  actor: Actor,
  search: string | null,
  kept: Kept,
  { count = false }: { count?: boolean } = {},
) {
  const own = actor.typeId === Role.Supervisor ? sql`and ${ownJobSql(actor.id)}` : sql``;
  const onDays = kept.days
    ? sql`vu.date between ${q.from}::date and ${q.to}::date`
    : sql`v.date between ${q.from}::date and ${q.to}::date`;
  const bounded = kept.bounds
    ? sql`coalesce(u.last_visit_day >= ${q.from}::date and u.first_visit_day <= ${q.to}::date, false) and`
    : sql``;
  // An Admin's probe reads the assignment's kept job state, not its visit and job; a Supervisor's
  // scope is the job's, so theirs still reads them.
  const probe =
    kept.days && kept.jobs && actor.typeId !== Role.Supervisor
      ? sql`select true from visit_users vu where vu.user_id = u.id and ${onDays} and not vu.job_deleted`
      : sql`select true from visit_users vu join visits v on v.id = vu.visit_id join jobs j on j.id = v.job_id
        where vu.user_id = u.id and ${onDays} and j.deleted_at is null ${own}`;
  // A Supervisor's count reads the people of their own jobs' visits of the range once, hashed:
  // probed a person at a time, the month at the benchmark walked 8,211 assignments of 1,965 people
  // to find a dozen on their jobs (70,000 buffers, 200 to 340 ms; now 10,000, the same for a week).
  // The page, which stops at its tenth lane, still probes.
  const liveJob = kept.jobs
    ? sql`not vu.job_deleted`
    : sql`exists (select 1 from jobs j where j.id = v.job_id and j.deleted_at is null)`;
  const other =
    count && actor.typeId === Role.Supervisor
      ? sql`u.id in (select vu.user_id from job_users ju
          join visits v on v.job_id = ju.job_id and v.date between ${q.from}::date and ${q.to}::date
          join visit_users vu on vu.visit_id = v.id
          where ju.user_id = ${actor.id} and ${liveJob})`
      : sql`(${probe} limit 1) is not null`;
  return sql`case when u.type_id = ${Role.Technician} and u.status_id = ${Status.Active} and u.deleted_at is null
      then true
      else ${bounded} ${other}
    end
    ${search ? sql`and u.name ilike ${search}` : sql``}
    ${q.technician_id ? sql`and u.id = ${q.technician_id}` : sql``}`;
}

/**
 * The lanes' assignments of the range in the reader's scope, over `vu` joined with its visit `v`.
 * An Admin's read the assignment's kept day and job state (decisions 0078, 0081), not its job: the
 * month by "smith" probed a job for each of its 547 assignments. A Supervisor's scope is the job's,
 * and before the kept values are filled each is read from the visit and job (`scope`).
 */
export function lanesAssignedSql(laneIds: number[], q: Query, actor: Actor, kept: Kept, scope: SQL) {
  const lanes = sql`vu.user_id = any(${intArray(laneIds)})`;
  return kept.days && kept.jobs && actor.typeId !== Role.Supervisor
    ? sql`join visits v on v.id = vu.visit_id
        where ${lanes} and vu.date between ${q.from}::date and ${q.to}::date and not vu.job_deleted`
    : sql`join visits v on v.id = vu.visit_id join jobs j on j.id = v.job_id where ${lanes} ${scope}`;
}

/**
 * The first page's number of lanes. A Supervisor's reads the people of their jobs' visits as one
 * set (laneSql's `count`), which PostgreSQL plans in a parallel worker: at the benchmark, starting
 * it took 35 of the count's 44 ms, the set itself 9. Planned without one, for this transaction only.
 */
async function laneCountOf(db: Db, q: Query, actor: Actor, search: string | null, kept: Kept) {
  const count = sql`select count(*)::int as n from users u where ${laneSql(q, actor, search, kept, { count: true })}`;
  if (actor.typeId !== Role.Supervisor) return queryRows<{ n: number }>(db, count);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('max_parallel_workers_per_gather', '0', true)`);
    return queryRows<{ n: number }>(tx, count);
  });
}

/**
 * The visits of `where` nobody is on: a range of visits_unassigned_date_idx with the kept mark,
 * before it an anti-join of the days' visits with their people (1 s at 38,000 a week).
 */
export const unassignedSql = (where: SQL, kept: Kept) =>
  kept.days
    ? sql`${where} and v.unassigned`
    : sql`${where} and not exists (select 1 from visit_users vu where vu.visit_id = v.id)`;

/** SOONEST_FIRST in the browser's terms, for two reads put together. */
const soonestFirst = (a: VisitRow, b: VisitRow) =>
  a.date.localeCompare(b.date) || (a.start_time ?? '99').localeCompare(b.start_time ?? '99') || a.id - b.id;

/**
 * The week board's answer (decision 0066, amended 2026-12-03): one page of lanes, in the order of
 * them all (by name, users_list_idx), their visits as cards (a visit of two people of
 * different pages comes with each) and their load of each day; the first page also holds the
 * unassigned visits (the board's first row) and the number of lanes, which sizes the board.
 * Each read starts from the page: the users in order, then their visits by their assignments.
 * Once the kept days are there (decision 0078) the number of lanes and the unassigned visits are
 * index reads too; before, they are read as they were, slower (2.7 s at the benchmark) but right.
 */
export async function scheduleLanePageOf(db: Db, q: Query, actor: Actor): Promise<ScheduleLanePage> {
  const { search, where, onLanes } = scopeOf(q, actor);
  const page = q.lane_page ?? 1;
  const size = q.lane_page_size ?? SCHEDULE_LANE_PAGE_SIZE;
  const kept = await keptOf(db);
  const lanes = laneSql(q, actor, search, kept);
  // The people in the trash are read apart: the rest walk the users list's own index
  // (users_list_idx, which holds only them), so no second index of every user in name order
  // competes with it for the users list (decision 0066, amended 2026-12-03).
  const offset = offsetFor(page, size);
  const upTo = offset + size;
  // The page's lanes and then their visits; beside them, each on a connection of its own where the
  // database has several, what does not depend on them (the first page's unassigned visits and
  // number of lanes, the change requests, the work day).
  const lanePart = async () => {
    const picked = await queryRows<{ id: number; name: string; minutes: number }>(
      db,
      sql`select id, name, minutes from (
          (select u.id, u.name, u.daily_capacity_minutes as minutes, lower(u.name) as k from users u
            where u.deleted_at is null and ${lanes} order by lower(u.name), u.id limit ${upTo})
          union all
          (select u.id, u.name, u.daily_capacity_minutes, lower(u.name) from users u
            where u.deleted_at is not null and ${lanes} order by lower(u.name), u.id limit ${upTo})
        ) l order by k, id limit ${size} offset ${offset}`,
    );
    const technicians: ScheduleLane[] = picked.map(({ minutes, ...p }) => ({
      ...p,
      daily_capacity_hours: minutes / 60,
    }));
    if (technicians.length === 0) return { technicians, ofLanes: [], assignments: [], dayTotals: [] };
    const laneIds = technicians.map((p) => p.id);
    const onDays = kept.days ? sql`and vu.date between ${q.from}::date and ${q.to}::date` : sql``;
    if (q.cards_per_day) {
      const cards = await dayCardsOf(
        db,
        lanesAssignedSql(laneIds, q, actor, kept, sql`${onDays} and ${onLanes}`),
        q.cards_per_day,
      );
      return { technicians, ofLanes: cards.visits, assignments: cards.assignments, dayTotals: cards.totals };
    }
    const ofLanes = await visitRows(
      db,
      sql`${onLanes} and v.id in (select vu.visit_id from visit_users vu where vu.user_id = any(${intArray(laneIds)})
        ${onDays})`,
      SOONEST_FIRST,
    );
    return { technicians, ofLanes, assignments: assignmentsOf(ofLanes), dayTotals: [] };
  };
  // One person's lane (a month's "+N more" opened) has no unassigned row beside it.
  const withUnassigned = page === 1 && !q.technician_id;
  const [{ technicians, ofLanes, assignments, dayTotals }, unassigned, [count], requested, work_day] =
    await Promise.all([
      lanePart(),
      withUnassigned ? visitRows(db, unassignedSql(where, kept), SOONEST_FIRST) : [],
      page === 1 ? laneCountOf(db, q, actor, search, kept) : [],
      requestedOf(db, q),
      workDayOf(db),
    ]);
  const laneIds = technicians.map((p) => p.id);
  const rows = [...ofLanes, ...unassigned].sort(soonestFirst);
  return {
    technicians,
    visits: rows.map((v) => cardOf(v, requested)),
    work_day,
    lane_page: { page, size, lane_ids: laneIds },
    lane_count: count?.n ?? null,
    loads: loadsOf(technicians, assignments, q),
    day_totals: dayTotals,
  };
}

/** Each visit read whole, once per person on it. */
const assignmentsOf = (visits: VisitRow[]): Assignment[] =>
  visits.flatMap((v) =>
    v.technicians.map((p) => ({
      person: p.id,
      visit_id: v.id,
      date: v.date,
      start_time: v.start_time,
      end_time: v.end_time,
      status: v.status,
    })),
  );

/**
 * Each of the page's lanes' load of each day, from their visits read: the visits that count (a
 * skipped one does not) and their minutes, a window's length or an hour without one, as the
 * board's cells count them (week-board-model.ts, shared/visit-length.ts).
 */
function loadsOf(lanes: ScheduleLane[], assignments: Assignment[], q: Query): LaneLoad[] {
  const days = daysBetween(q.from, q.to) + 1;
  const loads = new Map<number, LaneLoad>(
    lanes.map((p) => [
      p.id,
      { technician_id: p.id, visits: Array<number>(days).fill(0), minutes: Array<number>(days).fill(0) },
    ]),
  );
  for (const a of assignments) {
    if (a.status === 'skipped') continue;
    const load = loads.get(a.person);
    if (!load) continue;
    const day = daysBetween(q.from, a.date);
    load.visits[day]! += 1;
    load.minutes[day]! += visitMinutes(a);
  }
  return [...loads.values()];
}
