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
  const weekOf = (i: number) => addDaysTo(first, 7 * i);
  // Each week's first instant in the office's zone, and the end of the last.
  const starts = Array.from({ length: WEEKS + 1 }, (_, i) => dayStart(weekOf(i), tz));
  const [since, until] = [starts[0]!, starts[WEEKS]!];
  const rows = kept
    ? // A quarter hour lies within one of the office's weeks, so its slot's week is its reports'.
      (
        await queryRows<{ bucket: number; count: number }>(
          db,
          sql`select width_bucket(slot, array[${sql.join(starts, sql`, `)}]) as bucket, sum(n)::int as count
                from report_finish_counts where slot >= ${since} and slot < ${until} group by 1`,
        )
      ).map((r) => ({ week: weekOf(r.bucket - 1), count: r.count }))
    : await queryRows<{ week: string; count: number }>(
        db,
        sql`select to_char(date_trunc('week', finished_at at time zone ${tz}), 'YYYY-MM-DD') as week,
                   count(*)::int as count from reports
             where deleted_at is null and status_id = ${ReportStatus.Finished}
               and finished_at >= ${since} and finished_at < ${until}
             group by 1`,
      );
  return Array.from({ length: WEEKS }, (_, i) => {
    const week = weekOf(i);
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

/**
 * A year of products used: the five with the most listed records, each by its name today (one
 * line per product however its records spelled it then), and every month's records of each and
 * of all the others. Kept: the year's ranking is one index read of application_year_counts; from
 * the rows, the same worked out from application records (until the backfill has counted them).
 */
async function chemicalUse(db: Db, today: string, kept: boolean): Promise<DashboardResponse['chemical_use']> {
  const from = monthStartOf(today, -(MONTHS - 1));
  const to = monthBounds(today.slice(0, 7)).to;
  const month = sql`date_trunc('month', applied_on)::date`;
  const listedInYear = sql`from applications where listed and applied_on between ${from}::date and ${to}::date`;
  // Every product tied with the fifth comes back, so ties are broken by name as people read them.
  // Kept: two short reads of the ranking index (`desc nulls last`, as it is built); each name
  // by its key, the few products found.
  const name = (id: SQL) => sql`(select c.name from chemicals c where c.id = ${id})`;
  const ranked = await queryRows<{ chemical_id: number; name: string | null; n: number }>(
    db,
    kept
      ? sql`select y.chemical_id, ${name(sql`y.chemical_id`)} as name, y.n from application_year_counts y
             where y.first_month = ${from}::date and y.n >= coalesce((select n from application_year_counts
               where first_month = ${from}::date order by n desc nulls last offset ${TOP_PRODUCTS - 1} limit 1), 1)`
      : sql`with y as (select chemical_id, count(*)::int as n ${listedInYear} group by 1)
            select y.chemical_id, ${name(sql`y.chemical_id`)} as name, y.n from y
             where y.n >= coalesce((select n from y order by n desc offset ${TOP_PRODUCTS - 1} limit 1), 1)`,
  );
  // Records keep their product's id without a foreign key: a product row gone is left out, as the
  // join with chemicals left it out before.
  const products = ranked
    .filter((r): r is typeof r & { name: string } => r.name !== null)
    .sort((a, b) => b.n - a.n || a.name.localeCompare(b.name) || a.chemical_id - b.chemical_id)
    .slice(0, TOP_PRODUCTS)
    .map(({ chemical_id, name }) => ({ chemical_id, name }));
  const ids = products.map((p) => p.chemical_id);
  const chosen = sql`chemical_id = any(${`{${ids.join(',')}}`}::int[])`;
  const firsts = Array.from({ length: MONTHS }, (_, i) => monthStartOf(from, i));
  // The kept months are first days: named one by one, the products' months are 60 probes of the
  // (month, chemical_id) key, where a range of months read the year's every product (58,000 rows).
  const inYear = sql`month = any(${`{${firsts.join(',')}}`}::date[])`;
  const [byProduct, totals] = await Promise.all([
    queryRows<{ month: string; chemical_id: number; count: number }>(
      db,
      kept
        ? sql`select month::text, chemical_id, n as count from application_month_counts where ${inYear} and ${chosen}`
        : sql`select ${month}::text as month, chemical_id, count(*)::int as count
              ${listedInYear} and ${chosen} group by 1, 2`,
    ),
    queryRows<{ month: string; count: number }>(
      db,
      kept
        ? sql`select month::text, n as count from application_month_totals where ${inYear}`
        : sql`select ${month}::text as month, count(*)::int as count ${listedInYear} group by 1`,
    ),
  ]);
  const months = firsts.map((first) => {
    const counts = ids.map(
      (id) => byProduct.find((r) => r.month === first && r.chemical_id === id)?.count ?? 0,
    );
    const all = totals.find((r) => r.month === first)?.count ?? 0;
    return { month: first.slice(0, 7), counts, other: all - counts.reduce((a, b) => a + b, 0) };
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
  // Counted from the rows until every earlier row is in the kept counts (decision 0076).
  const kept = opts.counts ? opts.counts === 'kept' : await dashboardCountsReady(db);
  // The cards at once, each on a connection of its own where the database has several.
  const [expiring, week, finished_per_week, jobs_without_report, chemical_use] = await Promise.all([
    opts.admin ? listExpiring(db, today, EXPIRING_DAYS, 1) : null,
    reportsThisWeek(db, today, tz, kept),
    finishedPerWeek(db, today, tz, kept),
    jobsWithoutReport(db, today, tz, kept),
    chemicalUse(db, today, kept),
  ]);
  return {
    today,
    week,
    finished_per_week,
    jobs_without_report,
    expiring: expiring && {
      count: expiring.total,
      first: expiring.rows.slice(0, 5).map((r) => ({
        label: r.user
          ? `${r.user.name} · ${r.state} ${r.category ?? ''}`.trim()
          : `${r.state} licence ${r.number}`,
        expires_on: r.expires_on,
      })),
    },
    chemical_use,
  };
}
