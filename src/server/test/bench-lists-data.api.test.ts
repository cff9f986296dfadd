import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus, Role } from '@shared/constants';
import { loadData, sizesFor } from '../../../scripts/bench-lists-data';
import { freshPostgresDatabase } from './test-app';

/**
 * Issue 34: the benchmark's figures are only honest on data that looks real. At the smallest scale
 * (1,000 jobs and reports), the data set must not be degenerate: one date or one status for every
 * row (an uncorrelated LATERAL is evaluated once), or customers and technicians spread evenly.
 */
let client: pg.Client;
let drop: () => Promise<void>;
const n = sizesFor(0.001);

beforeAll(async () => {
  const fresh = await freshPostgresDatabase();
  drop = fresh.drop;
  client = new pg.Client({ connectionString: fresh.url });
  await client.connect();
  await loadData(client, n, 'x');
}, 120_000);
afterAll(async () => {
  await client.end();
  await drop();
});

const one = async <T>(sql: string): Promise<T> => (await client.query(sql)).rows[0] as T;

describe('the benchmark data set', () => {
  it('gives every job and report a moment of its own, spread over three years', async () => {
    const jobs = await one<{ moments: number; days: number; rows: number }>(
      `select count(distinct created_at)::int as moments, count(distinct created_at::date)::int as days,
              count(*)::int as rows from jobs`,
    );
    expect(jobs.moments).toBeGreaterThanOrEqual(jobs.rows * 0.99);
    expect(jobs.days).toBeGreaterThan(500);
    const reports = await one<{ moments: number; days: number; span: number }>(
      `select count(distinct start_date)::int as moments, count(distinct start_date::date)::int as days,
              extract(day from max(start_date) - min(start_date))::int as span from reports`,
    );
    expect(reports.moments).toBeGreaterThanOrEqual(n.reports * 0.99);
    expect(reports.days).toBeGreaterThan(400);
    expect(reports.span).toBeGreaterThan(1000);
  });

  it('has reports in progress, waiting for review and finished as a real company does, the open ones recent', async () => {
    const { rows } = await client.query<{
      status: number;
      share: number;
      oldest: number;
      with_times: number;
    }>(
      `select status_id as status, count(*)::float / sum(count(*)) over () as share,
              extract(day from now() - min(start_date))::int as oldest,
              count(*) filter (where (submitted_at is not null) = (status_id <> ${ReportStatus.InProgress})
                                 and (finished_at is not null) = (status_id = ${ReportStatus.Finished}))::int
                / count(*)::float as with_times
       from reports group by status_id order by status_id`,
    );
    const of = (status: number) => rows.find((r) => r.status === status)!;
    expect(of(ReportStatus.InProgress).share).toBeGreaterThan(0.06);
    expect(of(ReportStatus.InProgress).share).toBeLessThan(0.14);
    expect(of(ReportStatus.Submitted).share).toBeGreaterThan(0.1);
    expect(of(ReportStatus.Submitted).share).toBeLessThan(0.2);
    expect(of(ReportStatus.Finished).share).toBeGreaterThan(0.68);
    expect(of(ReportStatus.InProgress).oldest).toBeLessThanOrEqual(14);
    expect(of(ReportStatus.Submitted).oldest).toBeLessThanOrEqual(45);
    expect(of(ReportStatus.Finished).oldest).toBeGreaterThan(900);
    expect(rows.every((r) => r.with_times === 1)).toBe(true);
  });

  it('skews the work: a few customers and technicians have much of it', async () => {
    // With an even spread the busiest tenth would hold about a tenth.
    const busiest = async (column: string, table: string, of: number) =>
      (
        await one<{ share: number }>(
          `select sum(c)::float / (select count(*) from ${table}) as share from (
             select count(*) as c from ${table} group by ${column} order by c desc limit ${Math.ceil(of / 10)}) top`,
        )
      ).share;
    expect(await busiest('location_id', 'jobs', n.locations)).toBeGreaterThan(0.2);
    expect(await busiest('user_id', 'reports', n.users)).toBeGreaterThan(0.2);
    expect(await busiest('job_id', 'reports', n.jobs)).toBeGreaterThan(0.2);
    expect(await busiest('job_id', 'visits', n.jobs)).toBeGreaterThan(0.2);
    expect(await busiest('user_id', 'visit_users', n.users)).toBeGreaterThan(0.2);
    expect(await busiest('user_id', 'audit_log', n.users)).toBeGreaterThan(0.2);
  });
  it('spreads the visits from three years back to eight weeks ahead, done or skipped before today, scheduled after', async () => {
    const visits = await one<{ rows: number; days: number; before: number; ahead: number; windows: number }>(
      `select count(*)::int as rows, count(distinct date)::int as days,
              (current_date - min(date))::int as before, (max(date) - current_date)::int as ahead,
              count(distinct start_time)::int as windows from visits`,
    );
    expect(visits.rows).toBe(n.visits);
    expect(visits.days).toBeGreaterThan(600);
    expect(visits.before).toBeGreaterThan(1000);
    expect(visits.ahead).toBeGreaterThan(40);
    expect(visits.windows).toBeGreaterThan(20);
    const { rows } = await client.query<{ status: string; past: boolean; share: number }>(
      `select status, date < current_date as past, count(*)::float / sum(count(*)) over () as share
       from visits where date <> current_date group by 1, 2`,
    );
    const share = (status: string, past: boolean) =>
      rows.find((r) => r.status === status && r.past === past)?.share ?? 0;
    expect(share('done', true)).toBeGreaterThan(0.8);
    expect(share('skipped', true)).toBeGreaterThan(0.03);
    expect(share('scheduled', false)).toBeGreaterThan(0.02);
    expect(rows.every((r) => r.past === (r.status !== 'scheduled'))).toBe(true);
    const assigned = await one<{ n: number }>(
      `select count(*)::int as n from visits v where exists (select 1 from visit_users u where u.visit_id = v.id)`,
    );
    expect(assigned.n).toBe(n.visits);
    // Technicians go on visits, not the office: otherwise every Supervisor would be a lane of the week.
    const roles = await client.query<{ type_id: number }>(
      `select distinct u.type_id from visit_users vu join users u on u.id = vu.user_id`,
    );
    expect(roles.rows.map((r) => r.type_id)).toEqual([Role.Technician]);
  });

  it('gives every audit row a moment of its own over three years, with most changes by a few people', async () => {
    const audit = await one<{ rows: number; moments: number; days: number; kinds: number; actions: number }>(
      `select count(*)::int as rows, count(distinct created_at)::int as moments,
              count(distinct created_at::date)::int as days, count(distinct entity)::int as kinds,
              count(distinct action)::int as actions from audit_log`,
    );
    expect(audit.rows).toBeGreaterThanOrEqual(n.audit);
    expect(audit.moments).toBeGreaterThanOrEqual(n.audit * 0.99);
    expect(audit.days).toBeGreaterThan(500);
    expect(audit.kinds).toBeGreaterThan(10);
    expect(audit.actions).toBe(5);
  });
});
