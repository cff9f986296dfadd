import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE, Role, Status } from '@shared/constants';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import type { Db } from '../db/client';
import { countRows, EXACT_COUNT_LIMIT, TRUSTED_ESTIMATE_FACTOR } from '../db/list-count';
import { jobs } from '../db/schema/jobs';
import { insertJobs, insertLocation } from './jobs.fixtures';

/**
 * Past EXACT_COUNT_LIMIT matching jobs, the list reports the planner's estimate
 * (docs/decisions/0023-lists-at-a-million-rows.md). These tests load 14,000 jobs, one in four inactive,
 * so both the whole list and its active part are past the limit.
 */
const LIVE = 14_000;

let t: TestApp;
let admin: Session;
let site: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  site = await insertLocation(t.db, { name: 'Bulk Yard' });
  await t.db.execute(sql`
    insert into jobs (name, category, location_id, status_id, created_at)
    select 'Bulk job ' || i, 'Bulk', ${site}, case when i % 4 = 0 then 2 else 1 end,
           now() - i * interval '1 minute'
    from generate_series(1, ${LIVE}) i`);
  await insertJobs(t.db, [{ name: 'Deleted bulk job', locationId: site, deletedAt: new Date() }]);
  // What autovacuum would have done by now.
  await t.db.execute(sql`analyze jobs`);
});
afterAll(() => t.close());

interface Answer {
  jobs: { job: { name: string } }[];
  total: number;
  total_estimated?: true;
}
async function list(query: string): Promise<Answer> {
  const res = await t.request(admin, { method: 'GET', url: `/api/get-jobs-filtered${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Answer>();
}

describe('the total of a large unfiltered list', () => {
  it('is an estimate, flagged, close to the real count', async () => {
    expect(LIVE - LIVE / 4).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const answer = await list('');
    expect(answer.total_estimated).toBe(true);
    expect(answer.jobs).toHaveLength(PAGE_SIZE);
    expect(answer.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(Math.abs(answer.total - LIVE) / LIVE).toBeLessThan(0.1);
  });

  it('is exact on the last page, and past the real end a page is empty with the exact total', async () => {
    const lastPage = Math.ceil(LIVE / PAGE_SIZE);
    const last = await list(`?page=${lastPage}`);
    expect(last.jobs).toHaveLength(LIVE - (lastPage - 1) * PAGE_SIZE);
    expect(last.total).toBe(LIVE);
    expect(last).not.toHaveProperty('total_estimated');
    expect(last.jobs.at(-1)!.job.name).toBe(`Bulk job ${LIVE}`);

    const beyond = await list(`?page=${lastPage + 3}`);
    expect(beyond).toEqual({ jobs: [], total: LIVE });
  });

  it('with Active, estimates the active jobs', async () => {
    const active = LIVE - Math.floor(LIVE / 4);
    const answer = await list('?active=active');
    expect(answer.total_estimated).toBe(true);
    expect(Math.abs(answer.total - active) / active).toBeLessThan(0.1);
    const inactive = await list('?active=inactive');
    // 3,500 inactive jobs: under the limit, so exact.
    expect(inactive).toMatchObject({ total: Math.floor(LIVE / 4) });
    expect(inactive).not.toHaveProperty('total_estimated');
  });

  it('with a text filter past the limit, is flagged as estimated and exact on the last page', async () => {
    const answer = await list('?filter=bulk%20job');
    expect(answer.total_estimated).toBe(true);
    expect(answer.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const lastPage = Math.ceil(LIVE / PAGE_SIZE);
    const last = await list(`?filter=bulk%20job&page=${lastPage}`);
    expect(last.total).toBe(LIVE);
    expect(last).not.toHaveProperty('total_estimated');
    const few = await list('?filter=bulk%20job%201000');
    // "Bulk job 1000" and "Bulk job 10000" … "Bulk job 10009".
    expect(few.total).toBe(11);
  });

  it('counts a small list exactly', async () => {
    const other = await insertLocation(t.db);
    await insertJobs(t.db, [{ locationId: other }, { locationId: other, statusId: Status.Inactive }]);
    const answer = await list(`?location_id=${other}`);
    expect(answer).toMatchObject({ total: 2 });
    expect(answer).not.toHaveProperty('total_estimated');
  });

  it('with estimateFirst, trusts an estimate far past the limit and counts nothing', async () => {
    // The db as the repository gets it, counting the statements sent.
    let sent = 0;
    const counting = new Proxy(t.db, {
      get: (target, prop, receiver) =>
        prop === 'execute'
          ? (...args: Parameters<Db['execute']>) => {
              sent += 1;
              return target.execute(...args);
            }
          : (Reflect.get(target, prop, receiver) as unknown),
    });
    const text = sql`${jobs.deletedAt} is null and ${jobs.name} ilike '%bulk job%'`;
    // 14,000 matches: more than TRUSTED_ESTIMATE_FACTOR times a limit of 1,000.
    const limit = 1_000;
    expect(LIVE).toBeGreaterThan(TRUSTED_ESTIMATE_FACTOR * limit);
    const trusted = await countRows(counting, jobs, text, limit, { estimateFirst: true });
    expect(sent).toBe(1); // the EXPLAIN alone
    expect(trusted.estimated).toBe(true);
    expect(Math.abs(trusted.total - LIVE) / LIVE).toBeLessThan(0.2);

    // Under that, the capped count runs as without it, and a small count stays exact.
    sent = 0;
    const capped = await countRows(counting, jobs, text, 5_000, { estimateFirst: true });
    expect(sent).toBe(2);
    expect(capped.estimated).toBe(true);
    const few = sql`${jobs.deletedAt} is null and ${jobs.name} ilike '%bulk job 1000%'`;
    expect(await countRows(counting, jobs, few, limit, { estimateFirst: true })).toEqual({
      total: 11,
      estimated: false,
    });
  });
});
