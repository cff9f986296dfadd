import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldType, ReportStatus, Role } from '@shared/constants';
import { REPORT_MESSAGES } from '@shared/schemas/reports';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { pdfText } from '../pdf/pdf-text';
import { insertAssignedJob, insertReport, insertTemplate } from './reports.fixtures';

/** Issue 11, item 10: `/reports/download/{id}` answers the PDF itself, to any HTTP client. */

let t: TestApp;
let admin: Session;
let supervisor: Session;
let technician: Session;
let finished: number;
let submitted: number;
let deleted: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, supervisor, technician] = [
    await t.loginAs(Role.Admin),
    await t.loginAs(Role.Supervisor),
    await t.loginAs(Role.Technician),
  ];
  const template = await insertTemplate(t.db, {
    name: 'Lawn Visit',
    tasks: [{ task: 'Visit', fields: [{ name: 'Contact', type: FieldType.Text }] }],
  });
  const jobId = await insertAssignedJob(t.db, { name: 'Oak Street Park', assignees: [technician.userId] });
  const base = { jobId, templateId: template.id, userId: technician.userId };
  finished = await insertReport(t.db, {
    ...base,
    statusId: ReportStatus.Finished,
    answers: { [template.fieldIds[0]!]: 'Ms Okafor' },
  });
  submitted = await insertReport(t.db, { ...base, statusId: ReportStatus.Submitted });
  deleted = await insertReport(t.db, { ...base, statusId: ReportStatus.Finished, deletedAt: new Date() });
});
afterAll(() => t.close());

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const get = (session: Session | null, id: number, accept?: string) =>
  t.request(session, {
    method: 'GET',
    url: `/reports/download/${id}`,
    headers: accept ? { accept } : {},
  });

describe('GET /reports/download/{id}', () => {
  it.each([
    ['a browser', HTML],
    ['curl', '*/*'],
    ['a client that sends no Accept', undefined],
  ])('answers the finished report as a PDF attachment to %s', async (_who, accept) => {
    const res = await get(admin, finished, accept);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="report-\d+-Oak Street Park\.pdf"/,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await pdfText(res.rawPayload)).pages.join(' ');
    expect(text).toContain('Ms Okafor');
    expect(text).toContain('Oak Street Park');
  });

  it('answers a Supervisor too, with the same bytes as the API route', async () => {
    const page = await get(supervisor, finished);
    const api = await t.request(supervisor, { method: 'GET', url: `/api/reports/${finished}/download` });
    expect(page.statusCode).toBe(200);
    expect(api.statusCode).toBe(200);
    expect(page.headers['content-disposition']).toBe(api.headers['content-disposition']);
  });

  it('answers an unfinished report 409 as JSON to a JSON client', async () => {
    const res = await get(admin, submitted, 'application/json');
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      code: 'report.notFinishedDownload',
      message: REPORT_MESSAGES.notFinishedDownload,
    });
  });

  it.each([HTML, '*/*'])(
    'answers an unfinished report 409 as a readable page to Accept %s',
    async (accept) => {
      const res = await get(admin, submitted, accept);
      expect(res.statusCode).toBe(409);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<h1>Report');
      expect(res.body).toContain(REPORT_MESSAGES.notFinishedDownload);
      expect(res.body).toContain(`href="/reports/${submitted}"`);
    },
  );

  it('tells a pasted link to come back later, as a page with Retry-After, while PDFs queue up', async () => {
    const another = await insertReport(t.db, {
      jobId: await insertAssignedJob(t.db, { name: 'Elm Court', assignees: [technician.userId] }),
      templateId: (await insertTemplate(t.db, { name: 'Busy', tasks: [{ task: 'T', fields: [] }] })).id,
      userId: technician.userId,
      statusId: ReportStatus.Finished,
    });
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    const { PDF_CONCURRENCY, PDF_QUEUE } = t.app.config;
    const held = Array.from({ length: PDF_CONCURRENCY + PDF_QUEUE }, () => t.app.pdfQueue.run(() => hold));
    const res = await get(admin, another, HTML);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toContain('Many PDFs are being made right now. Try again in a few seconds.');
    release();
    await Promise.all(held);
    expect((await get(admin, another, HTML)).statusCode).toBe(200);
  });

  it('sends an anonymous page request to the login page, which comes back here', async () => {
    const res = await get(null, finished, HTML);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/login?next=${encodeURIComponent(`/reports/download/${finished}`)}`);
  });

  it('answers an anonymous JSON request 401', async () => {
    const res = await get(null, finished, 'application/json');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'auth.loginRequired', message: 'Please log in.' });
  });

  it('refuses a Technician, even for their own report, as the PDF API does', async () => {
    const json = await get(technician, finished, 'application/json');
    expect(json.statusCode).toBe(403);
    const api = await t.request(technician, { method: 'GET', url: `/api/reports/${finished}/download` });
    expect(api.statusCode).toBe(403);
    const page = await get(technician, finished, HTML);
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('You are not allowed to do this.');
  });

  it('answers 404 for a deleted or unknown report, and 400 for an id that is not one', async () => {
    expect((await get(admin, deleted, 'application/json')).statusCode).toBe(404);
    const unknown = await get(admin, 999_999, HTML);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(REPORT_MESSAGES.notFound);
    const bad = await t.request(admin, { method: 'GET', url: '/reports/download/abc' });
    expect(bad.statusCode).toBe(400);
  });
});
