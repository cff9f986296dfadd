import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, Status } from '@shared/constants';
import type { JobVisitsResponse, VisitRow } from '@shared/schemas/visits';
import { jobs } from '../db/schema/jobs';
import { visits, visitUsers } from '../db/schema/visits';
import { insertAssignedJob } from '../reports/reports.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertVisit } from './visits.fixtures';

/** Issue 18 part 1: visits by hand, read, moved, reassigned, skipped; a job's visits. */
let t: TestApp;
let admin: Session;
let supervisor: Session;
let otherSupervisor: Session;
let tech: Session;
let tech2: Session;
let jobA: number;
let jobB: number;
let now = new Date('2026-03-10T15:00:00Z');
beforeAll(async () => {
  t = await createTestApp();
  t.app.clock = () => now;
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  otherSupervisor = await t.loginAs(Role.Supervisor);
  tech = await t.loginAs(Role.Technician);
  tech2 = await t.loginAs(Role.Technician);
  jobA = await insertAssignedJob(t.db, { name: 'Bakery', assignees: [supervisor.userId, tech.userId] });
  jobB = await insertAssignedJob(t.db, { name: 'Warehouse', assignees: [otherSupervisor.userId] });
});
afterAll(() => t.close());

const call = (session: Session, method: string, url: string, payload?: unknown) =>
  t.request(session, { method, url, payload });
const visitCount = async () => (await t.db.select({ n: count() }).from(visits))[0]!.n;

describe('POST /api/visits', () => {
  it('plans a visit by hand with a window and people, answered as every screen shows it', async () => {
    const res = await call(admin, 'POST', '/api/visits', {
      job_id: jobA,
      date: '2026-03-12',
      start_time: '09:00',
      end_time: '10:30',
      technician_ids: [tech.userId, tech2.userId, tech.userId],
    });
    expect(res.statusCode).toBe(201);
    const { visit } = res.json<{ visit: VisitRow }>();
    expect(visit).toMatchObject({
      job_id: jobA,
      date: '2026-03-12',
      start_time: '09:00',
      end_time: '10:30',
      status: 'scheduled',
      skip_reason: null,
      occurrence: null,
      moved: false,
      job: { id: jobA, name: 'Bakery', category: 'Pest Control' },
      report: null,
    });
    expect(visit.location.address).toMatch(/Main Street/);
    expect(visit.technicians.map((p) => p.id).sort()).toEqual([tech.userId, tech2.userId].sort());
  });

  it('lets a Supervisor plan their own jobs only, and no Technician at all', async () => {
    const own = await call(supervisor, 'POST', '/api/visits', { job_id: jobA, date: '2026-03-13' });
    expect(own.statusCode).toBe(201);
    expect(own.json<{ visit: VisitRow }>().visit.technicians).toEqual([]);
    const before = await visitCount();
    const other = await call(supervisor, 'POST', '/api/visits', { job_id: jobB, date: '2026-03-13' });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('visit.supervisorOnlyOwn');
    const technician = await call(tech, 'POST', '/api/visits', { job_id: jobA, date: '2026-03-13' });
    expect(technician.statusCode).toBe(403);
    expect(await visitCount()).toBe(before);
  });

  it('refuses a missing, deleted or inactive job and people who are not active, writing nothing', async () => {
    const inactiveJob = await insertAssignedJob(t.db, { statusId: Status.Inactive });
    const deletedJob = await insertAssignedJob(t.db);
    await t.db.update(jobs).set({ deletedAt: new Date() }).where(eq(jobs.id, deletedJob));
    const gone = await t.createUser({ statusId: Status.Inactive });
    const before = await visitCount();
    const cases: [unknown, number, string][] = [
      [{ job_id: 999_999, date: '2026-03-12' }, 404, 'visit.jobNotFound'],
      [{ job_id: deletedJob, date: '2026-03-12' }, 404, 'visit.jobNotFound'],
      [{ job_id: inactiveJob, date: '2026-03-12' }, 409, 'visit.jobInactive'],
      [
        { job_id: jobA, date: '2026-03-12', technician_ids: [tech.userId, gone] },
        400,
        'visit.technicianInvalid',
      ],
      [{ job_id: jobA, date: '2026-03-12', technician_ids: [999_999] }, 400, 'visit.technicianInvalid'],
      [{ job_id: jobA, date: '2026-02-30' }, 400, 'visit.dateInvalid'],
      [{ job_id: jobA, date: '2026-03-12', start_time: '25:00' }, 400, 'visit.timeInvalid'],
      [
        { job_id: jobA, date: '2026-03-12', start_time: '10:00', end_time: '09:00' },
        400,
        'visit.windowOrder',
      ],
    ];
    for (const [payload, status, code] of cases) {
      const res = await call(admin, 'POST', '/api/visits', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(JSON.stringify(res.json())).toContain(code);
    }
    expect(await visitCount()).toBe(before);
  });
});

describe('GET /api/visits/:id', () => {
  it('answers Admins any visit, Supervisors their own jobs’, Technicians the ones they are on', async () => {
    const id = await insertVisit(t.db, { jobId: jobA, date: '2026-03-14', people: [tech.userId] });
    const onB = await insertVisit(t.db, { jobId: jobB, date: '2026-03-14', people: [tech.userId] });
    expect((await call(admin, 'GET', `/api/visits/${onB}`)).statusCode).toBe(200);
    expect((await call(supervisor, 'GET', `/api/visits/${id}`)).statusCode).toBe(200);
    const notOwn = await call(supervisor, 'GET', `/api/visits/${onB}`);
    expect([notOwn.statusCode, notOwn.json().code]).toEqual([403, 'visit.supervisorOnlyOwn']);
    expect((await call(tech, 'GET', `/api/visits/${onB}`)).statusCode).toBe(200);
    const notOn = await call(tech2, 'GET', `/api/visits/${id}`);
    expect([notOn.statusCode, notOn.json().code]).toEqual([403, 'visit.notYours']);
    const missing = await call(admin, 'GET', '/api/visits/999999');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'visit.notFound']);
  });
});

