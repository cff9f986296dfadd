import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { create as createTar } from 'tar';
import { BACKUP_FORMAT, type BackupManifest } from '@shared/schemas/backup';
import type { Config } from '../config';
import { type Database, openDatabase } from '../db/client';
import { DataDirInUseError, isRunning } from '../db/data-dir-lock';
import { hashingStream, listFiles, readStoredFile } from './backup-files';
import { openFileStore, type StoreConfig } from '../storage/open-file-store';
import type { FileStore } from '../storage/file-store';
import { BackupError } from './backup-error';
import { dumpDatabase } from './db-dump';

/** The folders inside an archive (and inside a staging folder) beside `manifest.json`. */
export const TABLES_DIR = 'tables';
export const FILES_DIR = 'files';
export const MANIFEST = 'manifest.json';

/**
 * Opens the database a backup or move reads. The embedded one must already exist (opening an empty
 * folder would make a new, empty database) and must not be in use: PGlite lets one process in.
 */
/** What the backup commands read of the configuration: the database and where the files are. */
export type BackupConfig = Pick<Config, 'DATABASE_URL'> & StoreConfig;

export async function openSource(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  if (!config.DATABASE_URL && !existsSync(path.resolve(config.DATA_DIR, 'pglite', 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in DATA_DIR ${path.resolve(config.DATA_DIR)}.`);
  }
  try {
    return await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new BackupError(
      `${error.message} The embedded database can only be read with the server stopped (PostgreSQL needs no stop).`,
    );
  }
}

/**
 * Writes a database and its files into `dir` (tables/, files/, manifest.json): the content of an
 * archive, or the hand-over of a move. The database is read from one snapshot first, then the files,
 * each hashed as it is copied.
 */
export async function dumpToDir(
  database: Pick<Database, 'db' | 'kind'>,
  store: FileStore,
  dir: string,
  now: Date,
): Promise<BackupManifest> {
  await mkdir(path.join(dir, TABLES_DIR), { recursive: true });
  await mkdir(path.join(dir, FILES_DIR), { recursive: true });
  const db = await dumpDatabase(database.db, path.join(dir, TABLES_DIR));
  const files: BackupManifest['files'] = [];
  for (const relative of await listFiles(store)) {
    const source = await readStoredFile(store, relative);
    if (!source) continue;
    const target = path.join(dir, FILES_DIR, ...relative.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    const hasher = hashingStream();
    await pipeline(source, hasher, createWriteStream(target, { flags: 'wx' }));
    files.push({ path: relative, ...hasher.digest() });
  }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: now.toISOString(),
    source: database.kind,
    ...db,
    files,
  };
  await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** A backup's work folder names the host and process writing it, so the next run knows a dead one's. */
const stagingPrefix = () => `.fieldbook-backup-${os.hostname()}-${process.pid}-`;
const STAGING = /^\.fieldbook-backup-(.+)-(\d+)-[A-Za-z0-9]{6}(?:\.tar\.gz\.part)?$/;

/**
 * Removes the work folders and partial archives of backups killed in `dir` (they hold a copy of
 * every table): those of this host whose process is gone. Another host's, or a live process's,
 * may still be writing.
 */
async function removeLeftovers(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    const found = STAGING.exec(name);
    if (!found || found[1] !== os.hostname() || isRunning(Number(found[2]))) continue;
    await rm(path.join(dir, name), { recursive: true, force: true });
  }
}

const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/**
 * Writes the archive of an open database and DATA_DIR's files to `file`, under a temporary name
 * renamed when complete, so a half-written archive never looks like a backup. The archive holds
 * password, session and reset-token hashes: only its owner may read it (0600, issue 31). What a
 * killed backup left in the folder goes first.
 */
export async function writeArchive(
  database: Database,
  store: FileStore,
  file: string,
  now: Date,
): Promise<BackupManifest> {
  if (existsSync(file)) throw new BackupError(`${file} already exists; a backup never overwrites one.`);
  await mkdir(path.dirname(file), { recursive: true });
  await removeLeftovers(path.dirname(file));
  const staging = await mkdtemp(path.join(path.dirname(file), stagingPrefix()));
  const partial = `${staging}.tar.gz.part`;
  try {
    const manifest = await dumpToDir(database, store, staging, now);
    // manifest.json first, so a reader learns what follows before the rows.
    const tar = createTar({ gzip: true, cwd: staging, portable: true }, [MANIFEST, TABLES_DIR, FILES_DIR]);
    await pipeline(tar, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/**
 * `npm run backup`: one `.tar.gz` with the configured database and every file. `out` is a folder
 * (the archive gets a dated name there) or a file name ending in `.tar.gz`.
 */
export async function createBackup(
  config: BackupConfig,
  out: string,
  now: Date,
): Promise<{ file: string; manifest: BackupManifest }> {
  const file = out.endsWith('.tar.gz')
    ? path.resolve(out)
    : path.resolve(out, `fieldbook-backup-${stamp(now)}.tar.gz`);
  if (existsSync(file)) throw new BackupError(`${file} already exists; a backup never overwrites one.`);
  const database = await openSource(config);
  const store = openFileStore(config);
  try {
    return { file, manifest: await writeArchive(database, store, file, now) };
  } finally {
    store.close();
    await database.close();
  }
}
