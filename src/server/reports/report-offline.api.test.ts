import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldType, ReportStatus, Role, Status } from '@shared/constants';
import type { StartForm } from '@shared/schemas/report-start';
import type { ReportDetail } from '@shared/schemas/reports';
import { reportAnswers, reportFiles, reports } from '../db/schema/reports';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertAssignedJob, insertTemplate, uploadReportImage } from './reports.fixtures';
import { photoPng } from './test-images';

/** Issue 32: what a phone sends again after losing the connection is stored once. */
let t: TestApp;
let technician: Session;
let dataDir: string;
beforeAll(async () => {
  // Uploaded images land in a folder of this run's own: the test counts the files there.
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-offline-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  technician = await t.loginAs(Role.Technician);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (session: Session, method: string, url: string, payload?: unknown) =>
  t.request(session, { method, url, payload });
const storedImages = () => readdir(path.join(dataDir, 'files', 'reports')).catch(() => []);

async function startedReport() {
  const template = await insertTemplate(t.db, {
    tasks: [{ task: 'Visit', fields: [{ name: 'Photos', type: FieldType.Photo }] }],
  });
  const job = await insertAssignedJob(t.db, { assignees: [technician.userId] });
  const res = await call(technician, 'POST', '/api/reports', { job_id: job, template_id: template.id });
  expect(res.statusCode, res.body).toBe(200);
  const report = res.json<ReportDetail>();
  return { id: report.id, fieldId: report.tasks[0]!.fields[0]!.id };
}

describe('POST /api/reports/{id}/files with a client key', () => {
  it('stores an image sent three times under one key once, and answers the same file each time', async () => {
    const { id, fieldId } = await startedReport();
    const before = (await storedImages()).length;
    const key = 'mk3f9a2-4c1d8e7b';
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const res = await uploadReportImage(t, technician, id, fieldId, photoPng(40, 30), key);
      expect(res.statusCode, res.body).toBe(200);
      answers.push(res.json<{ id: number }>().id);
    }
    expect(new Set(answers).size).toBe(1);
    const rows = await t.db.select().from(reportFiles).where(eq(reportFiles.reportId, id));
    expect(rows.map((r) => r.id)).toEqual([answers[0]]);
    expect((await storedImages()).length).toBe(before + 1);

    // Another key is another image; without a key every upload is one of its own.
    const other = await uploadReportImage(t, technician, id, fieldId, photoPng(40, 30), 'mk3f9a2-99999999');
    const plain = await uploadReportImage(t, technician, id, fieldId, photoPng(40, 30));
    expect(new Set([answers[0], other.json<{ id: number }>().id, plain.json<{ id: number }>().id]).size).toBe(
      3,
    );
    expect((await storedImages()).length).toBe(before + 3);
  });

  it('refuses a key that is not a device id', async () => {
    const { id, fieldId } = await startedReport();
    const res = await uploadReportImage(t, technician, id, fieldId, photoPng(40, 30), 'a%20b');
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/reports with a client key (a report started offline)', () => {
  async function jobAndTemplate() {
    const template = await insertTemplate(t.db, {
      tasks: [
        {
          task: 'Visit',
          fields: [
            { name: 'Contact', type: FieldType.Text },
            { name: 'Stations', type: FieldType.Number },
          ],
        },
      ],
    });
    const job = await insertAssignedJob(t.db, { assignees: [technician.userId] });
    return { body: { job_id: job, template_id: template.id }, job, fields: template.fieldIds };
  }
  const reportsOf = (job: number) =>
    t.db.select({ id: reports.id, statusId: reports.statusId }).from(reports).where(eq(reports.jobId, job));

  it('creates the report once however often the start is sent', async () => {
    const { body, job } = await jobAndTemplate();
    const key = crypto.randomUUID();
    const ids = [];
    for (let i = 0; i < 3; i++) {
      const res = await call(technician, 'POST', '/api/reports', { ...body, client_key: key });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json<ReportDetail>().id);
    }
    expect(new Set(ids).size).toBe(1);
    expect(await reportsOf(job)).toEqual([{ id: ids[0], statusId: ReportStatus.InProgress }]);

    // Still the same report once submitted: a late retry does not start a second one.
    await t.db.update(reports).set({ statusId: ReportStatus.Submitted }).where(eq(reports.id, ids[0]!));
    const late = await call(technician, 'POST', '/api/reports', { ...body, client_key: key });
    expect(late.statusCode).toBe(200);
    expect(late.json<ReportDetail>().id).toBe(ids[0]);
    expect(await reportsOf(job)).toHaveLength(1);
  });

  it('resolves to the report already in progress on the job, and the offline answers join its own', async () => {
    const { body, job, fields } = await jobAndTemplate();
    // Started elsewhere (another phone, online) and answered there.
    const elsewhere = await call(technician, 'POST', '/api/reports', body);
    expect(elsewhere.statusCode).toBe(200);
    const existing = elsewhere.json<ReportDetail>().id;
    const first = await call(technician, 'PUT', `/api/reports/${existing}/answers`, {
      answers: [{ field_id: fields[0], value: 'Dana on the dock' }],
    });
    expect(first.statusCode, first.body).toBe(200);

    const key = crypto.randomUUID();
    const offline = await call(technician, 'POST', '/api/reports', { ...body, client_key: key });
    expect(offline.statusCode, offline.body).toBe(200);
    expect(offline.json<ReportDetail>().id).toBe(existing);
    const again = await call(technician, 'POST', '/api/reports', { ...body, client_key: key });
    expect(again.json<ReportDetail>().id).toBe(existing);
    const sent = await call(technician, 'PUT', `/api/reports/${existing}/answers`, {
      answers: [{ field_id: fields[1], value: 12 }],
    });
    expect(sent.statusCode, sent.body).toBe(200);

    expect(await reportsOf(job)).toEqual([{ id: existing, statusId: ReportStatus.InProgress }]);
    const answers = await t.db
      .select({ fieldId: reportAnswers.fieldId, value: reportAnswers.value })
      .from(reportAnswers)
      .where(eq(reportAnswers.reportId, existing));
    expect(new Map(answers.map((a) => [a.fieldId, a.value]))).toEqual(
      new Map<number, unknown>([
        [fields[0]!, 'Dana on the dock'],
        [fields[1]!, 12],
      ]),
    );
  });

  it('keeps the 409 for a start without a key, and refuses a key that is not a device id', async () => {
    const { body } = await jobAndTemplate();
    expect((await call(technician, 'POST', '/api/reports', body)).statusCode).toBe(200);
    expect((await call(technician, 'POST', '/api/reports', body)).statusCode).toBe(409);
    const bad = await call(technician, 'POST', '/api/reports', { ...body, client_key: 'not a key' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/reports/templates/{id}/form', () => {
  it('gives the form a report started from an active template would copy, with no answers', async () => {
    const tpl = await insertTemplate(t.db, { name: 'Offline Form' });
    const res = await call(technician, 'GET', `/api/reports/templates/${tpl.id}/form`);
    expect(res.statusCode, res.body).toBe(200);
    const form = res.json<StartForm>();
    expect(form.template).toEqual({ id: tpl.id, name: 'Offline Form', company_name: expect.any(String) });
    const fields = form.tasks.flatMap((task) => task.fields);
    expect(fields).toHaveLength(11);
    expect(fields.every((f) => f.answer === null)).toBe(true);
    // The same fields, in the same order, as the report then started has.
    const job = await insertAssignedJob(t.db, { assignees: [technician.userId] });
    const started = await call(technician, 'POST', '/api/reports', { job_id: job, template_id: tpl.id });
    const report = started.json<ReportDetail>();
    expect(fields.map((f) => f.id)).toEqual(report.tasks.flatMap((task) => task.fields.map((f) => f.id)));
    expect(form.tasks.map((task) => task.task)).toEqual(report.tasks.map((task) => task.task));

    const inactive = await insertTemplate(t.db, { name: 'Resting Form', statusId: Status.Inactive });
    expect((await call(technician, 'GET', `/api/reports/templates/${inactive.id}/form`)).statusCode).toBe(
      404,
    );
    expect((await call(technician, 'GET', '/api/reports/templates/999999/form')).statusCode).toBe(404);
    // A form with no field is not one to start from: the templates list leaves it out too.
    const empty = await insertTemplate(t.db, { name: 'Empty Form', tasks: [{ task: 'x', fields: [] }] });
    expect((await call(technician, 'GET', `/api/reports/templates/${empty.id}/form`)).statusCode).toBe(404);
  });
});
