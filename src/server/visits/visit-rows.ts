import { type SQL, sql } from 'drizzle-orm';
import type { VisitRow, VisitStatus } from '@shared/schemas/visits';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql-helpers';

interface Raw {
  id: number;
  job_id: number;
  date: string;
  start_time: string | null;
  end_time: string | null;
  status: VisitStatus;
  skip_reason: string | null;
  occurrence: string | null;
  moved: boolean;
  technicians: { id: number; name: string }[] | string;
  job_name: string;
  job_category: string;
  location_id: number;
  location_name: string;
  location_address: string;
  report_id: number | null;
  report_status_id: number | null;
  report_user_id: number | null;
}

/** PGlite hands json back parsed, node-postgres too; a string is parsed here in case. */
const parsed = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * The one select of every visit screen: `where` and `order` are SQL over the aliases `v` (visits),
 * `j` (its job) and `l` (the job's location). Technicians come as a
 * json array in the same round trip, so the schedule's thousands of visits cost one query; the
 * newest live report started from the visit rides along the same way (reports_visit_idx).
 * Days and times leave the database as text: no time zone can shift them on the way.
 */
export async function visitRows(
  db: Db,
  where: SQL | undefined,
  order: SQL,
  window?: { limit: number; offset: number },
): Promise<VisitRow[]> {
  // The visits are picked first (along the caller's index), then their people and newest
  // reports are gathered for all of them at once: joins over the set, not a lookup per visit.
  const rows = await queryRows<Raw>(
    db,
    sql`with picked as materialized (
        select v.id, v.job_id, to_char(v.date, 'YYYY-MM-DD') as date,
          to_char(v.start_time, 'HH24:MI') as start_time, to_char(v.end_time, 'HH24:MI') as end_time,
          v.status, v.skip_reason, to_char(v.occurrence, 'YYYY-MM-DD') as occurrence, v.moved,
          j.name as job_name, j.category as job_category,
          l.id as location_id, l.name as location_name, l.address as location_address,
          row_number() over (order by ${order}) as position
        from visits v
        join jobs j on j.id = v.job_id
        join locations l on l.id = j.location_id
        where ${where ?? sql`true`}
        order by ${order}
        ${window ? sql`limit ${window.limit} offset ${window.offset}` : sql``}
      ), people as (
        select vu.visit_id, json_agg(json_build_object('id', u.id, 'name', u.name) order by u.name, u.id) as list
        from picked p
        join visit_users vu on vu.visit_id = p.id
        join users u on u.id = vu.user_id
        group by vu.visit_id
      ), latest as (
        select distinct on (r.visit_id) r.visit_id, r.id, r.status_id, r.user_id
        from picked p
        join reports r on r.visit_id = p.id and r.deleted_at is null
        order by r.visit_id, r.start_date desc, r.id desc
      )
      select p.*, coalesce(pe.list, '[]'::json) as technicians,
        lr.id as report_id, lr.status_id as report_status_id, lr.user_id as report_user_id
      from picked p
      left join people pe on pe.visit_id = p.id
      left join latest lr on lr.visit_id = p.id
      order by p.position`,
  );
  return rows.map((r) => ({
    id: r.id,
    job_id: r.job_id,
    date: r.date,
    start_time: r.start_time,
    end_time: r.end_time,
    status: r.status,
    skip_reason: r.skip_reason,
    occurrence: r.occurrence,
    moved: r.moved,
    technicians: parsed(r.technicians),
    job: { id: r.job_id, name: r.job_name, category: r.job_category },
    location: { id: r.location_id, name: r.location_name, address: r.location_address },
    report:
      r.report_id === null
        ? null
        : { id: r.report_id, status_id: r.report_status_id!, user_id: r.report_user_id! },
  }));
}

/** Soonest first; a visit without a start time after the timed ones of its day. */
export const SOONEST_FIRST = sql`v.date, v.start_time nulls last, v.id`;
/** Latest first: the reverse of SOONEST_FIRST. */
export const LATEST_FIRST = sql`v.date desc, v.start_time desc nulls first, v.id desc`;
