import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { LaneLoad, ScheduleLanePage, ScheduleResponse } from '@shared/schemas/visits';
import { queryRows } from '../db/sql-helpers';
import { runDataMigration } from '../data-migrations/data-migrations';
import { insertLocation } from '../jobs/jobs.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { scheduleDaysMigrations, scheduleDaysReady } from './schedule-days';

/**
 * The schedule at the size: 200 technicians with 40 visits a week each (8,000 visits a
 * week), over 20 weeks (160,000 visits), so reading one week has to go through visits_date_idx.
 */
const TECHNICIANS = 200;
const WEEKS = 20;
const PER_WEEK = 40;
let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  const site = await insertLocation(t.db);
  // A bulk load, not audited API calls: the audit triggers are off meanwhile.
  const triggers = [
    ['users', 'users_audit'],
    ['jobs', 'jobs_audit'],
    ['visits', 'visits_audit'],
    ['visit_users', 'visit_users_audit'],
  ];
  for (const [table, trigger] of triggers) {
    await t.db.execute(
      sql`alter table ${sql.identifier(table!)} disable trigger ${sql.identifier(trigger!)}`,
    );
  }
  await t.db.execute(sql`
    insert into users (name, email, username, password_hash, type_id, status_id)
    select 'Lane ' || lpad(i::text, 3, '0'), 'lane' || i || '@example.com', 'lane' || i, 'x', 4, 1
    from generate_series(1, ${TECHNICIANS}) i`);
  await t.db.execute(sql`
    insert into jobs (name, category, location_id, status_id)
    select 'Route ' || j, 'Pest Control', ${site}, 1 from generate_series(1, 400) j`);
  // Visit i: week i / 8,000, technician i % 200, a weekday and a two-hour window.
  await t.db.execute(sql`
    insert into visits (job_id, date, start_time, end_time)
    select (select min(id) from jobs) + i % 400,
           date '2026-01-05' + (i / ${TECHNICIANS * PER_WEEK}) * 7 + (i % 5),
           time '08:00' + (i % 4) * interval '2 hours', time '10:00' + (i % 4) * interval '2 hours'
    from generate_series(0, ${TECHNICIANS * PER_WEEK * WEEKS - 1}) i`);
  await t.db.execute(sql`
    insert into visit_users (visit_id, user_id)
    select v.id, u.id from visits v
    join users u on u.username = 'lane' || (1 + v.id % ${TECHNICIANS})`);
  for (const [table, trigger] of triggers) {
    await t.db.execute(sql`alter table ${sql.identifier(table!)} enable trigger ${sql.identifier(trigger!)}`);
  }
  await t.db.execute(sql`analyze`);
}, 600_000);
afterAll(() => t.close());

