import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { chemicals } from '../db/schema/chemicals';
import { reportFiles } from '../db/schema/reports';
import { pdfText } from '../pdf/pdf-text';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { chemicalWithDocument, embeddedImages, finishedReportWithImages, SDS_PDF } from './storage.fixtures';

let s3: TestS3Server;
let t: TestApp;
let dataDir: string;
let admin: Session;
let supervisor: Session;
let technician: Session;
const logLines: string[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-s3-api-'));
  t = await createTestApp(
    { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...s3.config },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
});
afterAll(async () => {
  await t.close();
  await s3.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function bucketKeys(prefix: string) {
  const keys: string[] = [];
  for await (const item of t.app.files.list(prefix)) keys.push(item.key);
  return keys;
}

describe('the API with files in an S3 bucket', () => {
  it('stores a chemical document in the bucket and streams it back; remove deletes the object', async () => {
    const id = await chemicalWithDocument(t, admin, 'Bucket SDS');
    const [row] = await t.db.select().from(chemicals).where(eq(chemicals.id, id));
    expect(await bucketKeys('chemicals/')).toContain(`chemicals/${row!.filepath}`);
    const got = await t.request(technician, { method: 'GET', url: `/api/chems/${id}/file?download=1` });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload).toEqual(SDS_PDF);
    expect(got.headers['content-length']).toBe(String(SDS_PDF.length));
    expect(got.headers['content-disposition']).toBe('attachment; filename="Label SDS.pdf"');
    expect((await t.request(admin, { method: 'DELETE', url: `/api/chems/${id}/file` })).statusCode).toBe(200);
    expect(await bucketKeys('chemicals/')).not.toContain(`chemicals/${row!.filepath}`);
    // Nothing went to the local folder.
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('refuses a disguised program without leaving an object in the bucket', async () => {
    const id = await chemicalWithDocument(t, admin, 'Bucket Refused');
    const before = await bucketKeys('chemicals/');
    const form = new FormData();
    form.append(
      'file',
      new Blob(['<html><script>alert(1)</script></html>'], { type: 'application/pdf' }),
      'x.pdf',
    );
    const res = await t.request(admin, { method: 'PUT', url: `/api/chems/${id}/file`, payload: form });
    expect(res.statusCode).toBe(400);
    expect(await bucketKeys('chemicals/')).toEqual(before);
  });

  it('keeps report images in the bucket and embeds them in the PDF', async () => {
    const report = await finishedReportWithImages(t, { technician, supervisor });
    const rows = await t.db.select().from(reportFiles).where(eq(reportFiles.reportId, report.id));
    const keys = await bucketKeys('reports/');
    for (const row of rows) expect(keys).toContain(`reports/${row.filepath}`);
    const image = await t.request(supervisor, {
      method: 'GET',
      url: `/api/reports/${report.id}/files/${report.signature}`,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const pdf = await t.request(supervisor, { method: 'GET', url: `/api/reports/${report.id}/download` });
    expect(pdf.statusCode).toBe(200);
    expect(embeddedImages(pdf.rawPayload)).toBe(3);
    expect((await pdfText(pdf.rawPayload)).pages.join('\n')).not.toContain('Image missing');
  });

  it('draws "Image missing" for an image gone from the bucket and logs which one, without secrets', async () => {
    const report = await finishedReportWithImages(t, { technician, supervisor });
    const rows = await t.db.select().from(reportFiles).where(eq(reportFiles.reportId, report.id));
    const gone = rows.filter((r) => r.id === report.signature || r.id === report.photos[1]);
    for (const row of gone) await t.app.files.delete(`reports/${row.filepath}`);
    logLines.length = 0;

    const pdf = await t.request(supervisor, { method: 'GET', url: `/api/reports/${report.id}/download` });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).pages.join('\n');
    expect(text.match(/Image missing/g)).toHaveLength(2);
    expect(embeddedImages(pdf.rawPayload)).toBe(1);

    const warnings = logLines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.level === 40);
    expect(warnings.map((w) => [w.reportId, w.storedName]).sort()).toEqual(
      gone.map((r) => [report.id, r.filepath]).sort(),
    );
    expect(logLines.join('\n')).not.toContain(s3.config.S3_SECRET_ACCESS_KEY);
  });
});
