import { type SQL, sql } from 'drizzle-orm';
import { ReportStatus, Status } from '@shared/constants';
import { addDaysTo, monthBounds, monthStartOf, weekStartOf } from '@shared/dates';
import type { DashboardResponse } from '@shared/schemas/dashboard';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql-helpers';
import { listExpiring } from '../users/users.public';
import { dashboardCountsReady } from './dashboard-counts-backfill';

const WEEKS = 12;
const MONTHS = 12;
const TOP_PRODUCTS = 5;
const EXPIRING_DAYS = 60;

/** The instant a calendar day starts in the office's time zone, as SQL. */
const dayStart = (day: string, tz: string) => sql`(${day}::date::timestamp at time zone ${tz})`;

async function reportsThisWeek(
  db: Db,
  today: string,
  tz: string,
  kept: boolean,
): Promise<DashboardResponse['week']> {
  const from = weekStartOf(today);
  const to = addDaysTo(from, 6);
  const [start, end] = [dayStart(from, tz), dayStart(addDaysTo(to, 1), tz)];
  const rows = await queryRows<{ status_id: number; count: number }>(
    db,
    kept
      ? sql`select status_id, sum(n)::int as count from report_start_counts
             where slot >= ${start} and slot < ${end} group by status_id`
      : sql`select status_id, count(*)::int as count from reports
             where deleted_at is null and start_date >= ${start} and start_date < ${end}
             group by status_id`,
  );
  const by_status = Object.values(ReportStatus).map((status_id) => ({
    status_id,
    count: rows.find((r) => r.status_id === status_id)?.count ?? 0,
  }));
  return { from, to, by_status };
}

async function finishedPerWeek(
  db: Db,
  today: string,
  tz: string,
  kept: boolean,
): Promise<DashboardResponse['finished_per_week']> {
  const first = addDaysTo(weekStartOf(today), -7 * (WEEKS - 1));
  const week = (at: SQL) => sql`to_char(date_trunc('week', ${at} at time zone ${tz}), 'YYYY-MM-DD')`;
  // A quarter hour lies within one of the office's weeks, so its slot's week is its reports'.
  const rows = await queryRows<{ week: string; count: number }>(
    db,
    kept
      ? sql`select ${week(sql`slot`)} as week, sum(n)::int as count from report_finish_counts
             where slot >= ${dayStart(first, tz)} group by 1`
      : sql`select ${week(sql`finished_at`)} as week, count(*)::int as count from reports
             where deleted_at is null and status_id = ${ReportStatus.Finished} and finished_at >= ${dayStart(first, tz)}
             group by 1`,
  );
  return Array.from({ length: WEEKS }, (_, i) => {
    const week = addDaysTo(first, 7 * i);
    return { week, count: rows.find((r) => r.week === week)?.count ?? 0 };
  });
}

async function jobsWithoutReport(
  db: Db,
  today: string,
  tz: string,
  kept: boolean,
): Promise<DashboardResponse['jobs_without_report']> {
  const from = monthStartOf(today);
  const since = dayStart(from, tz);
  const reported = kept
    ? sql`exists (select 1 from job_report_last k where k.job_id = j.id and k.last_start >= ${since})`
    : sql`exists (select 1 from reports r where r.job_id = j.id and r.deleted_at is null and r.start_date >= ${since})`;
  const idle = sql`from jobs j join locations l on l.id = j.location_id
    where j.deleted_at is null and j.status_id = ${Status.Active} and not ${reported}`;
  // Kept: the active jobs less those with a report since, both counted without reading the jobs.
  const [count] = await queryRows<{ n: number }>(
    db,
    kept
      ? sql`select ((select n from kept_counts where name = 'active_jobs')
               - (select count(*) from job_report_last where active and last_start >= ${since}))::int as n`
      : sql`select count(*)::int as n ${idle}`,
  );
  const jobs = await queryRows<{ id: number; name: string; location: string }>(
    db,
    sql`select j.id, j.name, l.name as location ${idle} order by lower(j.name), j.id limit 10`,
  );
  return { from, count: count?.n ?? 0, jobs };
}

async function chemicalUse(db: Db, today: string, kept: boolean): Promise<DashboardResponse['chemical_use']> {
  const from = monthStartOf(today, -(MONTHS - 1));
  const to = monthBounds(today.slice(0, 7)).to;
  // Each product by its name today: one line per product however its records spelled it then.
  const rows = await queryRows<{ month: string; chemical_id: number; name: string; count: number }>(
    db,
    sql`select u.month, u.chemical_id, c.name, u.count from (${
      kept
        ? sql`select to_char(month, 'YYYY-MM') as month, chemical_id, sum(n)::int as count
                from application_month_counts where month between ${from}::date and ${to}::date
               group by 1, 2`
        : sql`select to_char(applied_on, 'YYYY-MM') as month, chemical_id, count(*)::int as count
                from applications where listed and applied_on between ${from}::date and ${to}::date
               group by 1, 2`
    }) u join chemicals c on c.id = u.chemical_id`,
  );
  const totals = new Map<number, { name: string; count: number }>();
  for (const r of rows) {
    const t = totals.get(r.chemical_id) ?? { name: r.name, count: 0 };
    totals.set(r.chemical_id, { name: t.name, count: t.count + r.count });
  }
  const products = [...totals.entries()]
    .sort((a, b) => b[1].count - a[1].count || a[1].name.localeCompare(b[1].name))
    .slice(0, TOP_PRODUCTS)
    .map(([chemical_id, t]) => ({ chemical_id, name: t.name }));
  const months = Array.from({ length: MONTHS }, (_, i) => {
    const month = monthStartOf(from, i).slice(0, 7);
    const inMonth = rows.filter((r) => r.month === month);
    const counts = products.map((p) => inMonth.find((r) => r.chemical_id === p.chemical_id)?.count ?? 0);
    const all = inMonth.reduce((sum, r) => sum + r.count, 0);
    return { month, counts, other: all - counts.reduce((a, b) => a + b, 0) };
  });
  return { from, to, products, months };
}

/**
 * The dashboard for the office's `today` (a 'YYYY-MM-DD' day in APP_TIMEZONE; the route reads the
 * clock, nothing here does). Expiring certifications only for Admins, whose list that is. `counts`
 * chooses where the figures come from (tests); by default the kept counts once they are whole.
 */
export async function dashboard(
  db: Db,
  today: string,
  tz: string,
  opts: { admin: boolean; counts?: 'kept' | 'rows' },
): Promise<DashboardResponse> {
  const expiring = opts.admin ? await listExpiring(db, today, EXPIRING_DAYS, 1) : null;
  // Counted from the rows until every earlier row is in the kept counts (decision 0076).
  const kept = opts.counts ? opts.counts === 'kept' : await dashboardCountsReady(db);
  return {
    today,
    week: await reportsThisWeek(db, today, tz, kept),
    finished_per_week: await finishedPerWeek(db, today, tz, kept),
    jobs_without_report: await jobsWithoutReport(db, today, tz, kept),
    expiring: expiring && {
      count: expiring.total,
      first: expiring.rows.slice(0, 5).map((r) => ({
        label: r.user
          ? `${r.user.name} · ${r.state} ${r.category ?? ''}`.trim()
          : `${r.state} licence ${r.number}`,
        expires_on: r.expires_on,
      })),
    },
    chemical_use: await chemicalUse(db, today, kept),
  };
}
