import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, Status } from '@shared/constants';
import type { ScheduleLanePage, ScheduleResponse } from '@shared/schemas/visits';
import { jobs } from '../db/schema/jobs';
import { users } from '../db/schema/users';
import { insertAssignedJob } from '../reports/reports.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { runDataMigration } from '../data-migrations/data-migrations';
import { scheduleDaysMigrations, scheduleDaysReady } from './schedule-days';
import { visitDayBounds, visitDayBoundsReady } from './visit-day-bounds';
import { visitJobStates, visitJobStatesReady } from './visit-job-states';
import { insertVisit } from './visits.fixtures';

const log = { info: () => undefined };

/**
 * The week board's pages of lanes (issue 33, decision 0066): `GET /api/schedule?lane_page=`, the
 * same answers read as before (an upgraded database whose stored rows are not yet filled), from
 * the kept days and marks with their indexes (decision 0078), and with the people's kept bounds
 * and the assignments' job states too (decision 0081), each on a database of its own.
 */
let t: TestApp;
let admin: Session;
let supervisor: Session;

const get = async <T>(session: Session, url: string) => {
  const res = await t.request(session, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

const WEEK = 'from=2027-02-01&to=2027-02-07';

const MODES = [
  'read as before',
  'read from the kept days',
  'read from the kept days and bounds',
  'read from the kept days, bounds and job states',
];

describe.each(MODES)('GET /api/schedule?lane_page=, %s', (mode) => {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.loginAs(Role.Admin);
    supervisor = await t.loginAs(Role.Supervisor);
    const upgrades = [...scheduleDaysMigrations, visitDayBounds, visitJobStates].slice(
      0,
      [0, 3, 4, 5][MODES.indexOf(mode)],
    );
    for (const m of upgrades) await runDataMigration(t.db, m, { now: () => new Date(), log });
    expect(await scheduleDaysReady(t.db)).toBe(mode !== 'read as before');
    expect(await visitDayBoundsReady(t.db)).toBe(MODES.indexOf(mode) >= 2);
    expect(await visitJobStatesReady(t.db)).toBe(MODES.indexOf(mode) === 3);
  });
  afterAll(() => t.close());

  it('answers one page of lanes with their loads and cards, and on the first page how many lanes there are', async () => {
    const [a, b, c, d, e] = await Promise.all(
      ['Pager Ann', 'Pager Bob', 'Pager Cy', 'Pager Dee', 'Pager Eve'].map((name) =>
        t.createUser({ name, typeId: Role.Technician }),
      ),
    );
    const own = await insertAssignedJob(t.db, { assignees: [supervisor.userId] });
    const other = await insertAssignedJob(t.db);
    const gone = await insertAssignedJob(t.db);
    const monday = '2027-02-01';
    const tuesday = '2027-02-02';
    const timed = await insertVisit(t.db, {
      jobId: own,
      date: monday,
      startTime: '08:00',
      endTime: '10:00',
      people: [a!],
    });
    // No window: an hour of the day. Skipped: nothing. Both on the first lane.
    const anyTime = await insertVisit(t.db, { jobId: other, date: monday, people: [a!] });
    const skipped = await insertVisit(t.db, { jobId: own, date: tuesday, status: 'skipped', people: [a!] });
    const shared = await insertVisit(t.db, {
      jobId: other,
      date: tuesday,
      startTime: '13:00',
      endTime: '13:30',
      people: [b!, d!],
    });
    const unassigned = await insertVisit(t.db, { jobId: own, date: '2027-02-03' });
    await insertVisit(t.db, { jobId: gone, date: monday, people: [e!] });
    await t.db.update(jobs).set({ deletedAt: new Date() }).where(eq(jobs.id, gone));
    await insertVisit(t.db, { jobId: own, date: '2027-02-08', people: [e!] });

    const url = (page: number) => `/api/schedule?${WEEK}&technician=pager&lane_page=${page}&lane_page_size=2`;
    const first = await get<ScheduleLanePage>(admin, url(1));
    // The page's lanes only, in the order of them all, and how many there are.
    expect(first.technicians.map((p) => p.id)).toEqual([a, b]);
    expect(first.lane_count).toBe(5);
    expect(first.lane_page).toEqual({ page: 1, size: 2, lane_ids: [a, b] });
    expect(first.visits.map((v) => v.id)).toEqual([timed, anyTime, shared, skipped, unassigned]);
    // A card carries what the card shows, nothing of the dialog's.
    expect(Object.keys(first.visits[0]!).sort()).toEqual(
      [
        'change_requested',
        'date',
        'end_time',
        'id',
        'job',
        'location',
        'start_time',
        'status',
        'technicians',
      ].sort(),
    );
    expect(Object.keys(first.visits[0]!.job).sort()).toEqual(['id', 'name']);
    expect(Object.keys(first.visits[0]!.location).sort()).toEqual(['id', 'name']);
    // The page's lanes' loads: a window's length, an hour without one, nothing when skipped.
    expect(first.loads).toEqual([
      { technician_id: a, visits: [2, 0, 0, 0, 0, 0, 0], minutes: [180, 0, 0, 0, 0, 0, 0] },
      { technician_id: b, visits: [0, 1, 0, 0, 0, 0, 0], minutes: [0, 30, 0, 0, 0, 0, 0] },
    ]);

    const second = await get<ScheduleLanePage>(admin, url(2));
    expect(second.technicians.map((p) => p.id)).toEqual([c, d]);
    expect(second.lane_page.lane_ids).toEqual([c, d]);
    expect(second.lane_count).toBeNull();
    expect(second.visits.map((v) => v.id)).toEqual([shared]);
    expect(second.loads.find((l) => l.technician_id === d)!.minutes).toEqual([0, 30, 0, 0, 0, 0, 0]);
    const third = await get<ScheduleLanePage>(admin, url(3));
    expect(third.lane_page.lane_ids).toEqual([e]);
    expect(third.visits).toEqual([]);
    expect(third.loads).toEqual([
      { technician_id: e, visits: [0, 0, 0, 0, 0, 0, 0], minutes: [0, 0, 0, 0, 0, 0, 0] },
    ]);
    const past = await get<ScheduleLanePage>(admin, url(4));
    expect(past.technicians).toEqual([]);
    expect(past.visits).toEqual([]);
    expect(past.loads).toEqual([]);

    // A Supervisor's pages and loads hold their own jobs' visits only.
    const mine = await get<ScheduleLanePage>(supervisor, url(1));
    expect(mine.technicians.map((p) => p.id)).toEqual([a, b]);
    expect(mine.visits.map((v) => v.id)).toEqual([timed, skipped, unassigned]);
    expect(mine.loads.find((l) => l.technician_id === a)!.minutes).toEqual([120, 0, 0, 0, 0, 0, 0]);
    expect(mine.loads.find((l) => l.technician_id === b)!.visits).toEqual([0, 0, 0, 0, 0, 0, 0]);

    // Without a page the answer is the whole range, every field, as the day and month views read it.
    const whole = await get<ScheduleResponse>(admin, `/api/schedule?${WEEK}&technician=pager`);
    expect(whole.visits.map((v) => v.id)).toEqual([timed, anyTime, shared, skipped, unassigned]);
    expect(whole.visits[0]).toMatchObject({
      job_id: own,
      report: null,
      location: { address: expect.any(String) },
    });
    expect(whole).not.toHaveProperty('lane_page');
  });

  it('counts and pages the lanes a search and a Supervisor’s scope leave, in the order of them all', async () => {
    // Names that sort otherwise than their ids; a Supervisor (not a lane unless on a visit) between them.
    const zed = await t.createUser({ name: 'Finder Zed', typeId: Role.Technician });
    const amy = await t.createUser({ name: 'finder Amy', typeId: Role.Technician });
    const office = await t.createUser({ name: 'Finder Office', typeId: Role.Supervisor });
    const boss = await t.createUser({ name: 'Finder Boss', typeId: Role.Supervisor });
    const left = await t.createUser({ name: 'Finder Gone', typeId: Role.Technician });
    await t.db.update(users).set({ statusId: Status.Inactive }).where(eq(users.id, left));
    const own = await insertAssignedJob(t.db, { assignees: [supervisor.userId] });
    const other = await insertAssignedJob(t.db);
    // Someone who left is a lane while on a visit of the week; a Supervisor too.
    await insertVisit(t.db, { jobId: own, date: '2027-02-04', people: [left] });
    await insertVisit(t.db, { jobId: other, date: '2027-02-05', people: [boss] });
    await insertVisit(t.db, { jobId: other, date: '2027-03-05', people: [office] });

    const page = (session: Session, n: number, search = 'finder') =>
      get<ScheduleLanePage>(
        session,
        `/api/schedule?${WEEK}&technician=${search}&lane_page=${n}&lane_page_size=2`,
      );
    const first = await page(admin, 1);
    expect(first.lane_count).toBe(4);
    expect(first.technicians.map((p) => p.name)).toEqual(['finder Amy', 'Finder Boss']);
    expect((await page(admin, 2)).technicians.map((p) => p.name)).toEqual(['Finder Gone', 'Finder Zed']);
    expect((await page(admin, 3)).technicians).toEqual([]);
    // The search narrows the count too.
    const narrowed = await page(admin, 1, 'zed');
    expect(narrowed.lane_count).toBe(1);
    expect(narrowed.technicians.map((p) => p.id)).toEqual([zed]);
    expect((await page(admin, 1, 'nobody-has-this')).lane_count).toBe(0);
    // A Supervisor's lanes: the Technicians, and those on their own jobs' visits only.
    const theirs = await page(supervisor, 1);
    expect(theirs.lane_count).toBe(3);
    expect(theirs.technicians.map((p) => p.id)).toEqual([amy, left]);
    expect((await page(supervisor, 2)).technicians.map((p) => p.id)).toEqual([zed]);
    // The lanes of all pages are the whole answer's, in its order.
    const whole = await get<ScheduleResponse>(admin, `/api/schedule?${WEEK}&technician=finder`);
    expect(whole.technicians.map((p) => p.name)).toEqual([
      'finder Amy',
      'Finder Boss',
      'Finder Gone',
      'Finder Zed',
    ]);
  });

  it('refuses a page or a page size that is not a whole number in range, and a size without a page', async () => {
    for (const q of [
      'lane_page=0',
      'lane_page=-1',
      'lane_page=abc',
      'lane_page=1.5',
      'lane_page=1&lane_page_size=0',
      'lane_page=1&lane_page_size=51',
      'lane_page=1&lane_page_size=ten',
      'lane_page_size=10',
    ]) {
      const res = await t.request(admin, { method: 'GET', url: `/api/schedule?${WEEK}&${q}` });
      expect(res.statusCode, q).toBe(400);
    }
    const alone = await t.request(admin, { method: 'GET', url: `/api/schedule?${WEEK}&lane_page_size=10` });
    expect(alone.json<{ fieldCodes: Record<string, { code: string }> }>().fieldCodes).toEqual({
      lane_page_size: { code: 'visit.lanePageSizeAlone' },
    });
    const largest = await t.request(admin, {
      method: 'GET',
      url: `/api/schedule?${WEEK}&lane_page=1&lane_page_size=50`,
    });
    expect(largest.statusCode).toBe(200);
  });
});
