import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { ScheduleLanePage } from '@shared/schemas/visits';
import { jobs } from '../db/schema/jobs';
import { insertAssignedJob } from '../reports/reports.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { runDataMigration } from '../data-migrations/data-migrations';
import { keptOf } from './schedule-lane-page';
import { scheduleDaysMigrations } from './schedule-days';
import { visitJobStates } from './visit-job-states';
import { insertVisit } from './visits.fixtures';

const log = { info: () => undefined };

/**
 * The month's cards (decision 0079, amended 2026-12-03 evening): `cards_per_day` sends each lane's
 * first visits of a day and counts its crowded days, `technician_id` one person's lane whole (a
 * cell's "+N more" opened). Read as before, from the kept days (decision 0078), and with the
 * assignments' kept job states (decision 0081).
 */
let t: TestApp;
let admin: Session;
let supervisor: Session;

const get = async (session: Session, url: string) => {
  const res = await t.request(session, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ScheduleLanePage>();
};

const MONTH = 'from=2027-03-01&to=2027-03-31';
const DAY = '2027-03-10';

const MODES = ['read as before', 'read from the kept days', 'read from the kept days and job states'];

describe.each(MODES)('GET /api/schedule, a month’s cards, %s', (mode) => {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.loginAs(Role.Admin);
    supervisor = await t.loginAs(Role.Supervisor);
    const fills = [
      ...(mode === 'read as before' ? [] : scheduleDaysMigrations),
      ...(mode === MODES[2] ? [visitJobStates] : []),
    ];
    for (const m of fills) await runDataMigration(t.db, m, { now: () => new Date(), log });
    // An Admin's cards then read each assignment's kept job state, not its job (decision 0081).
    expect(await keptOf(t.db)).toMatchObject({
      days: mode !== 'read as before',
      jobs: mode === MODES[2],
    });
  });
  afterAll(() => t.close());

  it('sends each lane’s first cards of a day, the crowded days’ totals, and the same loads', async () => {
    const ann = await t.createUser({ name: 'Crowd Ann', typeId: Role.Technician });
    const bob = await t.createUser({ name: 'Crowd Bob', typeId: Role.Technician });
    const own = await insertAssignedJob(t.db, { assignees: [supervisor.userId] });
    const other = await insertAssignedJob(t.db);
    const gone = await insertAssignedJob(t.db);
    const visit = (jobId: number, startTime: string | null, people: number[], date = DAY) =>
      insertVisit(t.db, { jobId, date, startTime, endTime: null, people });
    // Ann's day: a visit without a window comes first in a cell, then by start.
    const late = await visit(other, '11:00', [ann]);
    const anyTime = await visit(own, null, [ann]);
    const early = await visit(own, '08:00', [ann]);
    const shared = await visit(other, '09:00', [ann, bob]);
    const ownLate = await visit(own, '12:00', [ann]);
    // A visit of a job in the trash neither takes a place nor counts.
    await visit(gone, '07:00', [ann]);
    await t.db.update(jobs).set({ deletedAt: new Date() }).where(eq(jobs.id, gone));
    // A day of two is not crowded: both come.
    const next1 = await visit(other, '08:00', [ann], '2027-03-11');
    const next2 = await visit(other, '09:00', [ann], '2027-03-11');
    const nobody = await visit(other, '10:00', [], DAY);

    const url = (cards = '') => `/api/schedule?${MONTH}&technician=crowd&lane_page=1${cards}`;
    const all = await get(admin, url());
    const month = await get(admin, url('&cards_per_day=2'));
    expect(month.technicians.map((p) => p.id)).toEqual([ann, bob]);
    expect(month.lane_count).toBe(2);
    // Ann's first two of the 10th, Bob's one (also Ann's third), the 11th's two, the unassigned.
    expect(month.visits.map((v) => v.id)).toEqual([early, shared, nobody, anyTime, next1, next2]);
    expect(month.day_totals).toEqual([{ technician_id: ann, date: DAY, visits: 5 }]);
    // The loads count every visit, not the cards sent.
    expect(month.loads).toEqual(all.loads);
    expect(all.visits.map((v) => v.id)).toEqual([
      early,
      shared,
      nobody,
      late,
      ownLate,
      anyTime,
      next1,
      next2,
    ]);
    expect(all.day_totals).toEqual([]);
    // One card a day.
    const one = await get(admin, url('&cards_per_day=1'));
    expect(one.visits.map((v) => v.id)).toEqual([shared, nobody, anyTime, next1]);
    expect(one.day_totals).toEqual([
      { technician_id: ann, date: DAY, visits: 5 },
      { technician_id: ann, date: '2027-03-11', visits: 2 },
    ]);

    // A Supervisor's cards and totals hold their own jobs' visits only.
    const theirs = await get(supervisor, url('&cards_per_day=2'));
    expect(theirs.visits.map((v) => v.id)).toEqual([early, anyTime]);
    expect(theirs.day_totals).toEqual([{ technician_id: ann, date: DAY, visits: 3 }]);
    expect(theirs.loads).toEqual((await get(supervisor, url())).loads);

    // "+N more" opened: Ann's day whole, her lane alone, no unassigned row.
    const day = await get(admin, `/api/schedule?from=${DAY}&to=${DAY}&lane_page=1&technician_id=${ann}`);
    expect(day.technicians.map((p) => p.id)).toEqual([ann]);
    expect(day.lane_count).toBe(1);
    expect(day.visits.map((v) => v.id)).toEqual([early, shared, late, ownLate, anyTime]);
    expect(day.day_totals).toEqual([]);
    const mine = await get(
      supervisor,
      `/api/schedule?from=${DAY}&to=${DAY}&lane_page=1&technician_id=${ann}`,
    );
    expect(mine.visits.map((v) => v.id)).toEqual([early, ownLate, anyTime]);
    // Someone who is not a lane of the day: nothing.
    const office = await t.createUser({ name: 'Crowd Office', typeId: Role.Supervisor });
    const none = await get(admin, `/api/schedule?from=${DAY}&to=${DAY}&lane_page=1&technician_id=${office}`);
    expect(none).toMatchObject({ technicians: [], visits: [], lane_count: 0 });
  });

  it('refuses cards or a person without a page, and cards out of range', async () => {
    for (const q of ['cards_per_day=2', 'technician_id=3']) {
      const res = await t.request(admin, { method: 'GET', url: `/api/schedule?${MONTH}&${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json<{ fieldCodes: Record<string, { code: string }> }>().fieldCodes, q).toEqual({
        lane_page: { code: 'visit.lanePageNeeded' },
      });
    }
    for (const q of [
      'cards_per_day=0',
      'cards_per_day=11',
      'cards_per_day=two',
      'technician_id=0',
      'technician_id=x',
    ]) {
      const res = await t.request(admin, { method: 'GET', url: `/api/schedule?${MONTH}&lane_page=1&${q}` });
      expect(res.statusCode, q).toBe(400);
    }
  });
});
