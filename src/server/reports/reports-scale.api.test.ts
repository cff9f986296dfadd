import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE, Role } from '@shared/constants';
import type { Db } from '../db/client';
import { countRows, EXACT_COUNT_LIMIT } from '../db/list-count';
import { reports } from '../db/schema/reports';
import { queryRows } from '../db/sql-helpers';
import { insertLocation } from '../jobs/jobs.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

/**
 * The reports list past EXACT_COUNT_LIMIT (decision 0023): 15,000 reports, start dates in pairs
 * (the id breaks the tie), 1,200 of 1,500 jobs in a "Rodent Control" category (more matching jobs
 * than are passed as a literal list, so those are checked report by report) and one "Zanzibar" job.
 */
const REPORTS = 15_000;
let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  const site = await insertLocation(t.db);
  const tech = await t.createUser({ name: 'Bulk Tech', typeId: Role.Technician });
  // A bulk load, not fifteen thousand audited API calls: the audit triggers are off meanwhile.
  await t.db.execute(sql`alter table jobs disable trigger jobs_audit`);
  await t.db.execute(sql`alter table reports disable trigger reports_audit`);
  await t.db.execute(sql`
    insert into jobs (name, category, location_id, status_id)
    select case when j = 1 then 'Zanzibar gecko removal' else 'Bulk job ' || j end,
           case when j <= 1200 then 'Rodent Control' else 'Lawn Care' end, ${site}, 1
    from generate_series(1, 1500) j`);
  await t.db.execute(
    sql`insert into templates (name, company_name, status_id) values ('Bulk form', 'Bulk Co', 1)`,
  );
  await t.db.execute(sql`
    insert into reports (job_id, template_id, user_id, status_id, start_date, snapshot)
    select (select min(id) from jobs) + i % 1500, (select max(id) from templates), ${tech}, 3,
           timestamptz '2026-01-15 12:00Z' - (i / 2) * interval '1 minute', '{}'::jsonb
    from generate_series(1, ${REPORTS}) i`);
  await t.db.execute(sql`alter table jobs enable trigger jobs_audit`);
  await t.db.execute(sql`alter table reports enable trigger reports_audit`);
  await t.db.execute(sql`analyze jobs`);
  await t.db.execute(sql`analyze reports`);
}, 600_000);
afterAll(() => t.close());

