import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, Status } from '@shared/constants';
import type { MyVisitsResponse, ScheduleResponse } from '@shared/schemas/visits';
import { jobs } from '../db/schema/jobs';
import { users } from '../db/schema/users';
import { insertAssignedJob } from '../reports/reports.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertVisit } from './visits.fixtures';

/** Issue 18 parts 3 and 4: the schedule's lanes and visits, and a person's day with the overdue. */
let t: TestApp;
let admin: Session;
let supervisor: Session;
let tech: Session;
let now = new Date('2026-06-10T16:00:00Z');
beforeAll(async () => {
  t = await createTestApp();
  t.app.clock = () => now;
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  tech = await t.loginAs(Role.Technician);
});
afterAll(() => t.close());

const get = async <T>(session: Session, url: string) => {
  const res = await t.request(session, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

describe('GET /api/schedule', () => {
  it('has a lane per active Technician and per anyone else on a visit of the days, and the visits of the days', async () => {
    const ana = await t.createUser({ name: 'Ana Lane', typeId: Role.Technician });
    const resting = await t.createUser({
      name: 'Inactive Lane',
      typeId: Role.Technician,
      statusId: Status.Inactive,
    });
    const boss = await t.createUser({ name: 'Boss On Visit', typeId: Role.Admin });
    const gone = await t.createUser({ name: 'Deleted Lane', typeId: Role.Technician });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone));
    const job = await insertAssignedJob(t.db, { assignees: [supervisor.userId] });
    const other = await insertAssignedJob(t.db);
    const deletedJob = await insertAssignedJob(t.db);
    const inRange = await insertVisit(t.db, { jobId: job, date: '2026-06-08', people: [ana, boss] });
    const skipped = await insertVisit(t.db, { jobId: other, date: '2026-06-14', status: 'skipped' });
    const done = await insertVisit(t.db, { jobId: other, date: '2026-06-09', status: 'done', people: [ana] });
    await insertVisit(t.db, { jobId: job, date: '2026-06-15', people: [ana] });
    await insertVisit(t.db, { jobId: job, date: '2026-06-07' });
    await insertVisit(t.db, { jobId: deletedJob, date: '2026-06-09' });
    await t.db.update(jobs).set({ deletedAt: new Date() }).where(eq(jobs.id, deletedJob));

    const week = await get<ScheduleResponse>(admin, '/api/schedule?from=2026-06-08&to=2026-06-14');
    expect(week.visits.map((v) => v.id)).toEqual([inRange, done, skipped]);
    const lanes = week.technicians.map((p) => p.id);
    expect(lanes).toEqual(expect.arrayContaining([ana, boss, tech.userId]));
    expect(lanes).not.toContain(resting);
    expect(lanes).not.toContain(gone);
    expect(lanes).not.toContain(supervisor.userId);
    const names = week.technicians.map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort());

    // A Supervisor sees their own jobs' visits only; the lanes stay.
    const own = await get<ScheduleResponse>(supervisor, '/api/schedule?from=2026-06-08&to=2026-06-14');
    expect(own.visits.map((v) => v.id)).toEqual([inRange]);
    expect(own.technicians.map((p) => p.id)).toContain(ana);

    // A name narrows the lanes, and the visits to theirs and the unassigned ones.
    const named = await get<ScheduleResponse>(
      admin,
      '/api/schedule?from=2026-06-08&to=2026-06-14&technician=boss',
    );
    expect(named.technicians.map((p) => p.id)).toEqual([boss]);
    expect(named.visits.map((v) => v.id)).toEqual([inRange, skipped]);
  });

  it('refuses Technicians, a range backwards or longer than 62 days, and days that are not days', async () => {
    expect(
      (await t.request(tech, { method: 'GET', url: '/api/schedule?from=2026-06-01&to=2026-06-07' }))
        .statusCode,
    ).toBe(403);
    for (const q of [
      'from=2026-06-08&to=2026-06-01',
      'from=2026-06-01&to=2026-08-10',
      'from=2026-06-31&to=2026-07-01',
      'from=2026-06-01',
    ]) {
      const res = await t.request(admin, { method: 'GET', url: `/api/schedule?${q}` });
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('GET /api/my-visits', () => {
  it('lists the day’s visits in time order, and on today the overdue open ones first', async () => {
    const job = await insertAssignedJob(t.db, { assignees: [tech.userId] });
    const me = [tech.userId];
    const overdue = await insertVisit(t.db, { jobId: job, date: '2026-07-01', people: me });
    const overdueOpen = await insertVisit(t.db, {
      jobId: job,
      date: '2026-07-02',
      status: 'in_progress',
      people: me,
    });
    await insertVisit(t.db, { jobId: job, date: '2026-07-01', status: 'done', people: me });
    const skipped = await insertVisit(t.db, {
      jobId: job,
      date: '2026-07-02',
      status: 'skipped',
      people: me,
    });
    const untimed = await insertVisit(t.db, { jobId: job, date: '2026-07-03', people: me });
    const afternoon = await insertVisit(t.db, {
      jobId: job,
      date: '2026-07-03',
      startTime: '14:00',
      people: me,
    });
    const morning = await insertVisit(t.db, {
      jobId: job,
      date: '2026-07-03',
      startTime: '08:30',
      people: me,
    });
    const doneToday = await insertVisit(t.db, { jobId: job, date: '2026-07-03', status: 'done', people: me });
    await insertVisit(t.db, { jobId: job, date: '2026-07-03' });
    const tomorrow = await insertVisit(t.db, { jobId: job, date: '2026-07-04', people: me });

    // 00:05 on July 3rd in New York (04:05 UTC): today is the 3rd.
    now = new Date('2026-07-03T04:05:00Z');
    const today = await get<MyVisitsResponse>(tech, '/api/my-visits');
    expect([today.today, today.day]).toEqual(['2026-07-03', '2026-07-03']);
    expect(today.visits.map((v) => v.id)).toEqual([
      overdue,
      overdueOpen,
      morning,
      afternoon,
      untimed,
      doneToday,
    ]);

    // 23:55 on July 2nd in New York (03:55 UTC on the 3rd): still the 2nd there.
    now = new Date('2026-07-03T03:55:00Z');
    const before = await get<MyVisitsResponse>(tech, '/api/my-visits');
    expect(before.today).toBe('2026-07-02');
    // The day's own visits show whatever their status; earlier ones only while open.
    expect(before.visits.map((v) => v.id)).toEqual([overdue, overdueOpen, skipped]);

    // Tomorrow is one tap away: another day shows that day only, no overdue ones.
    now = new Date('2026-07-03T15:00:00Z');
    const next = await get<MyVisitsResponse>(tech, '/api/my-visits?day=2026-07-04');
    expect([next.today, next.day]).toEqual(['2026-07-03', '2026-07-04']);
    expect(next.visits.map((v) => v.id)).toEqual([tomorrow]);

    // Someone else's day holds none of these.
    const other = await get<MyVisitsResponse>(admin, '/api/my-visits?day=2026-07-03');
    expect(other.visits).toEqual([]);
    expect((await t.request(tech, { method: 'GET', url: '/api/my-visits?day=2026-13-01' })).statusCode).toBe(
      400,
    );
  });
});