describe('GET /api/schedule at 200 technicians × 40 visits a week', () => {
  it('answers a week’s 8,000 visits and 200 lanes in one read along visits_date_idx', async () => {
    const url = '/api/schedule?from=2026-03-02&to=2026-03-08';
    await t.request(admin, { method: 'GET', url });
    const started = performance.now();
    const res = await t.request(admin, { method: 'GET', url });
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(200);
    const week = res.json<ScheduleResponse>();
    console.info(
      `schedule week: ${week.visits.length} visits, ${week.technicians.length} lanes in ${Math.round(ms)} ms`,
    );
    expect(week.visits).toHaveLength(TECHNICIANS * PER_WEEK);
    expect(week.technicians.filter((p) => p.name.startsWith('Lane '))).toHaveLength(TECHNICIANS);
    expect(week.visits.every((v) => v.technicians.length === 1)).toBe(true);
    // Generous for two shared cores; the figure printed above is the one to read.
    expect(ms).toBeLessThan(5000);

    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      t.db,
      sql`explain select v.id from visits v join jobs j on j.id = v.job_id
          where v.date between '2026-03-02'::date and '2026-03-08'::date and j.deleted_at is null`,
    );
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('visits_date_idx');
  });

  it('answers the week board a page of lanes at a twentieth of the whole week or less, every lane on exactly one page', async () => {
    const week = '/api/schedule?from=2026-03-02&to=2026-03-08';
    const whole = await t.request(admin, { method: 'GET', url: week });
    const started = performance.now();
    const first = await t.request(admin, { method: 'GET', url: `${week}&lane_page=1` });
    const ms = performance.now() - started;
    expect(first.statusCode).toBe(200);
    const wholeBytes = Buffer.byteLength(whole.body);
    const pageBytes = Buffer.byteLength(first.body);
    console.info(
      `schedule week: whole ${(wholeBytes / 1024).toFixed(0)} KiB, the board's first page ` +
        `${(pageBytes / 1024).toFixed(0)} KiB in ${Math.round(ms)} ms`,
    );
    // A page is 10 lanes × 40 cards (about 230 bytes a card: 90 KiB) and those lanes' names, hours
    // and week's loads: what a screen of two or three rows and its margin needs. No page holds
    // every lane any more (decision 0066, amended 2026-12-03).
    expect(pageBytes).toBeLessThan(110 * 1024);
    expect(pageBytes * 20).toBeLessThan(wholeBytes);

    const page = first.json<ScheduleLanePage>();
    const lanes = whole.json<ScheduleResponse>().technicians.map((p) => p.id);
    expect(page.lane_count).toBe(lanes.length);
    expect(page.technicians).toHaveLength(page.lane_page.size);
    const seen: number[] = [];
    const visits = new Set<number>();
    const loads: LaneLoad[] = [];
    for (let n = 1; n <= Math.ceil(page.lane_count! / page.lane_page.size) + 1; n++) {
      const res = await t.request(admin, { method: 'GET', url: `${week}&lane_page=${n}` });
      const answer = res.json<ScheduleLanePage>();
      expect(answer.technicians.map((p) => p.id)).toEqual(answer.lane_page.lane_ids);
      seen.push(...answer.lane_page.lane_ids);
      loads.push(...answer.loads);
      for (const v of answer.visits) visits.add(v.id);
    }
    expect(seen).toEqual(lanes);
    expect(visits.size).toBe(TECHNICIANS * PER_WEEK);
    // Each lane's load adds up to its visits of the week (none skipped here).
    const laneLoads = loads.filter((l) => l.visits.some((n) => n > 0));
    expect(laneLoads).toHaveLength(TECHNICIANS);
    expect(laneLoads.every((l) => l.visits.reduce((a, b) => a + b, 0) === PER_WEEK)).toBe(true);
  });

  it('answers the same first pages from the kept days once an upgraded database is filled', async () => {
    const week = '/api/schedule?from=2026-03-02&to=2026-03-08';
    // A week where some visits have nobody and some people who are not active Technicians do.
    await t.db.execute(sql`delete from visit_users where visit_id in
      (select id from visits where date = '2026-03-03'::date and id % 7 = 0)`);
    await t.db.execute(sql`update users set status_id = 2 where username in ('lane7', 'lane8')`);
    const pages = async () => {
      const read: ScheduleLanePage[] = [];
      for (const n of [1, 2, 5]) {
        const res = await t.request(admin, { method: 'GET', url: `${week}&lane_page=${n}` });
        read.push(res.json<ScheduleLanePage>());
      }
      return read;
    };
    // As a database upgraded from before migration 0047 holds its rows: the kept columns null.
    const step = (() => {
      let at = performance.now();
      return (what: string) => {
        console.info(`kept days at scale: ${what} in ${Math.round(performance.now() - at)} ms`);
        at = performance.now();
      };
    })();
    await t.db.execute(sql`update visit_users set date = null`);
    await t.db.execute(sql`update visits set unassigned = null`);
    step('nulled');
    expect(await scheduleDaysReady(t.db)).toBe(false);
    const before = await pages();
    step('read as before');
    expect(before[0]!.visits.filter((v) => v.technicians.length === 0).length).toBeGreaterThan(100);
    for (const m of scheduleDaysMigrations) {
      await runDataMigration(t.db, m, { now: () => new Date(), log: { info: () => undefined } });
      step(m.name);
    }
    await t.db.execute(sql`analyze`);
    expect(await scheduleDaysReady(t.db)).toBe(true);
    expect(await pages()).toEqual(before);
  }, 400_000);
});
