import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus, Role, Status } from '@shared/constants';
import type { ReportDetail } from '@shared/schemas/reports';
import type { VisitRow } from '@shared/schemas/visits';
import { reports } from '../db/schema/reports';
import { templates } from '../db/schema/templates';
import { visits, visitUsers } from '../db/schema/visits';
import { insertAssignedJob, insertTemplate } from '../reports/reports.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertVisit } from './visits.fixtures';

/** Issue 18 part 1: a report is started from a visit (or today's), and the visit follows its reports. */
let t: TestApp;
let admin: Session;
let supervisor: Session;
let tech: Session;
let templateId: number;
let now = new Date('2026-09-15T14:00:00Z');
beforeAll(async () => {
  t = await createTestApp();
  t.app.clock = () => now;
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  tech = await t.loginAs(Role.Technician);
  templateId = (
    await insertTemplate(t.db, { tasks: [{ task: 'Visit', fields: [{ name: 'Note', type: 1 }] }] })
  ).id;
});
afterAll(() => t.close());

const call = (session: Session, method: string, url: string, payload?: unknown) =>
  t.request(session, { method, url, payload });
const newJob = () => insertAssignedJob(t.db, { assignees: [tech.userId, supervisor.userId] });
const statusOf = async (id: number) =>
  (await t.db.select({ s: visits.status }).from(visits).where(eq(visits.id, id)))[0]?.s;
const visitOfReport = async (id: number) =>
  (await t.db.select({ v: reports.visitId }).from(reports).where(eq(reports.id, id)))[0]!.v;
async function start(body: Record<string, unknown>, session = tech) {
  const res = await call(session, 'POST', '/api/reports', { template_id: templateId, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportDetail>().id;
}

describe('POST /api/reports with a visit', () => {
  it('keeps the visit and makes it in progress; the visit names its report', async () => {
    const job = await newJob();
    const visit = await insertVisit(t.db, { jobId: job, date: '2026-09-20', people: [tech.userId] });
    const id = await start({ job_id: job, visit_id: visit });
    expect(await visitOfReport(id)).toBe(visit);
    expect(await statusOf(visit)).toBe('in_progress');
    const read = await call(tech, 'GET', `/api/visits/${visit}`);
    expect(read.json<{ visit: VisitRow }>().visit.report).toEqual({
      id,
      status_id: ReportStatus.InProgress,
      user_id: tech.userId,
    });
  });

  it('lets someone sent on the visit start it without being assigned to the job, nobody else', async () => {
    const sent = await t.loginAs(Role.Technician);
    const stranger = await t.loginAs(Role.Technician);
    // The visit was given to `sent` on the schedule; only `tech` and the supervisor are on the job.
    const job = await newJob();
    const visit = await insertVisit(t.db, { jobId: job, date: '2026-09-15', people: [sent.userId] });
    const refused = await call(stranger, 'POST', '/api/reports', {
      job_id: job,
      template_id: templateId,
      visit_id: visit,
    });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'report.notAssigned']);
    // Without the visit, being sent on one is not a licence for the whole job.
    const bare = await call(sent, 'POST', '/api/reports', { job_id: job, template_id: templateId });
    expect([bare.statusCode, bare.json().code]).toEqual([403, 'report.notAssigned']);
    const id = await start({ job_id: job, visit_id: visit }, sent);
    expect(await visitOfReport(id)).toBe(visit);
    expect(await statusOf(visit)).toBe('in_progress');
  });

  it('refuses a visit of another job, a skipped or done one and an unknown one, writing nothing', async () => {
    const job = await newJob();
    const elsewhere = await insertVisit(t.db, { jobId: await newJob(), date: '2026-09-15' });
    const skipped = await insertVisit(t.db, { jobId: job, date: '2026-09-15', status: 'skipped' });
    const done = await insertVisit(t.db, { jobId: job, date: '2026-09-15', status: 'done' });
    const cases: [number, number, string][] = [
      [elsewhere, 400, 'visit.visitOfOtherJob'],
      [skipped, 409, 'visit.statusChange'],
      [done, 409, 'visit.statusChange'],
      [999_999, 404, 'visit.notFound'],
    ];
    const reportsBefore = (await t.db.select({ n: count() }).from(reports))[0]!.n;
    const visitsBefore = (await t.db.select({ n: count() }).from(visits))[0]!.n;
    for (const [visit_id, status, code] of cases) {
      const res = await call(tech, 'POST', '/api/reports', {
        job_id: job,
        template_id: templateId,
        visit_id,
      });
      expect([res.statusCode, res.json().code]).toEqual([status, code]);
    }
    expect((await t.db.select({ n: count() }).from(reports))[0]!.n).toBe(reportsBefore);
    expect((await t.db.select({ n: count() }).from(visits))[0]!.n).toBe(visitsBefore);
    expect([await statusOf(skipped), await statusOf(done)]).toEqual(['skipped', 'done']);
  });
});

