import { sql } from 'drizzle-orm';
import { queryRows } from '../db/sql-helpers';
import type { DataMigration } from '../data-migrations/data-migrations.public';

/** The advisory lock two processes take per batch, so they do not both give a report a visit. */
const BACKFILL_LOCK = 724_062;
const AUDIT_TRIGGERS = [
  ['reports', 'reports_audit'],
  ['visits', 'visits_audit'],
  ['visit_users', 'visit_users_audit'],
] as const;

/**
 * Gives every report without a visit a visit of its own (issue 18: "existing jobs and reports
 * migrate without loss"): on the day its report started in APP_TIMEZONE, with the report's user on
 * it, in progress while the report is, done after. A data migration (decision 0051): batches in id
 * order while the app serves, each one set-based statement (the visit ids drawn from the sequence
 * first, so reports, visits and people are written in one pass).
 */
export function reportVisits(timezone: string): DataMigration {
  return {
    name: 'report-visits',
    label: 'earlier reports given a visit',
    pending: async (db) => {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from reports where visit_id is null`,
      );
      return row?.n ?? 0;
    },
    step: (db, after, size) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${BACKFILL_LOCK})`);
        // Bookkeeping of an upgrade, not a change anyone made: each report's row (its whole
        // snapshot, twice) would bloat the audit log and every report's History, and take three
        // times as long. The switches belong to this transaction: a failure leaves the triggers on.
        // They hold off writes to these tables (not reads) for the batch's few milliseconds.
        for (const [table, trigger] of AUDIT_TRIGGERS) {
          await tx.execute(
            sql`alter table ${sql.identifier(table)} disable trigger ${sql.identifier(trigger)}`,
          );
        }
        const [done] = await queryRows<{ n: number; last: number | null }>(
          tx,
          sql`with pending as materialized (
              select r.id from reports r
              where r.visit_id is null and r.id > ${after}
              order by r.id limit ${size}
            ), missing as materialized (
              select r.id as report_id, nextval('visits_id_seq')::int as visit_id, r.job_id, r.user_id,
                (r.start_date at time zone ${timezone})::date as day,
                case when r.status_id = 1 then 'in_progress' else 'done' end as status
              from pending p join reports r on r.id = p.id
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
            select (select count(*)::int from linked) as n, (select max(id) from pending) as last`,
        );
        for (const [table, trigger] of AUDIT_TRIGGERS) {
          await tx.execute(
            sql`alter table ${sql.identifier(table)} enable trigger ${sql.identifier(trigger)}`,
          );
        }
        return { changed: done?.n ?? 0, last: done?.last == null ? null : Number(done.last) };
      }),
  };
}
