import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { ScheduleLanePage, ScheduleResponse } from '@shared/schemas/visits';
import { jobs } from '../db/schema/jobs';
import { insertAssignedJob } from '../reports/reports.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertVisit } from './visits.fixtures';

/** The week board's pages of lanes (issue 33, decision 0066): `GET /api/schedule?lane_page=`. */
let t: TestApp;
let admin: Session;
let supervisor: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
});
afterAll(() => t.close());

const get = async <T>(session: Session, url: string) => {
  const res = await t.request(session, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

const WEEK = 'from=2027-02-01&to=2027-02-07';

describe('GET /api/schedule?lane_page=', () => {
  it('answers every lane with its load of each day, and the cards of one page of lanes', async () => {
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
    expect(first.technicians.map((p) => p.id)).toEqual([a, b, c, d, e]);
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
    const loads = new Map(first.loads.map((l) => [l.technician_id, l]));
    expect(first.loads.map((l) => l.technician_id)).toEqual([a, b, c, d, e]);
    expect(loads.get(a!)).toEqual({
      technician_id: a,
      visits: [2, 0, 0, 0, 0, 0, 0],
      minutes: [180, 0, 0, 0, 0, 0, 0],
    });
    expect(loads.get(d!)!.minutes).toEqual([0, 30, 0, 0, 0, 0, 0]);
    expect(loads.get(e!)!.visits).toEqual([0, 0, 0, 0, 0, 0, 0]);

    const second = await get<ScheduleLanePage>(admin, url(2));
    expect(second.lane_page.lane_ids).toEqual([c, d]);
    expect(second.visits.map((v) => v.id)).toEqual([shared]);
    const third = await get<ScheduleLanePage>(admin, url(3));
    expect(third.lane_page.lane_ids).toEqual([e]);
    expect(third.visits).toEqual([]);
    const past = await get<ScheduleLanePage>(admin, url(4));
    expect(past.lane_page.lane_ids).toEqual([]);
    expect(past.visits).toEqual([]);

    // A Supervisor's pages and loads hold their own jobs' visits only.
    const mine = await get<ScheduleLanePage>(supervisor, url(1));
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
