import { sql } from 'drizzle-orm';
import { ReportStatus, Status } from '@shared/constants';
import { addDaysTo, monthBounds, monthStartOf, weekStartOf } from '@shared/dates';
import type { DashboardResponse } from '@shared/schemas/dashboard';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql-helpers';
import { listExpiring } from '../users/users.public';

const WEEKS = 12;
const MONTHS = 12;
const TOP_PRODUCTS = 5;
const EXPIRING_DAYS = 60;

/** The instant a calendar day starts in the office's time zone, as SQL. */
const dayStart = (day: string, tz: string) => sql`(${day}::date::timestamp at time zone ${tz})`;

async function reportsThisWeek(db: Db, today: string, tz: string): Promise<DashboardResponse['week']> {
  const from = weekStartOf(today);
  const to = addDaysTo(from, 6);
  const rows = await queryRows<{ status_id: number; count: number }>(
    db,
    sql`select status_id, count(*)::int as count from reports
         where deleted_at is null and start_date >= ${dayStart(from, tz)} and start_date < ${dayStart(addDaysTo(to, 1), tz)}
         group by status_id order by status_id`,
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
): Promise<DashboardResponse['finished_per_week']> {
  const first = addDaysTo(weekStartOf(today), -7 * (WEEKS - 1));
  const rows = await queryRows<{ week: string; count: number }>(
    db,
    sql`select to_char(date_trunc('week', finished_at at time zone ${tz}), 'YYYY-MM-DD') as week, count(*)::int as count
          from reports
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
): Promise<DashboardResponse['jobs_without_report']> {
  const from = monthStartOf(today);
  const idle = sql`from jobs j join locations l on l.id = j.location_id
    where j.deleted_at is null and j.status_id = ${Status.Active}
      and not exists (select 1 from reports r where r.job_id = j.id and r.deleted_at is null
                        and r.start_date >= ${dayStart(from, tz)})`;
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${idle}`);
  const jobs = await queryRows<{ id: number; name: string; location: string }>(
    db,
    sql`select j.id, j.name, l.name as location ${idle} order by lower(j.name), j.id limit 10`,
  );
  return { from, count: count?.n ?? 0, jobs };
}

async function chemicalUse(db: Db, today: string): Promise<DashboardResponse['chemical_use']> {
  const from = monthStartOf(today, -(MONTHS - 1));
  const to = monthBounds(today.slice(0, 7)).to;
  const rows = await queryRows<{ month: string; chemical_id: number; name: string; count: number }>(
    db,
    sql`select to_char(applied_on, 'YYYY-MM') as month, chemical_id, min(product_name) as name, count(*)::int as count
          from applications where listed and applied_on between ${from}::date and ${to}::date
         group by 1, 2`,
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
 * clock, nothing here does). Expiring certifications only for Admins, whose list that is.
 */
export async function dashboard(
  db: Db,
  today: string,
  tz: string,
  opts: { admin: boolean },
): Promise<DashboardResponse> {
  const expiring = opts.admin ? await listExpiring(db, today, EXPIRING_DAYS, 1) : null;
  return {
    today,
    week: await reportsThisWeek(db, today, tz),
    finished_per_week: await finishedPerWeek(db, today, tz),
    jobs_without_report: await jobsWithoutReport(db, today, tz),
    expiring: expiring && {
      count: expiring.total,
      first: expiring.rows.slice(0, 5).map((r) => ({
        label: r.user
          ? `${r.user.name} · ${r.state} ${r.category ?? ''}`.trim()
          : `${r.state} licence ${r.number}`,
        expires_on: r.expires_on,
      })),
    },
    chemical_use: await chemicalUse(db, today),
  };
}
