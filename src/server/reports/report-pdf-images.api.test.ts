import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FieldType, Role } from '@shared/constants';
import type { ReportDetail } from '@shared/schemas/reports';
import { reportFiles, reportSites } from '../db/schema/reports';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { pdfText } from '../pdf/pdf-text';
import { insertAssignedJob, insertTemplate, uploadReportImage } from './reports.fixtures';
import { photoPng, signaturePng } from './test-images';

let t: TestApp;
let supervisor: Session;
let technician: Session;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-report-images-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
});
afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (session: Session, method: string, url: string, payload?: unknown) =>
  t.request(session, { method, url, payload });
const download = (id: number) => call(supervisor, 'GET', `/api/reports/${id}/download`);

/** A finished report with a signature and these photos; its stored files in upload order. */
async function finished(signature: Buffer, photos: Buffer[]) {
  const template = await insertTemplate(t.db, {
    tasks: [
      {
        task: 'Walk-through',
        fields: [
          { name: 'Customer signature', type: FieldType.Signature },
          { name: 'Photos', type: FieldType.Photo },
        ],
      },
    ],
  });
  const jobId = await insertAssignedJob(t.db, { assignees: [technician.userId] });
  const started = await call(technician, 'POST', '/api/reports', { job_id: jobId, template_id: template.id });
  const { id } = started.json<ReportDetail>();
  const [signatureField, photoField] = template.fieldIds;
  const upload = async (fieldId: number, data: Buffer) => {
    const res = await uploadReportImage(t, technician, id, fieldId, data);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: number }>().id;
  };
  const signatureId = await upload(signatureField!, signature);
  const photoIds = [];
  for (const photo of photos) photoIds.push(await upload(photoField!, photo));
  const saved = await call(technician, 'PUT', `/api/reports/${id}/answers`, {
    answers: [
      { field_id: signatureField!, value: { file_id: signatureId } },
      { field_id: photoField!, value: photoIds.map((file_id) => ({ file_id })) },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await call(technician, 'POST', `/api/reports/${id}/submit`)).statusCode).toBe(200);
  expect((await call(supervisor, 'POST', `/api/reports/${id}/finish`)).statusCode).toBe(200);
  const files = await t.db
    .select()
    .from(reportFiles)
    .where(eq(reportFiles.reportId, id))
    .orderBy(asc(reportFiles.id));
  return { id, jobId, files };
}

/**
 * The images a PDF draws, by their XObject dictionaries as pdfkit writes them: pixel size and
 * filter (DCTDecode is a JPEG embedded as it is). Soft masks (a PNG's transparency) are left out.
 */
function drawnImages(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const images = [...text.matchAll(/(\d+) 0 obj\n<<\n\/Type \/XObject\n\/Subtype \/Image\n([^>]*)>>/g)];
  const masks = new Set([...text.matchAll(/\/SMask (\d+) 0 R/g)].map((m) => m[1]));
  return images
    .filter((m) => !masks.has(m[1]))
    .map((m) => ({
      width: Number(/\/Width (\d+)/.exec(m[2]!)![1]),
      height: Number(/\/Height (\d+)/.exec(m[2]!)![1]),
      jpeg: m[2]!.includes('/DCTDecode'),
    }))
    .sort((a, b) => a.width - b.width || a.height - b.height);
}

async function keys(prefix: string) {
  const found: string[] = [];
  for await (const object of t.app.files.list(prefix)) found.push(object.key);
  return found.sort();
}

describe('report images in a PDF', () => {
  it('embeds each image fitted to its box at 200 dpi: never its uploaded size, never enlarged', async () => {
    // A phone photo as sent with its EXIF orientation (turned a quarter): drawn upright.
    const turned = await sharp(photoPng(1280, 960)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { id } = await finished(signaturePng(1280, 480), [photoPng(1280, 960), turned, photoPng(200, 150)]);
    const res = await download(id);
    expect(res.statusCode).toBe(200);
    expect(drawnImages(res.rawPayload)).toEqual([
      // The small photo keeps its pixels (a JPEG now, on white).
      { width: 200, height: 150, jpeg: true },
      // 160 × 120 pt at 200 dpi: at most 444 × 333 pixels, upright.
      { width: 250, height: 333, jpeg: true },
      { width: 444, height: 333, jpeg: true },
      // The signature, 240 × 90 pt: at most 667 × 250, still a PNG (its transparency kept).
      { width: 667, height: 250, jpeg: false },
    ]);
  });

  it('scales each image once: a later PDF of the same images reads the kept copies, not the originals', async () => {
    const { id, files } = await finished(signaturePng(), [photoPng(1280, 960), photoPng(960, 1280)]);
    const originals = new Set(files.map((f) => `reports/${f.filepath}`));
    const read = vi.spyOn(t.app.files, 'read');
    const put = vi.spyOn(t.app.files, 'put');
    const first = await download(id);
    expect(first.statusCode).toBe(200);
    const readOriginals = () => read.mock.calls.filter(([key]) => originals.has(key)).length;
    const scaledPuts = () => put.mock.calls.filter(([key]) => key.startsWith('cache/report-image/')).length;
    expect(readOriginals()).toBe(3);
    expect(scaledPuts()).toBe(3);
    // One scaled copy of each of the report's images.
    const scaled = (await Promise.all(files.map((f) => keys(`cache/report-image/${f.id}/`)))).map((k) => {
      expect(k).toHaveLength(1);
      return k[0]!;
    });

    // What it shows changed (its kept site, as a repair made in the database would): a PDF of
    // another key, made anew, with the same images.
    await t.db
      .update(reportSites)
      .set({ site: sql`jsonb_set(${reportSites.site}, '{job,name}', '"Renamed job"')` })
      .where(eq(reportSites.reportId, id));
    read.mockClear();
    put.mockClear();
    const second = await download(id);
    expect(second.statusCode).toBe(200);
    expect((await pdfText(second.rawPayload)).pages.join(' ')).toContain('Renamed job');
    expect(readOriginals()).toBe(0);
    expect(read.mock.calls.filter(([key]) => scaled.includes(key))).toHaveLength(3);
    expect(scaledPuts()).toBe(0);
    expect(drawnImages(second.rawPayload)).toEqual(drawnImages(first.rawPayload));
  });

  it('draws a file that is not a readable image as "Image missing", answers 200 and keeps no PDF', async () => {
    const { id, files } = await finished(signaturePng(), [photoPng(640, 480)]);
    const photo = files[1]!;
    // A PNG's signature and then nothing a decoder can use: a file damaged on disk.
    const broken = Buffer.concat([photoPng(640, 480).subarray(0, 16), Buffer.alloc(2000, 0x5a)]);
    await t.app.files.put(`reports/${photo.filepath}`, Readable.from([broken]), {
      size: broken.length,
      contentType: 'image/png',
    });
    const res = await download(id);
    expect(res.statusCode).toBe(200);
    expect((await pdfText(res.rawPayload)).pages.join(' ')).toMatch(/Photos\s*Image missing/);
    // The signature is still drawn; the broken photo is neither drawn nor kept scaled.
    expect(drawnImages(res.rawPayload)).toHaveLength(1);
    expect(await keys(`cache/report-image/${photo.id}/`)).toEqual([]);
    expect(await keys(`cache/report-pdf/${id}/`)).toEqual([]);
  });
});
