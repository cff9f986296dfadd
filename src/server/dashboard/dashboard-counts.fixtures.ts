import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ReportStatus, Status } from '@shared/constants';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql-helpers';

/** The kept counts, and the same worked out from the rows; zero counts are the same as none. */
async function keptAndCounted(db: Db) {
  const rows = <T>(query: SQL) => queryRows<T>(db, query);
  const kept = {
    starts: await rows(
      sql`select slot::text, status_id, n from report_start_counts where n <> 0 order by 1, 2`,
    ),
    finishes: await rows(sql`select slot::text, n from report_finish_counts where n <> 0 order by 1`),
    last: await rows(sql`select job_id, last_start::text, active from job_report_last order by 1`),
    active: await rows(sql`select n::int from kept_counts where name = 'active_jobs'`),
    applications: await rows(
      sql`select month::text, chemical_id, n from application_month_counts where n <> 0 order by 1, 2`,
    ),
    monthTotals: await rows(sql`select month::text, n from application_month_totals where n <> 0 order by 1`),
    years: await rows(sql`select first_month::text, chemical_id, n from application_year_counts
      where n <> 0 order by 1, 2`),
  };
  const counted = {
    starts: await rows(sql`select fb_slot(start_date)::text as slot, status_id, count(*)::int as n
      from reports where deleted_at is null group by 1, 2 order by 1, 2`),
    finishes: await rows(sql`select fb_slot(finished_at)::text as slot, count(*)::int as n from reports
      where deleted_at is null and status_id = ${ReportStatus.Finished} and finished_at is not null
      group by 1 order by 1`),
    last: await rows(sql`select j.id as job_id, max(r.start_date)::text as last_start,
        bool_and(j.status_id = ${Status.Active} and j.deleted_at is null) as active
      from jobs j join reports r on r.job_id = j.id and r.deleted_at is null group by j.id order by 1`),
    active: await rows(
      sql`select count(*)::int as n from jobs where status_id = ${Status.Active} and deleted_at is null`,
    ),
    applications: await rows(sql`select date_trunc('month', applied_on)::date::text as month, chemical_id,
        count(*)::int as n from applications where listed group by 1, 2 order by 1, 2`),
    monthTotals: await rows(sql`select date_trunc('month', applied_on)::date::text as month,
        count(*)::int as n from applications where listed group by 1 order by 1`),
    // Each record in the twelve years that hold its month.
    years: await rows(sql`select (date_trunc('month', applied_on) - make_interval(months => k))::date::text
        as first_month, chemical_id, count(*)::int as n
      from applications cross join generate_series(0, 11) k where listed group by 1, 2 order by 1, 2`),
  };
  return { kept, counted };
}

export async function expectKeptCountsIn(db: Db) {
  const { kept, counted } = await keptAndCounted(db);
  expect(kept).toEqual(counted);
}

/** The state right after the migration on a database that held these rows: nothing counted yet. */
export async function asBeforeTheCounts(db: Db) {
  await db.execute(sql`delete from report_start_counts`);
  await db.execute(sql`delete from report_finish_counts`);
  await db.execute(sql`delete from job_report_last`);
  await db.execute(sql`delete from application_month_counts`);
  await db.execute(sql`delete from application_month_totals`);
  await db.execute(sql`delete from application_year_counts`);
  await db.execute(sql`update kept_counts set n = 0`);
  for (const source of ['reports', 'jobs', 'applications']) {
    await db.execute(sql`update kept_count_progress
      set after = 0, watermark = (select coalesce(max(id), 0) from ${sql.identifier(source)})
      where source = ${source}`);
  }
}
