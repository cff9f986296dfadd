import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, type Config } from '../config';
import { openDatabase } from '../db/client';
import { queryRows } from '../db/sql-helpers';
import { createTestApp, freshPostgresDatabase, type TestApp } from '../test/test-app';
import { createBackup, writeArchive } from './backup';
import { BackupError } from './backup-error';
import { fileDigests, fillWithData, tableDigests } from './backup.fixtures';
import { restoreBackup } from './restore';
import { startS3Server } from '../test/s3-server';
import { openFileStore } from '../storage/open-file-store';

/** Issue 12, item 4: one archive, restored into an empty database of the same kind, equal in every row and file. */

const NOW = new Date('2026-11-23T09:30:00Z');
const KEPT_PDF = 'cache/report-pdf/1/00ff.pdf';
const onPostgres = process.env.DB_TARGET === 'postgres';
let t: TestApp;
let work: string;
let sourceDir: string;
let archive: string;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-backup-'));
  sourceDir = path.join(work, 'source');
  t = await createTestApp({ DATA_DIR: sourceDir });
  await fillWithData(t.app, t.db, NOW);
  // A kept report PDF: made again when needed, so not part of a backup.
  const kept = Buffer.from('%PDF-1.3 kept');
  await t.app.files.put(KEPT_PDF, Readable.from([kept]), {
    size: kept.length,
    contentType: 'application/pdf',
  });
  archive = path.join(work, 'first.tar.gz');
  await writeArchive(t.database, t.app.files, archive, NOW);
}, 120_000);
afterAll(async () => {
  await t.close();
  for (const cleanup of cleanups) await cleanup();
  await rm(work, { recursive: true, force: true });
});

/** An empty target of the kind under test: a new PostgreSQL database, or a new DATA_DIR. */
async function emptyTarget(name: string): Promise<Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>> {
  const dataDir = path.join(work, name);
  if (!onPostgres) return { DATA_DIR: dataDir };
  const { url, drop } = await freshPostgresDatabase();
  cleanups.push(drop);
  return { DATA_DIR: dataDir, DATABASE_URL: url };
}

async function digestsOf(target: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>) {
  const database = await openDatabase({ url: target.DATABASE_URL, dataDir: target.DATA_DIR });
  try {
    return await tableDigests(database.db);
  } finally {
    await database.close();
  }
}

// A restore migrates a fresh database and loads every table: up to 10 s each on PGlite, and one
// test restores twice, past the default 30 s on a loaded machine (a CI run, 31 s).
describe(`backup and restore on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, { timeout: 90_000 }, () => {
  it('restores every table row for row and every file byte for byte', async () => {
    const target = await emptyTarget('restored');
    const manifest = await restoreBackup(target, archive, { force: false });

    const source = await tableDigests(t.db);
    expect(source.reports!.rows).toBeGreaterThan(10);
    expect(source.report_files!.rows).toBe(2);
    expect(source.audit_log!.rows).toBeGreaterThan(0);
    expect(await digestsOf(target)).toEqual(source);
    const { [KEPT_PDF]: keptPdf, ...files } = await fileDigests(sourceDir);
    expect(keptPdf).toBeDefined();
    expect(Object.keys(files)).toHaveLength(3);
    expect(await fileDigests(target.DATA_DIR)).toEqual(files);
    expect(manifest.files.map((f) => [f.path, f.sha256])).toEqual(Object.entries(files));

    // A backup of the restored database, by the command's own path, is the same backup.
    const again = await createBackup(target, path.join(work, 'second.tar.gz'), NOW);
    expect(again.manifest).toEqual(manifest);

    // New rows continue the ids where the backup left them.
    const database = await openDatabase({ url: target.DATABASE_URL, dataDir: target.DATA_DIR });
    try {
      const [next] = await queryRows<{ id: number }>(
        database.db,
        sql`select nextval('reports_id_seq')::int as id`,
      );
      const [max] = await queryRows<{ id: number }>(t.db, sql`select max(id)::int as id from reports`);
      expect(next!.id).toBeGreaterThan(max!.id);
    } finally {
      await database.close();
    }
  });

  it('writes the archive for its owner alone and clears what a killed backup left (issue 31)', async () => {
    const dir = path.join(work, 'leftovers');
    await mkdir(dir);
    const ended = spawn(process.execPath, ['-e', '']);
    await once(ended, 'exit');
    const killed = `.fieldbook-backup-${os.hostname()}-${ended.pid}-aB3xYz`;
    const live = `.fieldbook-backup-${os.hostname()}-${process.pid}-Qw12Er`;
    const elsewhere = `.fieldbook-backup-another-host-${ended.pid}-Zx98Cv`;
    for (const name of [killed, live, elsewhere]) {
      await mkdir(path.join(dir, name, 'tables'), { recursive: true });
      await writeFile(path.join(dir, name, 'tables', 'users.jsonl'), '{"password_hash":"…"}\n');
    }
    await writeFile(path.join(dir, `${killed}.tar.gz.part`), 'partial');

    const file = path.join(dir, 'owner-only.tar.gz');
    await writeArchive(t.database, t.app.files, file, NOW);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readdir(dir)).sort()).toEqual([live, elsewhere, 'owner-only.tar.gz'].sort());
  });

  it('refuses to restore over a database that holds data, and replaces it with --force', async () => {
    const target = await emptyTarget('twice');
    await restoreBackup(target, archive, { force: false });
    const before = await digestsOf(target);
    await expect(restoreBackup(target, archive, { force: false })).rejects.toThrow(
      /^The target database already holds data \(in .*users.*\)\. Restore into an empty database .* or add --force/,
    );
    expect(await digestsOf(target)).toEqual(before);
    await restoreBackup(target, archive, { force: true });
    expect(await digestsOf(target)).toEqual(await tableDigests(t.db));
  });

  it('refuses a file that is not a backup, writing nothing', async () => {
    const target = await emptyTarget('not-a-backup');
    const bogus = path.join(work, 'bogus.tar.gz');
    await writeFile(bogus, 'not an archive');
    const attempt = restoreBackup(target, bogus, { force: false });
    await expect(attempt).rejects.toBeInstanceOf(BackupError);
    await expect(attempt).rejects.toThrow(/is not a readable backup archive/);
    expect(await fileDigests(target.DATA_DIR)).toEqual({});
  });

  it('restores the files into an S3 bucket when one is configured, and backs them up from there', async () => {
    const s3 = await startS3Server('fieldbook-restored');
    cleanups.push(() => s3.stop());
    const target = { ...(await emptyTarget('to-bucket')), ...s3.config };
    const manifest = await restoreBackup(target, archive, { force: false });

    const bucket = openFileStore(testConfig(s3.config));
    try {
      const inBucket: Record<string, string> = {};
      for await (const object of bucket.list('')) {
        const bytes = await bucket.read(object.key);
        inBucket[object.key] = createHash('sha256').update(bytes!).digest('hex');
      }
      const { [KEPT_PDF]: _kept, ...backedUp } = await fileDigests(sourceDir);
      expect(inBucket).toEqual(backedUp);
    } finally {
      bucket.close();
    }
    // Nothing went to the target's folder: the bucket is where its server reads files.
    expect(await fileDigests(target.DATA_DIR)).toEqual({});
    const again = await createBackup(target, path.join(work, 'from-bucket.tar.gz'), NOW);
    expect(again.manifest).toEqual(manifest);
  });
});