describe('PATCH /api/visits/:id', () => {
  const patch = (session: Session, id: number, payload: unknown) =>
    call(session, 'PATCH', `/api/visits/${id}`, payload);
  const peopleOf = async (id: number) =>
    (await t.db.select({ u: visitUsers.userId }).from(visitUsers).where(eq(visitUsers.visitId, id)))
      .map((r) => r.u)
      .sort();

  it('moves and reassigns, answering the visit as it now is; a generated one becomes moved', async () => {
    const id = await insertVisit(t.db, {
      jobId: jobA,
      date: '2026-03-16',
      occurrence: '2026-03-16',
      startTime: '08:00',
      people: [tech.userId],
    });
    const res = await patch(admin, id, {
      date: '2026-03-17',
      end_time: '09:15',
      technician_ids: [tech2.userId],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ visit: VisitRow }>().visit).toMatchObject({
      date: '2026-03-17',
      start_time: '08:00',
      end_time: '09:15',
      occurrence: '2026-03-16',
      moved: true,
      technicians: [{ id: tech2.userId }],
    });
    expect(await peopleOf(id)).toEqual([tech2.userId]);
    // Moved back by hand (an undo), it stays marked: the office chose where it is.
    const back = await patch(admin, id, { date: '2026-03-16' });
    expect(back.json<{ visit: VisitRow }>().visit.moved).toBe(true);
  });

  it('leaves a visit made by hand unmarked, and a generated one unmoved by a change of nothing', async () => {
    const byHand = await insertVisit(t.db, { jobId: jobA, date: '2026-03-16' });
    expect((await patch(admin, byHand, { date: '2026-03-18' })).json().visit.moved).toBe(false);
    const generated = await insertVisit(t.db, { jobId: jobA, date: '2026-03-23', occurrence: '2026-03-23' });
    const same = await patch(supervisor, generated, { date: '2026-03-23', technician_ids: [] });
    expect(same.json().visit.moved).toBe(false);
  });

  it('checks the window against the part not sent', async () => {
    const id = await insertVisit(t.db, { jobId: jobA, date: '2026-03-16', startTime: '10:00' });
    const res = await patch(admin, id, { end_time: '09:00' });
    expect([res.statusCode, res.json().fieldCodes?.end_time?.code]).toEqual([400, 'visit.windowOrder']);
    expect((await patch(admin, id, { start_time: null, end_time: '09:00' })).statusCode).toBe(200);
  });

  it('skips with a reason only, and scheduling again clears the reason', async () => {
    const id = await insertVisit(t.db, { jobId: jobA, date: '2026-03-19' });
    const bare = await patch(admin, id, { status: 'skipped' });
    expect(bare.statusCode).toBe(400);
    expect(JSON.stringify(bare.json())).toContain('visit.skipReasonRequired');
    const blank = await patch(admin, id, { status: 'skipped', skip_reason: '   ' });
    expect(blank.statusCode).toBe(400);
    const skipped = await patch(admin, id, {
      status: 'skipped',
      skip_reason: 'Customer closed for holidays',
    });
    expect(skipped.json().visit).toMatchObject({
      status: 'skipped',
      skip_reason: 'Customer closed for holidays',
    });
    const again = await patch(admin, id, { status: 'scheduled' });
    expect(again.json().visit).toMatchObject({ status: 'scheduled', skip_reason: null });
    const reasonAlone = await patch(admin, id, { skip_reason: 'No status' });
    expect([reasonAlone.statusCode, reasonAlone.json().code]).toEqual([409, 'visit.statusChange']);
  });

  it('refuses to move, reassign or skip a done visit, and to skip one in progress', async () => {
    const done = await insertVisit(t.db, {
      jobId: jobA,
      date: '2026-03-02',
      status: 'done',
      people: [tech.userId],
    });
    for (const payload of [
      { date: '2026-03-20' },
      { technician_ids: [tech2.userId] },
      { start_time: '07:00' },
    ]) {
      const res = await patch(admin, done, payload);
      expect([res.statusCode, res.json().code]).toEqual([409, 'visit.notMovable']);
    }
    const skip = await patch(admin, done, { status: 'skipped', skip_reason: 'x' });
    expect([skip.statusCode, skip.json().code]).toEqual([409, 'visit.statusChange']);
    const open = await insertVisit(t.db, { jobId: jobA, date: '2026-03-02', status: 'in_progress' });
    expect((await patch(admin, open, { status: 'skipped', skip_reason: 'x' })).statusCode).toBe(409);
    // In progress may still move: the technician is late, not done.
    expect((await patch(admin, open, { date: '2026-03-03' })).statusCode).toBe(200);
    const [row] = await t.db.select().from(visits).where(eq(visits.id, done));
    expect(row).toMatchObject({ date: '2026-03-02', status: 'done' });
  });

  it('refuses Technicians, Supervisors of other jobs, unknown people and unknown visits', async () => {
    const id = await insertVisit(t.db, { jobId: jobA, date: '2026-03-21', people: [tech.userId] });
    expect((await patch(tech, id, { date: '2026-03-22' })).statusCode).toBe(403);
    const other = await patch(otherSupervisor, id, { date: '2026-03-22' });
    expect([other.statusCode, other.json().code]).toEqual([403, 'visit.supervisorOnlyOwn']);
    const nobody = await patch(admin, id, { technician_ids: [999_999] });
    expect([nobody.statusCode, nobody.json().code]).toEqual([400, 'visit.technicianInvalid']);
    expect(await peopleOf(id)).toEqual([tech.userId]);
    expect((await patch(admin, 999_999, { date: '2026-03-22' })).statusCode).toBe(404);
  });
});

