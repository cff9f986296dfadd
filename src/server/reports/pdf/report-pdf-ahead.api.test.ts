import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FieldType, ReportStatus, Role } from '@shared/constants';
import type { Language } from '@shared/languages';
import { jobs } from '../../db/schema/jobs';
import { locationContacts } from '../../db/schema/locations';
import { jobsOf } from '../../queue/queue.fixtures';
import { CACHE_PREFIX } from '../../storage/file-store';
import { createTestApp, type Session, type TestApp } from '../../test/test-app';
import { insertAssignedJob, insertReport, insertTemplate } from '../reports.fixtures';
import { startReportPdfWorker } from './report-pdf-ahead';

let t: TestApp;
let dataDir: string;
let supervisor: Session;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-pdf-ahead-'));
  t = await createTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'https://fieldbook.example' });
  supervisor = await t.loginAs(Role.Supervisor);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A submitted report at a location whose contacts receive its mail, each in their language. */
async function submittedReport(recipients: (Language | null)[] = []) {
  const technician = await t.createUser({ typeId: Role.Technician });
  const template = await insertTemplate(t.db, {
    name: 'Monthly Pest Service',
    tasks: [{ task: 'Inspect', fields: [{ name: 'Findings', type: FieldType.Text }] }],
  });
  const jobId = await insertAssignedJob(t.db, { name: 'Kitchen program', assignees: [technician] });
  const [job] = await t.db.select({ locationId: jobs.locationId }).from(jobs).where(eq(jobs.id, jobId));
  for (const [i, language] of recipients.entries()) {
    await t.db.insert(locationContacts).values({
      locationId: job!.locationId,
      name: `Contact ${i}`,
      email: `contact${i}@diner.example`,
      receivesReports: true,
      language,
    });
  }
  return insertReport(t.db, {
    jobId,
    templateId: template.id,
    userId: technician,
    statusId: ReportStatus.Submitted,
    answers: { [template.fieldIds[0]!]: 'No activity at the dock door' },
  });
}

async function keptPdfs(reportId: number) {
  const keys: string[] = [];
  for await (const object of t.app.files.list(`${CACHE_PREFIX}report-pdf/${reportId}/`))
    keys.push(object.key);
  return keys;
}

async function drain() {
  const worker = startReportPdfWorker({
    boss: t.app.boss,
    making: {
      db: t.db,
      files: t.app.files,
      pdfQueue: t.app.pdfQueue,
      timezone: t.app.config.APP_TIMEZONE,
      log: t.app.log,
      publicUrl: (p) => `https://fieldbook.example${p}`,
    },
    log: t.app.log,
  });
  try {
    return await worker.drain();
  } finally {
    await worker.stop();
  }
}

it('makes a finished report’s PDF in the background, the one its download then serves', async () => {
  const id = await submittedReport();
  const finished = await t.request(supervisor, { method: 'POST', url: `/api/reports/${id}/finish` });
  expect(finished.statusCode).toBe(200);
  expect((await jobsOf(t.db, 'report-pdf', { reportId: id })).map((j) => j.state)).toEqual(['created']);
  expect(await keptPdfs(id)).toEqual([]);

  expect(await drain()).toBe(1);
  const [kept] = await keptPdfs(id);
  expect(kept).toMatch(/\.pdf$/);
  expect((await jobsOf(t.db, 'report-pdf', { reportId: id })).map((j) => j.state)).toEqual(['completed']);

  const download = await t.request(supervisor, { method: 'GET', url: `/api/reports/${id}/download` });
  expect(download.statusCode).toBe(200);
  expect(download.rawPayload.equals((await t.app.files.read(kept!))!)).toBe(true);
  // Served from what was made ahead: nothing new was kept.
  expect(await keptPdfs(id)).toEqual([kept]);
});

it('makes nothing for a report deleted before its turn', async () => {
  const id = await submittedReport();
  expect((await t.request(supervisor, { method: 'POST', url: `/api/reports/${id}/finish` })).statusCode).toBe(
    200,
  );
  const admin = await t.loginAs(Role.Admin);
  const deleted = await t.request(admin, {
    method: 'POST',
    url: '/api/delete-reports',
    payload: { ids: String(id) },
  });
  expect(deleted.statusCode).toBe(200);
  expect(await drain()).toBe(1);
  expect(await keptPdfs(id)).toEqual([]);
  expect((await jobsOf(t.db, 'report-pdf', { reportId: id })).map((j) => j.state)).toEqual(['completed']);
});

it('makes it in the languages its mail attaches it in: each recipient’s, the company’s for one without', async () => {
  const id = await submittedReport(['ar', null, 'ar']);
  const finished = await t.request(supervisor, { method: 'POST', url: `/api/reports/${id}/finish` });
  expect(finished.statusCode).toBe(200);
  expect(await drain()).toBe(1);
  // Arabic once for two Arabic readers, English (the company's default) for the one without.
  const kept = await keptPdfs(id);
  expect(kept.map((key) => /\/(?:([a-z]{2})-)?[0-9a-f]+\.pdf$/.exec(key)?.[1] ?? 'en').sort()).toEqual([
    'ar',
    'en',
  ]);
  const arabic = kept.find((key) => key.includes('/ar-'))!;
  const download = await t.request(supervisor, { method: 'GET', url: `/api/reports/${id}/download?lang=ar` });
  expect(download.statusCode).toBe(200);
  expect(download.rawPayload.equals((await t.app.files.read(arabic))!)).toBe(true);
});
