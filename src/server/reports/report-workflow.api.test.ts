import { and, asc, eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus, Role, Status } from '@shared/constants';
import { EMPTY_APPLICATION } from '@shared/schemas/application-values';
import type { ReportDetail } from '@shared/schemas/reports';
import { auditLog } from '../db/schema/audit';
import { jobs } from '../db/schema/jobs';
import { taskFields, tasks, templates } from '../db/schema/templates';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertAssignedJob, insertChemical, insertTemplate, uploadReportImage } from './reports.fixtures';
import { photoPng, signaturePng } from './test-images';

let t: TestApp;
let admin: Session;
let supervisor: Session;
let technician: Session;
let stranger: Session;
let chemical: number;
let dataDir: string;
beforeAll(async () => {
  // Uploaded images land in a folder of this run's own, not in the working copy's data folder.
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-reports-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
  stranger = await t.loginAs(Role.Technician);
  chemical = await insertChemical(t.db, { name: 'Demand CS' });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (session: Session, method: string, url: string, payload?: unknown) =>
  t.request(session, { method, url, payload });

/** A template of every field type and a job the technician and the supervisor are assigned to. */
async function setup() {
  const template = await insertTemplate(t.db);
  const job = await insertAssignedJob(t.db, { assignees: [technician.userId, supervisor.userId] });
  return { template, job };
}

async function start(session: Session = technician) {
  const { template, job } = await setup();
  const res = await call(session, 'POST', '/api/reports', { job_id: job, template_id: template.id });
  expect(res.statusCode, res.body).toBe(200);
  return { report: res.json<ReportDetail>(), template, job, f: template.fieldIds };
}

const saveAnswers = (session: Session, id: number, answers: { field_id: number; value: unknown }[]) =>
  call(session, 'PUT', `/api/reports/${id}/answers`, { answers });

const upload = (session: Session, id: number, fieldId: number, data = signaturePng()) =>
  uploadReportImage(t, session, id, fieldId, data);

/** Valid answers to the seven required fields of EVERY_TYPE. */
const requiredAnswers = (f: number[]) => [
  { field_id: f[0]!, value: 'Kitchen manager' },
  { field_id: f[1]!, value: 'All stations checked.\nNo activity.' },
  { field_id: f[2]!, value: 12 },
  { field_id: f[3]!, value: '2026-04-01' },
  { field_id: f[4]!, value: ['Storage', 'Kitchen'] },
  { field_id: f[5]!, value: 'Low' },
  { field_id: f[6]!, value: 'No' },
];

describe('POST /api/reports (start)', () => {
  it('starts a report on an assigned job: In Progress, by the technician, with the template snapshot', async () => {
    const { report, template, job } = await start();
    expect(report).toMatchObject({
      status_id: ReportStatus.InProgress,
      status: { status: 'In Progress' },
      job: { id: job },
      template: { id: template.id },
      user: { id: technician.userId },
      submitted_at: null,
      finished_at: null,
      can: { edit: true, submit: true, finish: false, return: false, print: false, delete: false },
    });
    expect(report.tasks).toHaveLength(1);
    expect(report.tasks[0]!.fields.map((f) => [f.field_name, f.field_type, f.required, f.answer])).toEqual([
      ['Contact on site', 1, 1, null],
      ['Notes', 2, 1, null],
      ['Stations checked', 3, 1, null],
      ['Next visit', 4, 1, null],
      ['Areas', 5, 1, null],
      ['Activity', 6, 1, null],
      ['Follow-up', 7, 1, null],
      ['Customer signature', 8, 0, null],
      ['Photos', 9, 0, null],
      ['Product applied', 10, 0, null],
      ['Label', 11, 0, null],
    ]);
    expect(report.tasks[0]!.fields[4]!.options).toEqual(['Kitchen', 'Storage', 'Dock']);
    expect(report.tasks[0]!.fields[10]!.default_value).toBe('https://example.com/label.pdf');
    expect(report.history).toEqual([
      expect.objectContaining({
        from_status_id: null,
        to_status_id: 1,
        from: null,
        to: { status: 'In Progress' },
      }),
    ]);
  });

  it('keeps its snapshot when the template is edited, its fields changed and a task removed', async () => {
    const { report, template } = await start();
    await t.db
      .update(templates)
      .set({ name: 'Renamed', companyName: 'New Co' })
      .where(eq(templates.id, template.id));
    await t.db
      .update(taskFields)
      .set({ fieldName: 'Changed', options: '["X","Y"]' })
      .where(eq(taskFields.taskId, template.taskIds[0]!));
    await t.db
      .insert(taskFields)
      .values({ taskId: template.taskIds[0]!, fieldName: 'Added later', fieldType: 1 });
    const res = await call(technician, 'GET', `/api/reports/${report.id}`);
    const again = res.json<ReportDetail>();
    expect(again.template).toEqual(report.template);
    expect(again.tasks).toEqual(report.tasks);
    await t.db.delete(tasks).where(eq(tasks.id, template.taskIds[0]!));
    expect((await call(technician, 'GET', `/api/reports/${report.id}`)).json<ReportDetail>().tasks).toEqual(
      report.tasks,
    );
  });

  it('refuses a job the user is not assigned to (403), unless they are an Admin', async () => {
    const { template, job } = await setup();
    const res = await call(stranger, 'POST', '/api/reports', { job_id: job, template_id: template.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You are not assigned to this job.');
    expect(
      (await call(admin, 'POST', '/api/reports', { job_id: job, template_id: template.id })).statusCode,
    ).toBe(200);
    expect(
      (await call(supervisor, 'POST', '/api/reports', { job_id: job, template_id: template.id })).statusCode,
    ).toBe(200);
  });

  it('refuses inactive or missing jobs and templates, and templates without fields', async () => {
    const { template, job } = await setup();
    const inactiveTemplate = await insertTemplate(t.db, { statusId: Status.Inactive });
    const emptyTemplate = await insertTemplate(t.db, { tasks: [{ task: 'Nothing yet', fields: [] }] });
    const inactiveJob = await insertAssignedJob(t.db, {
      statusId: Status.Inactive,
      assignees: [technician.userId],
    });
    const cases: [unknown, number, RegExp][] = [
      [{ job_id: inactiveJob, template_id: template.id }, 409, /job is not active/],
      [{ job_id: job, template_id: inactiveTemplate.id }, 409, /template is not active/],
      [{ job_id: job, template_id: emptyTemplate.id }, 409, /no fields/],
      [{ job_id: 999999, template_id: template.id }, 404, /Job not found/],
      [{ job_id: job, template_id: 999999 }, 404, /Template not found/],
      [{ job_id: 'x', template_id: template.id }, 400, /not valid/],
    ];
    for (const [payload, status, message] of cases) {
      const res = await call(technician, 'POST', '/api/reports', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    await t.db.update(jobs).set({ deletedAt: new Date() }).where(eq(jobs.id, job));
    expect(
      (await call(technician, 'POST', '/api/reports', { job_id: job, template_id: template.id })).statusCode,
    ).toBe(404);
  });

  it('lists the templates a report can start from: active ones with fields', async () => {
    const active = await insertTemplate(t.db, { name: 'Startable Form' });
    await insertTemplate(t.db, { name: 'Inactive Form', statusId: Status.Inactive });
    await insertTemplate(t.db, { name: 'Empty Form', tasks: [{ task: 'x', fields: [] }] });
    const res = await call(technician, 'GET', '/api/reports/templates');
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json<{ id: number; name: string; field_count: number }[]>().map((r) => r.name);
    expect(names).toContain('Startable Form');
    expect(names).not.toContain('Inactive Form');
    expect(names).not.toContain('Empty Form');
    expect(
      res.json<{ id: number; field_count: number }[]>().find((r) => r.id === active.id)?.field_count,
    ).toBe(11);
  });
});

describe('reading a report', () => {
  it('lets a Technician read only their own reports; Supervisors and Admins read all', async () => {
    const { report } = await start();
    expect((await call(stranger, 'GET', `/api/reports/${report.id}`)).statusCode).toBe(403);
    for (const session of [technician, supervisor, admin]) {
      expect((await call(session, 'GET', `/api/reports/${report.id}`)).statusCode).toBe(200);
    }
    expect((await call(technician, 'GET', '/api/reports/999999')).statusCode).toBe(404);
  });
});

describe('PUT /api/reports/{id}/answers', () => {
  it('saves an answer of every type, normalised, and shows them in the report', async () => {
    const { report, f } = await start();
    const sig = (await upload(technician, report.id, f[7]!)).json<{ id: number }>().id;
    const photo = (await upload(technician, report.id, f[8]!, photoPng(64, 48))).json<{ id: number }>().id;
    const res = await saveAnswers(technician, report.id, [
      ...requiredAnswers(f),
      { field_id: f[2]!, value: '12.5' },
      { field_id: f[7]!, value: { file_id: sig } },
      { field_id: f[8]!, value: [{ file_id: photo }] },
      {
        field_id: f[9]!,
        value: { chemical_id: chemical, amount: 1.5, unit: ' fl oz ', target_pest: 'Ants' },
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await call(technician, 'GET', `/api/reports/${report.id}`)).json<ReportDetail>();
    expect(detail.tasks[0]!.fields.map((x) => x.answer)).toEqual([
      'Kitchen manager',
      'All stations checked.\nNo activity.',
      12.5,
      '2026-04-01',
      ['Kitchen', 'Storage'],
      'Low',
      'No',
      { file_id: sig },
      [{ file_id: photo }],
      // Sent the way the spec had it, kept as the one application record it is (issue 14).
      [{ ...EMPTY_APPLICATION, chemical_id: chemical, amount: 1.5, unit: 'fl oz', target_pests: 'Ants' }],
      null,
    ]);
    expect(detail.chemicals).toEqual([
      { id: chemical, name: 'Demand CS', epa_reg_no: '1234-56', active_ingredient: null },
    ]);
    expect(detail.files.map((x) => x.id)).toEqual([sig, photo]);
    const image = await call(supervisor, 'GET', `/api/reports/${report.id}/files/${sig}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(signaturePng())).toBe(true);
    expect((await call(stranger, 'GET', `/api/reports/${report.id}/files/${sig}`)).statusCode).toBe(403);
  });

  it('refuses wrong answers with a message per field, and saves none of the call', async () => {
    const { report, f } = await start();
    const other = await start();
    const foreignFile = (await upload(technician, other.report.id, other.f[7]!)).json<{ id: number }>().id;
    const wrong: [number, unknown, RegExp][] = [
      [f[0]!, 42, /text/],
      [f[2]!, 'twelve', /number/],
      // Out of range is refused, not clamped; a comma is the web app's to read, not the API's.
      [f[2]!, 1_000_000_000_000, /number/],
      [f[2]!, '0,5', /number/],
      [f[3]!, '2026-02-30', /YYYY-MM-DD/],
      [f[4]!, ['Kitchen', 'Attic'], /options/],
      [f[4]!, ['Kitchen', 'Kitchen'], /options/],
      [f[5]!, 'Medium', /one of the options/],
      [f[6]!, 'Maybe', /one of the options/],
      [f[7]!, { file_id: foreignFile }, /image was not found/],
      [f[8]!, 'photo.jpg', /photos/],
      [f[9]!, { chemical_id: 999999, amount: 1, unit: 'oz', target_pest: '' }, /chemical/],
      [f[9]!, { chemical_id: chemical, amount: -1, unit: 'oz', target_pest: '' }, /amount/],
      [f[9]!, { chemical_id: chemical, amount: 1_000_000_000, unit: 'oz', target_pest: '' }, /amount/],
      [f[9]!, { chemical_id: chemical, amount: '0.5', unit: 'oz', target_pest: '' }, /amount/],
      [f[9]!, { chemical_id: chemical, amount: 1, unit: ' ', target_pest: '' }, /unit/],
      [f[10]!, 'an answer', /link field takes no answer/],
      [999999, 'x', /not part of the report/],
    ];
    for (const [fieldId, value, message] of wrong) {
      const res = await saveAnswers(technician, report.id, [
        { field_id: f[0]!, value: 'fine' },
        { field_id: fieldId, value },
      ]);
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
        [`answers.${fieldId}`]: expect.stringMatching(message),
      });
    }
    const detail = (await call(technician, 'GET', `/api/reports/${report.id}`)).json<ReportDetail>();
    expect(detail.tasks[0]!.fields.every((x) => x.answer === null)).toBe(true);
  });

  it('clears a field with an empty answer', async () => {
    const { report, f } = await start();
    await saveAnswers(technician, report.id, [
      { field_id: f[0]!, value: 'Someone' },
      { field_id: f[4]!, value: ['Dock'] },
    ]);
    const res = await saveAnswers(technician, report.id, [
      { field_id: f[0]!, value: '  ' },
      { field_id: f[4]!, value: [] },
    ]);
    expect(res.json<{ answers: unknown[] }>().answers).toEqual([]);
  });

  it('is only for the report’s own user', async () => {
    const { report, f } = await start();
    for (const session of [stranger, supervisor, admin]) {
      const res = await saveAnswers(session, report.id, [{ field_id: f[0]!, value: 'x' }]);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You can only open and change your own reports.');
      expect((await upload(session, report.id, f[7]!)).statusCode).toBe(403);
    }
  });

  it('takes only PNG or JPEG images, for signature and photo fields', async () => {
    const { report, f } = await start();
    const notImage = await upload(technician, report.id, f[7]!, Buffer.from('%PDF-1.4 not an image'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errors.file).toBe('Use a PNG or JPEG image.');
    const wrongField = await upload(technician, report.id, f[0]!);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().errors.field_id).toMatch(/signature or photo field/);
  });
});

describe('status changes', () => {
  it('refuses to submit with required fields missing, naming them', async () => {
    const { report, f } = await start();
    await saveAnswers(technician, report.id, requiredAnswers(f).slice(0, 5));
    const res = await call(technician, 'POST', `/api/reports/${report.id}/submit`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Answer the required fields first: Activity, Follow-up.');
    expect(res.json().errors).toEqual({
      [`answers.${f[5]}`]: 'This field is required.',
      [`answers.${f[6]}`]: 'This field is required.',
    });
  });

  it('goes submitted → returned with a reason → resubmitted → finished, each step recorded and audited', async () => {
    const { report, f } = await start();
    await saveAnswers(technician, report.id, requiredAnswers(f));
    expect((await call(supervisor, 'POST', `/api/reports/${report.id}/submit`)).statusCode).toBe(403);
    const submitted = await call(technician, 'POST', `/api/reports/${report.id}/submit`);
    expect(submitted.json<ReportDetail>()).toMatchObject({ status_id: 2, submitted_at: expect.any(String) });
    // Submitted: no more changes by the technician; no finish or return by them either.
    expect((await saveAnswers(technician, report.id, [{ field_id: f[0]!, value: 'late' }])).statusCode).toBe(
      409,
    );
    expect((await call(technician, 'POST', `/api/reports/${report.id}/finish`)).statusCode).toBe(403);

    expect(
      (await call(supervisor, 'POST', `/api/reports/${report.id}/return`, { reason: ' ' })).json().errors
        .reason,
    ).toBe('Say why the report goes back to the technician.');
    const returned = await call(supervisor, 'POST', `/api/reports/${report.id}/return`, {
      reason: 'Add the photos.',
    });
    expect(returned.json<ReportDetail>()).toMatchObject({ status_id: 1, return_reason: 'Add the photos.' });
    expect(
      (await call(technician, 'GET', `/api/reports/${report.id}`)).json<ReportDetail>().return_reason,
    ).toBe('Add the photos.');
    expect((await call(supervisor, 'POST', `/api/reports/${report.id}/finish`)).statusCode).toBe(409);

    const resubmitted = await call(technician, 'POST', `/api/reports/${report.id}/submit`);
    expect(resubmitted.json<ReportDetail>()).toMatchObject({ status_id: 2, return_reason: null });
    const finished = await call(admin, 'POST', `/api/reports/${report.id}/finish`);
    expect(finished.json<ReportDetail>()).toMatchObject({
      status_id: 3,
      finished_at: expect.any(String),
      can: { edit: false, submit: false, finish: false, return: false, print: true, delete: true },
    });
    expect(
      finished
        .json<ReportDetail>()
        .history.map((h) => [h.from_status_id, h.to_status_id, h.user.id, h.reason]),
    ).toEqual([
      [null, 1, technician.userId, null],
      [1, 2, technician.userId, null],
      [2, 1, supervisor.userId, 'Add the photos.'],
      [1, 2, technician.userId, null],
      [2, 3, admin.userId, null],
    ]);
    // Finished is locked: no answers, no status change, no images.
    expect((await saveAnswers(technician, report.id, [{ field_id: f[0]!, value: 'x' }])).json().message).toBe(
      'This report is finished and locked.',
    );
    for (const action of ['submit', 'finish', 'return']) {
      const res = await call(
        action === 'submit' ? technician : admin,
        'POST',
        `/api/reports/${report.id}/${action}`,
        { reason: 'x' },
      );
      expect(res.statusCode, action).toBe(409);
    }
    expect((await upload(technician, report.id, f[7]!)).statusCode).toBe(409);

    const audits = await t.db
      .select({ userId: auditLog.userId, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'reports'),
          eq(auditLog.entityId, String(report.id)),
          eq(auditLog.action, 'update'),
        ),
      )
      .orderBy(asc(auditLog.id));
    const moves = audits
      .map((a) => [
        (a.before as { status_id: number }).status_id,
        (a.after as { status_id: number }).status_id,
        a.userId,
      ])
      .filter(([from, to]) => from !== to);
    expect(moves).toEqual([
      [1, 2, technician.userId],
      [2, 1, supervisor.userId],
      [1, 2, technician.userId],
      [2, 3, admin.userId],
    ]);
  });

  it('lets only a submitted report be finished or returned, and only by office staff', async () => {
    const { report } = await start();
    expect((await call(supervisor, 'POST', `/api/reports/${report.id}/finish`)).json().message).toBe(
      'Only a submitted report can be finished or returned.',
    );
    expect(
      (await call(technician, 'POST', `/api/reports/${report.id}/return`, { reason: 'x' })).statusCode,
    ).toBe(403);
  });
});
