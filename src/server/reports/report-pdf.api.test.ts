import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldType, Role } from '@shared/constants';
import type { ReportDetail } from '@shared/schemas/reports';
import { chemicals } from '../db/schema/chemicals';
import { jobs } from '../db/schema/jobs';
import { reportFiles, reportSites } from '../db/schema/reports';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { pdfText } from '../pdf/pdf-text';
import { pdfFileName } from './pdf/finished-report-pdf';
import { completeRecord, readyForApplications, recordDayClock } from '../applications/applications.fixtures';
import { insertAssignedJob, insertChemical, insertTemplate, uploadReportImage } from './reports.fixtures';
import { photoPng, signaturePng } from './test-images';

let t: TestApp;
let admin: Session;
let supervisor: Session;
let technician: Session;
let dataDir: string;
beforeAll(async () => {
  // Uploaded images land in a folder of this run's own, not in the working copy's data folder.
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-reports-'));
  // One PDF made at a time and none waiting, so a test can fill the queue with one held job.
  t = await createTestApp({ DATA_DIR: dataDir, PDF_CONCURRENCY: 1, PDF_QUEUE: 0 }, { clock: recordDayClock });
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (session: Session, method: string, url: string, payload?: unknown) =>
  t.request(session, { method, url, payload });

async function upload(id: number, fieldId: number, data: Buffer) {
  const res = await uploadReportImage(t, technician, id, fieldId, data);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number }>().id;
}

let certified = false;
/** The technician, the first time: one certification is enough for every report. */
const certifiedOnce = () => (certified ? [] : ((certified = true), [technician.userId]));

/** A report with Arabic, Persian and English answers, a signature and photos, up to `until`. */
async function report(until: 'progress' | 'submitted' | 'finished', job = 'Joe’s Diner / Weekly') {
  const chemical = await insertChemical(t.db, { name: 'Demand CS' });
  const template = await insertTemplate(t.db, {
    name: 'Commercial Pest Service Report',
    companyName: 'Greenleaf Pest & Lawn',
    tasks: [
      {
        task: 'Service details',
        fields: [
          { name: 'Customer contact', type: FieldType.Text, required: true },
          { name: 'ملاحظات', type: FieldType.Paragraph },
          { name: 'یادداشت', type: FieldType.Paragraph },
          { name: 'Stations checked', type: FieldType.Number },
          { name: 'Next visit', type: FieldType.Date },
        ],
      },
      {
        task: 'Treatment',
        fields: [
          { name: 'Areas', type: FieldType.Checkboxes, options: ['Kitchen', 'Storage', 'Dock'] },
          { name: 'Product applied', type: FieldType.ChemicalApplication },
          { name: 'Customer signature', type: FieldType.Signature },
          { name: 'Photos', type: FieldType.Photo },
          { name: 'Label', type: FieldType.Link, link: 'https://example.com/label.pdf' },
        ],
      },
    ],
  });
  const jobId = await insertAssignedJob(t.db, { name: job, assignees: [technician.userId] });
  await readyForApplications(t.db, jobId, certifiedOnce());
  const started = await call(technician, 'POST', '/api/reports', { job_id: jobId, template_id: template.id });
  const { id } = started.json<ReportDetail>();
  const f = template.fieldIds;
  const signature = await upload(id, f[7]!, signaturePng());
  const photos = [await upload(id, f[8]!, photoPng(320, 240)), await upload(id, f[8]!, photoPng(240, 320))];
  const saved = await call(technician, 'PUT', `/api/reports/${id}/answers`, {
    answers: [
      { field_id: f[0]!, value: 'Kitchen manager' },
      { field_id: f[1]!, value: 'تم فحص المطبخ بالكامل ولم نجد أي نشاط للحشرات (المطبخ والمخزن).' },
      { field_id: f[2]!, value: 'همه‌ی ایستگاه‌ها بررسی شدند (۱۲ عدد).' },
      { field_id: f[3]!, value: 14 },
      { field_id: f[4]!, value: '2026-03-08' },
      { field_id: f[5]!, value: ['Kitchen', 'Dock'] },
      {
        field_id: f[6]!,
        value: [completeRecord(chemical), completeRecord(chemical, { amount: 250, unit: 'mL', lot: 'L7' })],
      },
      { field_id: f[7]!, value: { file_id: signature } },
      { field_id: f[8]!, value: photos.map((file_id) => ({ file_id })) },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  if (until !== 'progress')
    expect((await call(technician, 'POST', `/api/reports/${id}/submit`)).statusCode).toBe(200);
  if (until === 'finished')
    expect((await call(supervisor, 'POST', `/api/reports/${id}/finish`)).statusCode).toBe(200);
  return id;
}

describe('print and download', () => {
  it('refuses an unfinished report with 409, for print and for download', async () => {
    for (const until of ['progress', 'submitted'] as const) {
      const id = await report(until);
      const print = await call(supervisor, 'GET', `/api/reports/${id}/print`);
      expect(print.statusCode).toBe(409);
      expect(print.json().message).toBe('Only finished reports can be printed.');
      const download = await call(admin, 'GET', `/api/reports/${id}/download`);
      expect(download.statusCode).toBe(409);
      expect(download.json().message).toBe('Only finished reports can be downloaded.');
    }
  });

  it('gives the print page the whole finished report', async () => {
    const id = await report('finished');
    const res = await call(supervisor, 'GET', `/api/reports/${id}/print`);
    expect(res.statusCode).toBe(200);
    const detail = res.json<ReportDetail>();
    expect(detail.tasks.map((x) => x.task)).toEqual(['Service details', 'Treatment']);
    expect(detail.template.company_name).toBe('Greenleaf Pest & Lawn');
    expect((await call(technician, 'GET', `/api/reports/${id}/print`)).statusCode).toBe(403);
  });

  it('downloads a finished report as a PDF attachment whose text holds the job and every answer', async () => {
    const id = await report('finished');
    const res = await call(supervisor, 'GET', `/api/reports/${id}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="report-${id}-Joes Diner Weekly.pdf"`,
    );
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, info, runs } = await pdfText(pdf);
    const text = pages.join('\n');
    expect(info.Title).toBe('Commercial Pest Service Report – Joe’s Diner / Weekly');
    for (const expected of [
      'Greenleaf Pest & Lawn',
      'Joe’s Diner / Weekly',
      'Kitchen manager',
      'تم فحص المطبخ بالكامل ولم نجد أي نشاط للحشرات',
      'ملاحظات',
      '14',
      '03/08/2026',
      'Kitchen, Dock',
      // Each application as the complete record submitted (issue 14).
      'Application 1 of 2',
      'Application 2 of 2',
      'Demand CS · EPA Reg. No. 1234-56 · Lot L2291',
      '1.5 fl oz of undiluted product',
      '250 mL of undiluted product',
      '1200 sq ft',
      '03/10/2027 09:10–09:40',
      'C8812345',
      'Bella Napoli Restaurant Group LLC',
      '214 Mamaroneck Ave, White Plains, Westchester County, NY 10601',
      'Re-entry interval',
      'https://example.com/label.pdf',
      'Finished',
    ]) {
      expect(text).toContain(expected);
    }
    // Persian: letters and order survive; the zero-width non-joiner reads back as a space.
    expect(text.replace(/\s+/g, ' ')).toContain('همه ی ایستگاه ها بررسی شدند');
    // Brackets in right-to-left lines are drawn mirrored, so on the page, read left to right, each
    // bracketed phrase opens with "(" and closes with ")" (pdf.js gives an RTL run in reading order).
    const drawn = (phrase: string) => {
      const run = runs.find((r) => r.dir === 'rtl' && r.text.includes(phrase));
      expect(run, phrase).toBeDefined();
      return [...run!.text].reverse().join('');
    };
    expect(drawn('المطبخ والمخزن')).toContain(`(${[...'المطبخ والمخزن'].reverse().join('')})`);
    expect(drawn('۱۲ عدد')).toContain(`(${[...'۱۲ عدد'].reverse().join('')})`);
    // Each task starts a page (Treatment, with two full application records, takes two); the
    // company and "Page n of m" on each.
    expect(pages).toHaveLength(3);
    pages.forEach((page, i) => {
      expect(page).toContain('Greenleaf Pest & Lawn');
      expect(page).toContain(`Page ${i + 1} of 3`);
    });
    expect(pages[1]).toContain('Treatment');
    // The signature and both photos are embedded as images.
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it('draws "Image missing" where an answered image is gone from DATA_DIR/files', async () => {
    const id = await report('finished');
    const [signature] = await t.db
      .select({ filepath: reportFiles.filepath })
      .from(reportFiles)
      .where(eq(reportFiles.reportId, id))
      .orderBy(asc(reportFiles.id));
    await rm(path.join(dataDir, 'files', 'reports', signature!.filepath));
    const res = await call(supervisor, 'GET', `/api/reports/${id}/download`);
    expect(res.statusCode).toBe(200);
    const { pages } = await pdfText(res.rawPayload);
    expect(pages[1]).toMatch(/Customer signature\s*Image missing/);
  });

  it('is for office staff: a Technician gets 403, even for their own report', async () => {
    const id = await report('finished');
    expect((await call(technician, 'GET', `/api/reports/${id}/download`)).statusCode).toBe(403);
    expect((await call(admin, 'GET', `/api/reports/${id}/download`)).statusCode).toBe(200);
  });
});

/** The report's PDFs kept in the file store. */
async function kept(id: number) {
  const keys: string[] = [];
  for await (const object of t.app.files.list(`cache/report-pdf/${id}/`)) keys.push(object.key);
  return keys;
}
const download = (id: number) => call(admin, 'GET', `/api/reports/${id}/download`);

/**
 * Every stream of a PDF (pages, fonts, images) by its SHA-256, sorted: pdfkit numbers a PNG's
 * objects as its decoding ends, so two makings of one report differ only in that numbering.
 */
function streamsOf(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const hashes: string[] = [];
  for (const match of text.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    hashes.push(createHash('sha256').update(match[1]!, 'latin1').digest('hex'));
  }
  return hashes.sort();
}

describe('a finished report’s PDF is made once and kept', () => {
  it('serves the kept file; a PDF made anew holds the same text, pages, fonts and images', async () => {
    const id = await report('finished');
    const first = await download(id);
    expect(first.statusCode).toBe(200);
    const [key, ...others] = await kept(id);
    expect(others).toEqual([]);
    expect((await t.app.files.read(key!))!.equals(first.rawPayload)).toBe(true);

    // What is kept is what is served: a marked copy comes back as it is.
    const marked = Buffer.concat([first.rawPayload, Buffer.from('%kept copy\n')]);
    await t.app.files.put(key!, Readable.from([marked]), {
      size: marked.length,
      contentType: 'application/pdf',
    });
    expect((await download(id)).rawPayload.equals(marked)).toBe(true);

    await t.app.files.delete(key!);
    const fresh = await download(id);
    expect(streamsOf(fresh.rawPayload)).toEqual(streamsOf(first.rawPayload));
    expect((await pdfText(fresh.rawPayload)).pages).toEqual((await pdfText(first.rawPayload)).pages);
  });

  it('keeps its PDF when the job and product are renamed; makes a new one when what it shows changes', async () => {
    const id = await report('finished');
    expect((await download(id)).statusCode).toBe(200);
    const [before] = await kept(id);
    const detail = (await call(admin, 'GET', `/api/reports/${id}/print`)).json<ReportDetail>();
    // Renamed since, the job and the product do not reach the record: it prints as submitted.
    await t.db.update(jobs).set({ name: 'Joe’s Diner / Monthly' }).where(eq(jobs.id, detail.job.id));
    await t.db
      .update(chemicals)
      .set({ name: 'Demand CS (new label)' })
      .where(eq(chemicals.id, detail.applications[0]!.chemical_id));
    const same = await download(id);
    expect(await kept(id)).toEqual([before]);
    expect((await pdfText(same.rawPayload)).pages.join(' ')).not.toMatch(/Monthly|new label/);
    // What it shows changed (its kept site, as a repair made in the database would).
    await t.db
      .update(reportSites)
      .set({ site: sql`jsonb_set(${reportSites.site}, '{job,name}', '"Joe’s Diner / Monthly"')` })
      .where(eq(reportSites.reportId, id));
    const after = await download(id);
    expect((await pdfText(after.rawPayload)).pages.join(' ')).toContain('Joe’s Diner / Monthly');
    const keys = await kept(id);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBe(before);
  });

  it('does not keep a PDF that says "Image missing", so the image shows once the file is back', async () => {
    const id = await report('finished');
    const [photo] = await t.db
      .select()
      .from(reportFiles)
      .where(eq(reportFiles.reportId, id))
      .orderBy(asc(reportFiles.id));
    const key = `reports/${photo!.filepath}`;
    const bytes = (await t.app.files.read(key))!;
    await t.app.files.delete(key);
    expect((await pdfText((await download(id)).rawPayload)).pages.join(' ')).toContain('Image missing');
    expect(await kept(id)).toEqual([]);
    await t.app.files.put(key, Readable.from([bytes]), { size: bytes.length, contentType: photo!.mime });
    expect((await pdfText((await download(id)).rawPayload)).pages.join(' ')).not.toContain('Image missing');
    expect(await kept(id)).toHaveLength(1);
  });

  it('answers 503 with Retry-After while the PDF queue is full; a kept PDF is served meanwhile', async () => {
    const waiting = await report('finished');
    const keptAlready = await report('finished');
    expect((await download(keptAlready)).statusCode).toBe(200);

    let release = () => {};
    const held = t.app.pdfQueue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const busy = await download(waiting);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.json()).toEqual({
      code: 'report.pdfBusy',
      message: 'Many PDFs are being made right now. Try again in a few seconds.',
    });
    expect((await download(keptAlready)).statusCode).toBe(200);

    release();
    await held;
    expect((await download(waiting)).statusCode).toBe(200);
  });
});

describe('pdfFileName', () => {
  it('keeps letters of any script, drops what a file name cannot hold', () => {
    expect(pdfFileName(12, 'Weekly service')).toBe('report-12-Weekly service.pdf');
    expect(pdfFileName(3, 'A/B: "C" — 2nd')).toBe('report-3-A B C 2nd.pdf');
    expect(pdfFileName(4, 'سرویس هفتگی')).toBe('report-4-سرویس هفتگی.pdf');
    expect(pdfFileName(5, '///')).toBe('report-5.pdf');
  });
});
