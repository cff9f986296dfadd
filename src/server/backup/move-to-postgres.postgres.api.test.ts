import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { photoPng } from '../reports/test-images';
import { freshPostgresDatabase } from '../test/test-app';
import { call, fileDigests, fillWithData, login, tableDigests } from './backup.fixtures';
import { moveToPostgres } from './move-to-postgres';

/** Issue 12, item 3: the embedded database moves to PostgreSQL in one command, files included. */

const NOW = new Date('2026-11-23T09:30:00Z');
let work: string;
let dataDir: string;
let target: { url: string; drop: () => Promise<void> };
let filled: Awaited<ReturnType<typeof fillWithData>>;

async function withDatabase<T>(url: string | undefined, run: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url, dataDir });
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-move-'));
  dataDir = path.join(work, 'data');
  // The embedded database on disk, filled through an app of its own, which then stops (as it must).
  await withDatabase(undefined, async (database) => {
    await database.migrate();
    const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), database });
    await app.ready();
    filled = await fillWithData(app, database.db, NOW);
    await app.close();
  });
  target = await freshPostgresDatabase();
}, 120_000);
afterAll(async () => {
  await target.drop();
  await rm(work, { recursive: true, force: true });
});

describe('npm run db:move-to-postgres', () => {
  it('copies every row into DATABASE_URL, which then serves the data and its files', async () => {
    const files = await fileDigests(dataDir);
    const manifest = await moveToPostgres({ DATA_DIR: dataDir, DATABASE_URL: target.url }, NOW);
    expect(manifest.source).toBe('pglite');
    expect(manifest.files).toHaveLength(3);

    const embedded = await withDatabase(undefined, (d) => tableDigests(d.db));
    expect(embedded.reports!.rows).toBeGreaterThan(10);
    expect(await withDatabase(target.url, (d) => tableDigests(d.db))).toEqual(embedded);
    expect(await fileDigests(dataDir)).toEqual(files);

    await withDatabase(target.url, async (database) => {
      expect(database.kind).toBe('postgres');
      const app = await buildApp({
        config: testConfig({ DATA_DIR: dataDir, DATABASE_URL: target.url }),
        database,
      });
      await app.ready();
      try {
        const admin = await login(app, filled.admin.email);
        const list = await call(app, admin, 'GET', '/api/get-reports-filtered?job_filter=Backup%20Street');
        expect(list.statusCode, list.body).toBe(200);
        expect(list.json<{ reports: { id: number }[] }>().reports.map((r) => r.id)).toEqual([
          filled.reportId,
        ]);

        const photo = await call(app, admin, 'GET', `/api/reports/${filled.reportId}/files/${filled.photo}`);
        expect(photo.statusCode).toBe(200);
        const sha = createHash('sha256').update(photo.rawPayload).digest('hex');
        expect(sha).toBe(createHash('sha256').update(photoPng(320, 240)).digest('hex'));

        const document = await call(app, admin, 'GET', `/api/chems/${filled.chemicalId}/file`);
        expect(document.statusCode).toBe(200);
        expect(document.rawPayload.equals(photoPng(200, 100))).toBe(true);

        const pdf = await call(app, admin, 'GET', `/api/reports/${filled.reportId}/download`);
        expect(pdf.statusCode).toBe(200);
        expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      } finally {
        await app.close();
      }
    });
  });

  it('refuses to move into a database that already holds data', async () => {
    await expect(moveToPostgres({ DATA_DIR: dataDir, DATABASE_URL: target.url }, NOW)).rejects.toThrow(
      /^The target database already holds data/,
    );
  });

  it('asks for DATABASE_URL when it is not set', async () => {
    await expect(moveToPostgres({ DATA_DIR: dataDir }, NOW)).rejects.toThrow(
      'Set DATABASE_URL to the PostgreSQL database to move into (an empty one).',
    );
  });
});