describe('GET /api/jobs/:id/visits', () => {
  it('pages coming visits soonest first and past ones latest first, against the office’s today', async () => {
    const job = await insertAssignedJob(t.db, { assignees: [supervisor.userId] });
    const days = ['2026-04-01', '2026-04-02', '2026-04-03'];
    const ids: Record<string, number> = {};
    for (const d of days) ids[d] = await insertVisit(t.db, { jobId: job, date: d });
    const late = await insertVisit(t.db, { jobId: job, date: '2026-04-02', startTime: '15:00' });
    const early = await insertVisit(t.db, { jobId: job, date: '2026-04-02', startTime: '08:00' });
    const read = async (when: string) => {
      const res = await call(supervisor, 'GET', `/api/jobs/${job}/visits?when=${when}`);
      expect(res.statusCode).toBe(200);
      return res.json<JobVisitsResponse>();
    };
    // 23:30 on April 1st in New York is already April 2nd in UTC: the office's day decides.
    now = new Date('2026-04-02T03:30:00Z');
    let coming = await read('coming');
    expect(coming.visits.map((v) => v.id)).toEqual([
      ids['2026-04-01'],
      early,
      late,
      ids['2026-04-02'],
      ids['2026-04-03'],
    ]);
    expect((await read('past')).total).toBe(0);
    now = new Date('2026-04-03T04:10:00Z');
    coming = await read('coming');
    expect(coming.visits.map((v) => v.id)).toEqual([ids['2026-04-03']]);
    const past = await read('past');
    expect(past.total).toBe(4);
    expect(past.visits.map((v) => v.id)).toEqual([ids['2026-04-02'], late, early, ids['2026-04-01']]);
    now = new Date('2026-03-10T15:00:00Z');
  });

  it('answers 25 a page with the total, and refuses other Supervisors, unknown jobs and bad queries', async () => {
    const job = await insertAssignedJob(t.db);
    for (let i = 0; i < 27; i += 1) await insertVisit(t.db, { jobId: job, date: '2026-05-01' });
    const page2 = await call(admin, 'GET', `/api/jobs/${job}/visits?when=coming&page=2`);
    expect(page2.json<JobVisitsResponse>()).toMatchObject({ total: 27 });
    expect(page2.json<JobVisitsResponse>().visits).toHaveLength(2);
    expect((await call(supervisor, 'GET', `/api/jobs/${job}/visits`)).statusCode).toBe(403);
    expect((await call(tech, 'GET', `/api/jobs/${jobA}/visits`)).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/api/jobs/999999/visits')).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/jobs/${job}/visits?when=later`)).statusCode).toBe(400);
  });
});