interface Answer {
  reports: { id: number; job: { name: string; category: string } }[];
  total: number;
  total_estimated?: true;
}
async function list(query: string): Promise<Answer> {
  const res = await t.request(admin, { method: 'GET', url: `/api/get-reports-filtered${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Answer>();
}

/** The ids of a page as the list's order defines it, straight from the table. */
async function expectedIds(page: number, where = sql`true`): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    t.db,
    sql`select r.id from reports r join jobs j on j.id = r.job_id where r.deleted_at is null and ${where}
        order by r.start_date desc, r.id desc limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`,
  );
  return rows.map((r) => Number(r.id));
}

describe(`the reports list with ${REPORTS.toLocaleString('en')} reports`, () => {
  it('estimates a total past the limit, flagged, and pages in the exact order, deep pages too', async () => {
    const first = await list('');
    expect(first.total_estimated).toBe(true);
    expect(first.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(first.reports.map((r) => r.id)).toEqual(await expectedIds(1));
    const deep = await list('?page=400');
    expect(deep.reports.map((r) => r.id)).toEqual(await expectedIds(400));
  });

  it('is exact on the last page, and past the real end a page is empty with the exact total', async () => {
    const lastPage = REPORTS / PAGE_SIZE;
    const last = await list(`?page=${lastPage}`);
    expect(last.reports.map((r) => r.id)).toEqual(await expectedIds(lastPage));
    expect(last).toMatchObject({ total: REPORTS });
    expect(last).not.toHaveProperty('total_estimated');
    expect(await list(`?page=${lastPage + 2}`)).toEqual({
      reports: [],
      total: REPORTS,
      several_companies: expect.any(Boolean),
    });
  });

  it('filters by a category that more than a thousand jobs have, in order, with a flagged total', async () => {
    const rodent = sql`j.category ilike '%rodent%'`;
    const first = await list('?filter=rodent');
    expect(first.reports.map((r) => r.id)).toEqual(await expectedIds(1, rodent));
    expect(first.reports.every((r) => r.job.category === 'Rodent Control')).toBe(true);
    expect(first.total_estimated).toBe(true);
    expect(first.total).toBeGreaterThan(12_000 / 2);
    expect(first.total).toBeLessThan(12_000 * 2);
    const deep = await list('?filter=rodent&page=300');
    expect(deep.reports.map((r) => r.id)).toEqual(await expectedIds(300, rodent));
    // 1,200 of every 1,500 reports: 12,000 match; the last page says so exactly.
    const last = await list(`?filter=rodent&page=${12_000 / PAGE_SIZE}`);
    expect(last).toMatchObject({ total: 12_000 });
    expect(last).not.toHaveProperty('total_estimated');
  });

  /** The statements countRows sends through `db` or a transaction of it, explained instead of run. */
  function explaining(db: Db, plans: string[]): Db {
    return new Proxy(db, {
      get: (target, prop, receiver) => {
        if (prop === 'execute') {
          return async (query: Parameters<Db['execute']>[0]) => {
            const rows = await queryRows<Record<string, string>>(target, sql`explain ${query}`);
            plans.push(rows.map((r) => Object.values(r)[0]).join('\n'));
            return { rows: [] };
          };
        }
        if (prop === 'transaction') {
          return (fn: (tx: Db) => Promise<unknown>) =>
            target.transaction(async (tx) => {
              // The transaction's first statement, its setting, is run: the plan explained is the one it gets.
              let statements = 0;
              const settingFirst = new Proxy(tx, {
                get: (inner, name, r) =>
                  name === 'execute'
                    ? (query: Parameters<Db['execute']>[0]) =>
                        statements++ === 0 ? inner.execute(query) : explaining(inner, plans).execute(query)
                    : (Reflect.get(inner, name, r) as unknown),
              });
              return fn(settingFirst);
            });
        }
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
  }
  const checked = sql`${reports.deletedAt} is null and
    (select j.category from jobs j where j.id = ${reports.jobId}) ilike '%rodent%'`;
  const order = [sql`${reports.startDate} desc nulls last`, sql`${reports.id} desc nulls last`];

  it('counts a report-by-report filter along the list index, as its page is read', async () => {
    const plans: string[] = [];
    await countRows(explaining(t.db, plans), reports, checked, 100, { order });
    expect(plans[0]).toMatch(/Index Scan using reports_list_idx/);
    expect(plans[0]).not.toMatch(/Bitmap/);
  });

  it('walks the list index even when the cap passes what the planner guesses of such a filter', async () => {
    // The planner guesses a subquery's ILIKE matches almost nothing: with a cap past that guess,
    // reading every report and sorting the matches looks about as cheap as walking the index, and
    // at a million reports shuffled on disk by an upgrade it was chosen (5.6 s). Here the index's
    // random reads are priced as on such a table, for this transaction only.
    const plans = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local random_page_cost = 1000`);
      const sorting: string[] = [];
      await countRows(explaining(tx, sorting), reports, checked, REPORTS, { order });
      const walking: string[] = [];
      await countRows(explaining(tx, walking), reports, checked, REPORTS, { order, neverSort: true });
      return { sorting, walking };
    });
    expect(plans.sorting[0]).toMatch(/Sort Key: reports.start_date DESC NULLS LAST/);
    expect(plans.walking).toHaveLength(1);
    expect(plans.walking[0]).toMatch(/Index Scan using reports_list_idx on reports/);
    expect(plans.walking[0]).not.toMatch(/Sort|Seq Scan on reports|Bitmap/);
  });

  it('takes sorting off the plan of that one count only', async () => {
    await countRows(t.db, reports, checked, 100, { order, neverSort: true });
    const [setting] = await queryRows<{ enable_sort: string }>(t.db, sql`show enable_sort`);
    expect(setting?.enable_sort).toBe('on');
  });

  it('counts a common job name exactly up to its cap, along the list index', async () => {
    // 1,499 of the 1,500 jobs: more than are passed as a literal list, so checked per report.
    const answer = await list('?job_filter=bulk%20job');
    const matching = sql`j.name ilike '%bulk job%'`;
    expect(answer.reports.map((r) => r.id)).toEqual(await expectedIds(1, matching));
    expect(answer.total_estimated).toBe(true);
    // Estimated from the jobs' statistics (14,990 match), not the planner's guess for the check.
    expect(answer.total).toBeGreaterThan(14_990 / 2);
    expect(answer.total).toBeLessThan(14_990 * 2);
  });

  it('filters by a job name few jobs have exactly', async () => {
    const answer = await list('?job_filter=zanzibar');
    expect(answer.total).toBe(REPORTS / 1500);
    expect(answer).not.toHaveProperty('total_estimated');
    expect(answer.reports.map((r) => r.id)).toEqual(await expectedIds(1, sql`j.name ilike '%zanzibar%'`));
  });
});
