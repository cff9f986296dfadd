import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { pdfText } from '../pdf/pdf-text';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { createTestApp, freshPostgresDatabase, type TestApp } from '../test/test-app';
import { chemicalWithDocument, embeddedImages, finishedReportWithImages, SDS_PDF } from './storage.fixtures';

/**
 * Two app processes behind a balancer: one PostgreSQL database, one S3 bucket, and each with a
 * DATA_DIR of its own that no file may depend on (issue 12: "a file uploaded through one is read,
 * and embedded in a PDF, through the other").
 */
let s3: TestS3Server;
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
const dataDirs: string[] = [];
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  s3 = await startS3Server();
  database = await freshPostgresDatabase();
  const instance = async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-instance-'));
    dataDirs.push(dataDir);
    return createTestApp({ DATA_DIR: dataDir, ...s3.config }, { databaseUrl: database.url });
  };
  first = await instance();
  second = await instance();
});
afterAll(async () => {
  await first.close();
  await second.close();
  await database.drop();
  await s3.stop();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

describe('two app instances sharing one database and one bucket', () => {
  it('reads a chemical document through the other instance than the one that received it', async () => {
    // Sessions live in the database: one login works on both instances.
    const admin = await first.loginAs(Role.Admin);
    const id = await chemicalWithDocument(first, admin, 'Shared SDS');
    const got = await second.request(admin, { method: 'GET', url: `/api/chems/${id}/file` });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload).toEqual(SDS_PDF);
    // Removed through the second, gone for the first.
    expect((await second.request(admin, { method: 'DELETE', url: `/api/chems/${id}/file` })).statusCode).toBe(
      200,
    );
    expect((await first.request(admin, { method: 'GET', url: `/api/chems/${id}/file` })).statusCode).toBe(
      404,
    );
  });

  it('embeds in a PDF made by one instance the images uploaded through the other', async () => {
    const technician = await first.loginAs(Role.Technician);
    const supervisor = await first.loginAs(Role.Supervisor);
    const report = await finishedReportWithImages(first, { technician, supervisor });
    const image = await second.request(supervisor, {
      method: 'GET',
      url: `/api/reports/${report.id}/files/${report.photos[0]}`,
    });
    expect(image.statusCode).toBe(200);
    const pdf = await second.request(supervisor, {
      method: 'GET',
      url: `/api/reports/${report.id}/download`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(embeddedImages(pdf.rawPayload)).toBe(3);
    expect((await pdfText(pdf.rawPayload)).pages.join('\n')).not.toContain('Image missing');
  });

  it('keeps no uploaded file in either instance’s DATA_DIR', async () => {
    for (const dir of dataDirs) expect(await readdir(dir)).toEqual([]);
  });
});
