import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql-helpers';

/** The advisory lock two starting processes take, so they do not both give a report a visit. */
const BACKFILL_LOCK = 724_062;
const AUDIT_TRIGGERS = [
  ['reports', 'reports_audit'],
  ['visits', 'visits_audit'],
  ['visit_users', 'visit_users_audit'],
] as const;

/**
 * Gives every report without a visit a visit of its own (issue 18: "existing jobs and reports
 * migrate without loss"): on the day its report started in APP_TIMEZONE, with the report's user on
 * it, in progress while the report is, done after. Runs on every start after the migrations and
 * after the demo seed; a second run finds nothing to do. One set-based statement: the visit ids are
 * drawn from the sequence beforehand, so reports, visits and people are written in one pass.
 * Answers how many reports it gave a visit.
 */
export async function backfillVisits(db: Db, timezone: string): Promise<number> {
  // The everyday answer, without a lock or a transaction: nothing to do (reports_visit_idx).
  const [pending] = await queryRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from reports where visit_id is null) as any`,
  );
  if (!pending?.any) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BACKFILL_LOCK})`);
    // Bookkeeping of an upgrade, not a change anyone made: logged, each report's row (its whole
    // snapshot, twice) would bloat the audit log and every report's History, and take three times
    // as long. The switches belong to this transaction: a failure leaves the triggers on.
    for (const [table, trigger] of AUDIT_TRIGGERS) {
      await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger ${sql.identifier(trigger)}`);
    }
    const [done] = await queryRows<{ n: number }>(
      tx,
      sql`with missing as materialized (
          select r.id as report_id, nextval('visits_id_seq')::int as visit_id, r.job_id, r.user_id,
            (r.start_date at time zone ${timezone})::date as day,
            case when r.status_id = 1 then 'in_progress' else 'done' end as status
          from reports r
          where r.visit_id is null
        ), made as (
          insert into visits (id, job_id, date, status)
          select visit_id, job_id, day, status from missing
        ), people as (
          insert into visit_users (visit_id, user_id)
          select visit_id, user_id from missing
        ), linked as (
          update reports r set visit_id = m.visit_id
          from missing m
          where r.id = m.report_id
          returning 1
        )
        select count(*)::int as n from linked`,
    );
    for (const [table, trigger] of AUDIT_TRIGGERS) {
      await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger ${sql.identifier(trigger)}`);
    }
    return done?.n ?? 0;
  });
}
