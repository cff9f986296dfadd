import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { MyJob } from '@shared/schemas/jobs';
import type { ReportDetail } from '@shared/schemas/reports';
import { reports } from '../db/schema/reports';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertAssignedJob, insertTemplate } from './reports.fixtures';

/** Issue 11: one report in progress per user and job; "My jobs" names it so it is continued. */
let t: TestApp;
let technician: Session;
let other: Session;
let supervisor: Session;
beforeAll(async () => {
  t = await createTestApp();
  technician = await t.loginAs(Role.Technician);
  other = await t.loginAs(Role.Technician);
  supervisor = await t.loginAs(Role.Supervisor);
});
afterAll(() => t.close());

const call = (session: Session, method: string, url: string, payload?: unknown) =>
  t.request(session, { method, url, payload });

async function setup() {
  const template = await insertTemplate(t.db, {
    tasks: [{ task: 'Visit', fields: [{ name: 'Note', type: 1 }] }],
  });
  const job = await insertAssignedJob(t.db, {
    assignees: [technician.userId, other.userId, supervisor.userId],
  });
  return { body: { job_id: job, template_id: template.id }, job, fieldId: template.fieldIds[0]! };
}

const myJob = async (session: Session, job: number) => {
  const res = await call(session, 'GET', '/api/my/jobs');
  expect(res.statusCode).toBe(200);
  return res.json<MyJob[]>().find((j) => j.id === job);
};

describe('POST /api/reports: one report in progress per job', () => {
  it('refuses a second start by the same user with 409 naming the open report', async () => {
    const { body, job } = await setup();
    const first = await call(technician, 'POST', '/api/reports', body);
    expect(first.statusCode).toBe(200);
    const { id } = first.json<ReportDetail>();

    const second = await call(technician, 'POST', '/api/reports', body);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: 'report.alreadyOpen',
      params: { id },
      message: `You already have a report in progress for this job: report #${id}.`,
      openReportId: id,
    });
    const rows = await t.db.select({ id: reports.id }).from(reports).where(eq(reports.jobId, job));
    expect(rows).toEqual([{ id }]);
  });

  it('lets other people start their own report on the same job', async () => {
    const { body } = await setup();
    expect((await call(technician, 'POST', '/api/reports', body)).statusCode).toBe(200);
    expect((await call(other, 'POST', '/api/reports', body)).statusCode).toBe(200);
    expect((await call(supervisor, 'POST', '/api/reports', body)).statusCode).toBe(200);
  });

  it('lets exactly one of three concurrent starts through', async () => {
    const { body, job } = await setup();
    const answers = await Promise.all([
      call(technician, 'POST', '/api/reports', body),
      call(technician, 'POST', '/api/reports', body),
      call(technician, 'POST', '/api/reports', body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await t.db.select({ id: reports.id }).from(reports).where(eq(reports.jobId, job));
    expect(rows).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().openReportId).toBe(rows[0]!.id);
    }
  });

  it('allows a new start once the open report is submitted', async () => {
    const { body, fieldId } = await setup();
    const { id } = (await call(technician, 'POST', '/api/reports', body)).json<ReportDetail>();
    await call(technician, 'PUT', `/api/reports/${id}/answers`, {
      answers: [{ field_id: fieldId, value: 'done' }],
    });
    expect((await call(technician, 'POST', `/api/reports/${id}/submit`)).statusCode).toBe(200);
    const next = await call(technician, 'POST', '/api/reports', body);
    expect(next.statusCode).toBe(200);
    expect(next.json<ReportDetail>().id).not.toBe(id);
  });

  it('does not count a deleted report as open', async () => {
    const { body } = await setup();
    const { id } = (await call(technician, 'POST', '/api/reports', body)).json<ReportDetail>();
    await t.db.update(reports).set({ deletedAt: new Date() }).where(eq(reports.id, id));
    expect((await call(technician, 'POST', '/api/reports', body)).statusCode).toBe(200);
  });
});

describe('GET /api/my/jobs: the open report', () => {
  it('names the user’s own report in progress, and nothing once it is submitted', async () => {
    const { body, job, fieldId } = await setup();
    expect((await myJob(technician, job))?.open_report_id).toBeNull();
    const { id } = (await call(technician, 'POST', '/api/reports', body)).json<ReportDetail>();
    expect((await myJob(technician, job))?.open_report_id).toBe(id);
    // Someone else's report is theirs to continue, not this user's.
    expect((await myJob(other, job))?.open_report_id).toBeNull();

    await call(technician, 'PUT', `/api/reports/${id}/answers`, {
      answers: [{ field_id: fieldId, value: 'done' }],
    });
    await call(technician, 'POST', `/api/reports/${id}/submit`);
    expect((await myJob(technician, job))?.open_report_id).toBeNull();
  });
});
