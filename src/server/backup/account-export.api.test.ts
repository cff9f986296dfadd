import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ZipArchive } from 'archiver';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { Role } from '@shared/constants';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { createTestApp, freshPostgresDatabase, type Session, type TestApp } from '../test/test-app';
import { BackupError } from './backup-error';
import { fileDigests, fillWithData, tableDigests } from './backup.fixtures';
import { restoreBackup } from './restore';

/** Issue 20, item 4: the whole account as one ZIP, and an empty Fieldbook rebuilt from it. */

const NOW = new Date('2026-11-23T09:30:00Z');
const onPostgres = process.env.DB_TARGET === 'postgres';
let t: TestApp;
let work: string;
let sourceDir: string;
let zipFile: string;
let superAdmin: Session;
const cleanups: (() => Promise<void>)[] = [];

async function zipEntries(file: string): Promise<Map<string, Buffer>> {
  const zip = await yauzl.openPromise(file);
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip
        .openReadStreamPromise(entry)
        .then(async (stream) => {
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        })
        .catch(reject);
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  zip.close();
  return entries;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-account-export-'));
  sourceDir = path.join(work, 'source');
  t = await createTestApp({ DATA_DIR: sourceDir });
  await fillWithData(t.app, t.db, NOW);
  superAdmin = await t.loginAs(Role.SuperAdmin);
  // 23:30 in New York, already the next day in UTC: the file is named after the office's day.
  t.app.clock = () => new Date('2026-11-24T04:30:00Z');
  const res = await t.request(superAdmin, { method: 'GET', url: '/api/account-export' });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(t.app.config.APP_TIMEZONE).toBe('America/New_York');
  expect(res.headers['content-disposition']).toBe('attachment; filename="fieldbook-export-2026-11-23.zip"');
  zipFile = path.join(work, 'export.zip');
  await writeFile(zipFile, res.rawPayload);
}, 180_000);
afterAll(async () => {
  await t.close();
  for (const cleanup of cleanups) await cleanup();
  await rm(work, { recursive: true, force: true });
});

async function emptyTarget(name: string): Promise<Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>> {
  const dataDir = path.join(work, name);
  if (!onPostgres) return { DATA_DIR: dataDir };
  const { url, drop } = await freshPostgresDatabase();
  cleanups.push(drop);
  return { DATA_DIR: dataDir, DATABASE_URL: url };
}

// A restore migrates a new database twice (to the backup's level, then to this version's): on a
// loaded CI machine PGlite took 30 s of the default 30 for it, as backup.api.test.ts's restores do.
describe(`the account export on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, { timeout: 90_000 }, () => {
  it('holds every table as CSV and JSON, every uploaded file, a manifest and a README', async () => {
    const entries = await zipEntries(zipFile);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8')) as {
      tables: { name: string; rows: number }[];
      files: { path: string }[];
    };
    expect(entries.get('README.md')!.toString('utf8')).toMatch(/npm run restore -- fieldbook-export\.zip/);
    for (const table of manifest.tables) {
      expect(entries.has(`tables/${table.name}.jsonl`), table.name).toBe(true);
      const csv = entries.get(`csv/${table.name}.csv`)!.toString('utf8');
      expect(csv.startsWith('\uFEFF'), table.name).toBe(true);
      // The heading, then one record per row.
      const records: string[][] = parse(csv.slice(1));
      expect(records.length, table.name).toBe(table.rows + 1);
    }
    const users = entries.get('csv/users.csv')!.toString('utf8');
    expect(users.split('\n')[0]).toMatch(/^\uFEFFid,name,email,username,password_hash,/);
    expect(manifest.files.length).toBeGreaterThan(0);
    for (const file of manifest.files) expect(entries.has(`files/${file.path}`), file.path).toBe(true);
    // Kept PDFs and scaled images are made again; they are no part of the account.
    expect([...entries.keys()].some((name) => name.startsWith('files/cache/'))).toBe(false);
  });

  it('rebuilds an empty Fieldbook with `npm run restore`: the same rows and the same files', async () => {
    const target = await emptyTarget('restored');
    await restoreBackup(target, zipFile, { force: false });
    const database = await openDatabase({ url: target.DATABASE_URL, dataDir: target.DATA_DIR });
    try {
      expect(await tableDigests(database.db)).toEqual(await tableDigests(t.db));
    } finally {
      await database.close();
    }
    const { ...sourceFiles } = await fileDigests(sourceDir);
    const restored = await fileDigests(target.DATA_DIR);
    expect(restored).toEqual(
      Object.fromEntries(Object.entries(sourceFiles).filter(([key]) => !key.startsWith('cache/'))),
    );
  });

  it('never writes an entry outside the folders it restores (a crafted ZIP)', async () => {
    const crafted = path.join(work, 'crafted.zip');
    const zip = new ZipArchive();
    const { createWriteStream } = await import('node:fs');
    const out = createWriteStream(crafted);
    zip.pipe(out);
    zip.append('{}', { name: 'manifest.json' });
    zip.append('owned', { name: 'files/../../escaped.txt' });
    await zip.finalize();
    await new Promise<void>((resolve) => out.on('close', () => resolve()));
    const target = await emptyTarget('crafted');
    const attempt = restoreBackup(target, crafted, { force: false });
    await expect(attempt).rejects.toBeInstanceOf(BackupError);
    await expect(attempt).rejects.toThrow(/is not a readable account export: invalid relative path/);
    await expect(readFile(path.join(work, 'escaped.txt'))).rejects.toThrow(/ENOENT/);
    await expect(readFile(path.join(target.DATA_DIR, 'escaped.txt'))).rejects.toThrow(/ENOENT/);
  });

  it('is for Super Admins only: it holds every account’s password hash', async () => {
    for (const role of [Role.Admin, Role.Supervisor, Role.Technician]) {
      const res = await t.request(await t.loginAs(role), { method: 'GET', url: '/api/account-export' });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.request(null, { method: 'GET', url: '/api/account-export' })).statusCode).toBe(401);
  });
});