describe('POST /api/reports without a visit', () => {
  it('uses the user’s earliest open visit of the job today, by the office’s day', async () => {
    const job = await newJob();
    // 00:20 on September 16th in New York is 04:20 UTC.
    now = new Date('2026-09-16T04:20:00Z');
    await insertVisit(t.db, { jobId: job, date: '2026-09-15', people: [tech.userId] });
    await insertVisit(t.db, { jobId: job, date: '2026-09-16', people: [supervisor.userId] });
    await insertVisit(t.db, { jobId: job, date: '2026-09-16', status: 'skipped', people: [tech.userId] });
    const later = await insertVisit(t.db, {
      jobId: job,
      date: '2026-09-16',
      startTime: '13:00',
      people: [tech.userId],
    });
    const earlier = await insertVisit(t.db, {
      jobId: job,
      date: '2026-09-16',
      startTime: '08:00',
      people: [tech.userId],
    });
    const id = await start({ job_id: job });
    expect(await visitOfReport(id)).toBe(earlier);
    expect([await statusOf(earlier), await statusOf(later)]).toEqual(['in_progress', 'scheduled']);
  });

  it('creates today’s visit with the user on it when there is none, and a refused start creates none', async () => {
    const job = await newJob();
    now = new Date('2026-09-18T03:59:00Z'); // 23:59 on the 17th in New York
    await insertVisit(t.db, { jobId: job, date: '2026-09-18', people: [tech.userId] });
    const before = (await t.db.select({ n: count() }).from(visits))[0]!.n;
    await t.db.update(templates).set({ statusId: Status.Inactive }).where(eq(templates.id, templateId));
    const refused = await call(tech, 'POST', '/api/reports', { job_id: job, template_id: templateId });
    await t.db.update(templates).set({ statusId: Status.Active }).where(eq(templates.id, templateId));
    expect(refused.statusCode).toBe(409);
    expect((await t.db.select({ n: count() }).from(visits))[0]!.n).toBe(before);

    const id = await start({ job_id: job });
    const visit = (await visitOfReport(id))!;
    const [row] = await t.db.select().from(visits).where(eq(visits.id, visit));
    expect(row).toMatchObject({ jobId: job, date: '2026-09-17', status: 'in_progress', occurrence: null });
    const people = await t.db
      .select({ u: visitUsers.userId })
      .from(visitUsers)
      .where(eq(visitUsers.visitId, visit));
    expect(people).toEqual([{ u: tech.userId }]);
    now = new Date('2026-09-15T14:00:00Z');
  });
});

describe('the visit follows its reports', () => {
  it('submit → done, return → in progress, finish → done, delete → scheduled again', async () => {
    const job = await newJob();
    const visit = await insertVisit(t.db, { jobId: job, date: '2026-09-15', people: [tech.userId] });
    const id = await start({ job_id: job, visit_id: visit });
    expect((await call(tech, 'POST', `/api/reports/${id}/submit`)).statusCode).toBe(200);
    expect(await statusOf(visit)).toBe('done');
    const returned = await call(supervisor, 'POST', `/api/reports/${id}/return`, {
      reason: 'Add the photos',
    });
    expect(returned.statusCode).toBe(200);
    expect(await statusOf(visit)).toBe('in_progress');
    await call(tech, 'POST', `/api/reports/${id}/submit`);
    expect((await call(admin, 'POST', `/api/reports/${id}/finish`)).statusCode).toBe(200);
    expect(await statusOf(visit)).toBe('done');
    const deleted = await call(admin, 'POST', '/api/delete-reports', { ids: String(id) });
    expect(deleted.statusCode).toBe(200);
    expect(await statusOf(visit)).toBe('scheduled');
  });

  it('stays in progress while another report on it is, and keeps its other live report on a delete', async () => {
    const job = await newJob();
    const visit = await insertVisit(t.db, {
      jobId: job,
      date: '2026-09-15',
      people: [tech.userId, supervisor.userId],
    });
    const mine = await start({ job_id: job, visit_id: visit });
    const theirs = await start({ job_id: job, visit_id: visit }, supervisor);
    await call(tech, 'POST', `/api/reports/${mine}/submit`);
    expect(await statusOf(visit)).toBe('in_progress');
    await call(supervisor, 'POST', `/api/reports/${theirs}/submit`);
    expect(await statusOf(visit)).toBe('done');
    await call(admin, 'POST', '/api/delete-reports', { ids: String(theirs) });
    expect(await statusOf(visit)).toBe('done');
  });

  it('goes back with a bulk delete and returns with its Undo', async () => {
    const job = await insertAssignedJob(t.db, { name: 'Bulk visit job', assignees: [tech.userId] });
    const visit = await insertVisit(t.db, { jobId: job, date: '2026-09-15', people: [tech.userId] });
    const id = await start({ job_id: job, visit_id: visit });
    const del = await call(admin, 'POST', '/api/reports/delete-matching', { job_filter: 'Bulk visit job' });
    expect(del.statusCode, del.body).toBe(200);
    expect(await statusOf(visit)).toBe('scheduled');
    const undo = await call(admin, 'POST', '/api/reports/restore', { ids: [id] });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await statusOf(visit)).toBe('in_progress');
  });
});
