import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { CLOCK_INSTANTS } from '@shared/clock-instants.fixtures';
import { addDaysTo } from '@shared/dates';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql-helpers';
import { QUEUE_SCHEMA, sendJob } from '../queue/job-queue';
import type { QueueWorker } from '../queue/queue-worker';
import { dueNow, jobsOf } from '../queue/queue.fixtures';
import { createTestApp, freshPostgresDatabase, type TestApp } from '../test/test-app';
import { insertRecurringJob, visitsOfJob } from './recurrence.fixtures';
import { scheduleVisitPlanning, startVisitPlanningWorker, VISIT_PLANNING_CRON } from './visit-planning';

/**
 * On PostgreSQL two test apps share one database, as two server processes do, each with its own
 * pg-boss; PGlite is one process (its folder is locked to it), so there both are one app.
 */
const onPostgres = process.env.DB_TARGET === 'postgres';
const shared = onPostgres ? await freshPostgresDatabase() : undefined;
const t = await createTestApp({}, { databaseUrl: shared?.url });
const other: TestApp = shared ? await createTestApp({}, { databaseUrl: shared.url }) : t;
afterAll(async () => {
  if (shared) await other.close();
  await t.close();
  if (shared) await shared.drop();
});

const TZ = 'America/New_York';
const HORIZON = 7;
const workers: QueueWorker[] = [];
afterEach(async () => {
  for (const w of workers.splice(0)) await w.stop();
});
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

function planner(app: TestApp, now: () => Date, db: Db = app.db) {
  const worker = startVisitPlanningWorker({
    boss: app.app.boss,
    db,
    now,
    timeZone: TZ,
    horizonDays: HORIZON,
    log: silent,
  });
  workers.push(worker);
  return worker;
}

/**
 * A job visited weekly from `day`: a run on `day` plans it and a week later; one on the day after
 * only the week later, one on the day before only `day` (the horizon ends a week after today).
 */
const weeklyFrom = (day: string) =>
  insertRecurringJob(t.db, { rule: { start_date: day, frequency: 'weekly' } });
const plannedDates = async (jobId: number) => (await visitsOfJob(t.db, jobId)).map((v) => v.date);
const plannedOn = (day: string) => [day, addDaysTo(day, HORIZON)];

/** Evenings in New York, 19:00 to midnight, when UTC has already moved on to the next day. */
const NEW_YORK_EVENINGS = [
  { at: '2027-06-15T23:00:00Z', newYork: '2027-06-15', what: '19:00 EDT' },
  { at: '2027-06-16T01:30:00Z', newYork: '2027-06-15', what: '21:30 EDT' },
  { at: '2027-06-16T03:59:00Z', newYork: '2027-06-15', what: '23:59 EDT' },
  { at: '2027-12-01T00:00:00Z', newYork: '2027-11-30', what: '19:00 EST on the last of the month' },
  { at: '2027-12-01T04:59:00Z', newYork: '2027-11-30', what: '23:59 EST' },
];

describe('the visit-planning queue', () => {
  it('plans the horizon from the office’s today by the clock, at any hour', async () => {
    for (const c of [...CLOCK_INSTANTS, ...NEW_YORK_EVENINGS]) {
      const jobId = await weeklyFrom(c.newYork);
      const worker = planner(t, () => new Date(c.at));
      await sendJob(t.db, 'visit-planning', {});
      expect(await worker.drain(), c.what).toBe(1);
      expect(await plannedDates(jobId), `${c.at}: ${c.what}`).toEqual(plannedOn(c.newYork));
      await worker.stop();
    }
  });

  it('tries a failed run again, and the retry plans', async () => {
    const jobId = await weeklyFrom('2027-08-10');
    let fail = true;
    // The database away for the first run: its transaction cannot begin.
    const flaky = new Proxy(t.db, {
      get(target, prop) {
        if (prop === 'transaction' && fail) {
          fail = false;
          return () => Promise.reject(new Error('database away'));
        }
        const value: unknown = Reflect.get(target, prop);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    const worker = planner(t, () => new Date('2027-08-10T15:00:00Z'), flaky);
    const id = await sendJob(t.db, 'visit-planning', {});
    expect(await worker.drain()).toBe(1);
    const [failed] = (await jobsOf(t.db, 'visit-planning')).filter((j) => j.id === id);
    expect(failed).toMatchObject({ state: 'retry', output: { message: 'database away' } });
    expect(await plannedDates(jobId)).toEqual([]);
    await dueNow(t.db, 'visit-planning');
    expect(await worker.drain()).toBe(1);
    expect((await jobsOf(t.db, 'visit-planning')).find((j) => j.id === id)?.state).toBe('completed');
    expect(await plannedDates(jobId)).toEqual(plannedOn('2027-08-10'));
  });

  it('keeps one job waiting and runs it once when two processes start and work together', async () => {
    const jobId = await weeklyFrom('2027-09-01');
    const before = (await jobsOf(t.db, 'visit-planning')).length;
    // Both processes start: each puts its hourly cron in place and sends its start's job.
    await Promise.all([scheduleVisitPlanning(t.app.boss, TZ), scheduleVisitPlanning(other.app.boss, TZ)]);
    const waiting = (await jobsOf(t.db, 'visit-planning')).slice(before);
    expect(waiting.map((j) => j.state)).toEqual(['created']);
    const schedules = await queryRows<{ name: string; cron: string; timezone: string }>(
      t.db,
      sql`select name, cron, timezone from ${sql.raw(QUEUE_SCHEMA)}.schedule where name = 'visit-planning'`,
    );
    expect(schedules).toEqual([{ name: 'visit-planning', cron: VISIT_PLANNING_CRON, timezone: TZ }]);

    const now = () => new Date('2027-09-01T12:00:00Z');
    const [a, b] = [planner(t, now), planner(other, now)];
    const tried = await Promise.all([a.drain(), b.drain()]);
    expect(tried[0] + tried[1]).toBe(1);
    expect((await jobsOf(t.db, 'visit-planning')).find((j) => j.id === waiting[0]!.id)?.state).toBe(
      'completed',
    );
    expect(await plannedDates(jobId)).toEqual(plannedOn('2027-09-01'));
  });
});
