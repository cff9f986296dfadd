import { inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { reports } from '../db/schema/reports';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertAssignedJob, insertReports, insertTemplate } from './reports.fixtures';

let t: TestApp;
let admin: Session;
let supervisor: Session;
let harbor: number;
let mill: number;
let template: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  template = (await insertTemplate(t.db, { name: 'Bulk Service', tasks: [] })).id;
  harbor = await insertAssignedJob(t.db, { name: 'Bulk Harbor Cafe', category: 'Rodents' });
  mill = await insertAssignedJob(t.db, { name: 'Bulk Mill Street', category: 'Termites' });
});
afterAll(() => t.close());

const listed = async (query: string) => {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const res = await t.request(admin, {
      method: 'GET',
      url: `/api/get-reports-filtered?${query}&page=${page}`,
    });
    const got = res.json<{ reports: { id: number }[] }>().reports.map((r) => r.id);
    if (got.length === 0) return ids.sort((a, b) => a - b);
    ids.push(...got);
  }
};
const post = (url: string, payload: unknown, session = admin) =>
  t.request(session, { method: 'POST', url, payload });
const live = async (ids: number[]) =>
  (await t.db.select({ id: reports.id }).from(reports).where(inArray(reports.id, ids))).length === 0
    ? 0
    : (
        await t.db
          .select({ id: reports.id })
          .from(reports)
          .where(sql`${inArray(reports.id, ids)} and ${isNull(reports.deletedAt)}`)
      ).length;

async function seed(n: number, jobId: number, day: string) {
  return insertReports(
    t.db,
    Array.from({ length: n }, () => ({
      jobId,
      templateId: template,
      userId: admin.userId,
      startDate: new Date(`${day}T15:00:00Z`),
    })),
  );
}

describe('POST /api/reports/delete-matching and /api/reports/restore', () => {
  it('deletes exactly what the list shows for the filters, in one call, and Undo restores exactly those', async () => {
    const harborIds = await seed(40, harbor, '2026-05-04');
    const millIds = await seed(30, mill, '2026-05-04');
    const query = 'job_filter=bulk%20harbor&start_date=2026-05-01&end_date=2026-05-31';
    const shown = await listed(query);
    expect(shown).toEqual([...harborIds].sort((a, b) => a - b));

    const res = await post('/api/reports/delete-matching', {
      job_filter: 'bulk harbor',
      start_date: '2026-05-01',
      end_date: '2026-05-31',
      page: '3',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ ids: number[] }>().ids).toEqual(shown);
    expect(await listed(query)).toEqual([]);
    expect(await live(millIds)).toBe(30);
    const undo = await post('/api/reports/restore', { ids: shown });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await listed(query)).toEqual(shown);
    expect(await live(millIds)).toBe(30);
  });

  it('restores all or nothing: one report that is not deleted refuses the whole Undo', async () => {
    const ids = await seed(5, mill, '2026-06-02');
    const del = await post('/api/reports/delete-matching', {
      start_date: '2026-06-02',
      end_date: '2026-06-02',
    });
    expect(del.json<{ ids: number[] }>().ids.sort()).toEqual([...ids].sort());
    const [keep] = await seed(1, mill, '2026-06-03');
    const res = await post('/api/reports/restore', { ids: [...ids, keep] });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ code: string }>().code).toBe('report.notRestorable');
    expect(await live(ids)).toBe(0);
  });

  it('is all or nothing: a failure inside the transaction deletes none', async () => {
    const ids = await seed(6, mill, '2026-07-07');
    // A trigger that refuses the fourth report's update makes the statement fail part way.
    await t.db.execute(sql`create or replace function test_refuse() returns trigger language plpgsql as $$
      begin if new.id = ${sql.raw(String(ids[3]))} then raise exception 'refused'; end if; return new; end $$`);
    await t.db.execute(
      sql`create trigger test_refuse before update on reports for each row execute function test_refuse()`,
    );
    try {
      const res = await post('/api/reports/delete-matching', {
        start_date: '2026-07-07',
        end_date: '2026-07-07',
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await t.db.execute(sql`drop trigger test_refuse on reports`);
    }
    expect(await live(ids)).toBe(6);
  });

  it('refuses an empty filter; every report goes only with `all` and the count confirmed (issue 31)', async () => {
    const ids = await seed(3, harbor, '2026-08-11');
    const total = async () =>
      (await t.request(admin, { method: 'GET', url: '/api/get-reports-filtered' })).json<{ total: number }>()
        .total;
    const before = await total();
    expect(before).toBeGreaterThanOrEqual(3);
    // An empty body once deleted every report; so did a body of nothing but the page or the sort.
    for (const body of [{}, { page: '2' }, { sort: 'job' }, { all: true }, { count: before }]) {
      const res = await post('/api/reports/delete-matching', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('report.deleteAllUnconfirmed');
    }
    const stale = await post('/api/reports/delete-matching', { all: true, count: before - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ code: string; params: unknown }>()).toMatchObject({
      code: 'report.matchingChanged',
      params: { count: before, asked: before - 1 },
    });
    expect(await total()).toBe(before);

    const res = await post('/api/reports/delete-matching', { all: true, count: before });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ ids: number[] }>().ids).toHaveLength(before);
    expect(res.json<{ ids: number[] }>().ids).toEqual(expect.arrayContaining(ids));
    expect(await total()).toBe(0);
    const undo = await post('/api/reports/restore', { ids: res.json<{ ids: number[] }>().ids });
    expect(undo.statusCode, undo.body).toBe(200);
  });

  it('deletes none when the filters now select more or fewer than the count confirmed', async () => {
    const ids = await seed(4, mill, '2026-09-15');
    const filters = { start_date: '2026-09-15', end_date: '2026-09-15' };
    const res = await post('/api/reports/delete-matching', { ...filters, count: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ params: unknown }>().params).toEqual({ count: 4, asked: 3 });
    expect(await live(ids)).toBe(4);
    const ok = await post('/api/reports/delete-matching', { ...filters, count: 4 });
    expect(ok.json<{ ids: number[] }>().ids.sort()).toEqual([...ids].sort());
  });

  it('is for Admins; a bad filter is 400', async () => {
    const res = await post('/api/reports/delete-matching', { filter: 'x' }, supervisor);
    expect(res.statusCode).toBe(403);
    const bad = await post('/api/reports/delete-matching', { start_date: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    const empty = await post('/api/reports/restore', { ids: [] });
    expect(empty.statusCode).toBe(400);
  });
});
