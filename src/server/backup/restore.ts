import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { extract as extractTar } from 'tar';
import { type BackupManifest, backupManifest } from '@shared/schemas/backup';
import { migrationsFolder, openDatabase } from '../db/client';
import { checkDataDirWritable } from '../db/data-dir-writable';
import { openFileStore } from '../storage/open-file-store';
import { sha256OfFile, storedFileHash, writeStoredFile } from './backup-files';
import { BackupError } from './backup-error';
import { type BackupConfig, FILES_DIR, MANIFEST, TABLES_DIR } from './backup';
import { loadDatabase } from './db-load';
import { extractAccountZip, isZip } from './zip-extract';

interface JournalEntry {
  when: number;
  tag: string;
}

/**
 * A migrations folder holding only the migrations the backup's schema had: the rows go into the
 * schema they were read from, and the newer migrations run afterwards, over the data, as they would
 * on an upgrade. A backup from a newer version (a migration this one does not know) is refused.
 */
async function migrationsUpTo(manifest: BackupManifest, dir: string): Promise<string> {
  const journalFile = path.join(migrationsFolder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: JournalEntry[] };
  const known = manifest.migrations.map((m, i) => journal.entries[i]?.when === m.when);
  if (known.includes(false)) {
    throw new BackupError(
      'This backup was made by a newer version of Fieldbook (its database has migrations this one does not know). Restore it with that version or a newer one.',
    );
  }
  const entries = journal.entries.slice(0, manifest.migrations.length);
  await mkdir(path.join(dir, 'meta'), { recursive: true });
  await writeFile(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries)
    await copyFile(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

/** Every file in the staging folder must be the one the manifest names, before anything is written. */
async function checkStagedFiles(dir: string, manifest: BackupManifest): Promise<void> {
  for (const f of manifest.files) {
    const file = path.join(dir, FILES_DIR, ...f.path.split('/'));
    if (!existsSync(file)) throw new BackupError(`The backup lacks the file ${f.path} its manifest lists.`);
    if ((await sha256OfFile(file)) !== f.sha256) {
      throw new BackupError(`The file ${f.path} in the backup is damaged (its SHA-256 differs).`);
    }
  }
}

/**
 * Rebuilds the configured database (DATABASE_URL, or the embedded one in DATA_DIR) and DATA_DIR's
 * files from a staging folder: schema to the backup's level, rows (checked against the manifest in
 * the same transaction), then the files (each checked), then the remaining migrations.
 */
export async function restoreFromDir(
  config: BackupConfig,
  dir: string,
  manifest: BackupManifest,
  opts: { force: boolean },
): Promise<void> {
  await checkStagedFiles(dir, manifest);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const store = openFileStore(config);
  try {
    await database.migrate(await migrationsUpTo(manifest, path.join(dir, '.migrations')));
    await loadDatabase(database.db, path.join(dir, TABLES_DIR), manifest, opts);
    for (const f of manifest.files) {
      // A move within one DATA_DIR finds every file already in place.
      if ((await storedFileHash(store, f.path)) === f.sha256) continue;
      const written = await writeStoredFile(
        store,
        f.path,
        createReadStream(path.join(dir, FILES_DIR, ...f.path.split('/'))),
        f.size,
      );
      if (written.sha256 !== f.sha256)
        throw new BackupError(`The file ${f.path} changed while it was restored.`);
    }
    await database.migrate();
  } finally {
    store.close();
    await database.close();
  }
}

/** Reads and checks `manifest.json`; anything else is not an archive this version can restore. */
export async function readManifest(dir: string): Promise<BackupManifest> {
  const text = await readFile(path.join(dir, MANIFEST), 'utf8').catch(() => null);
  const parsed = text === null ? null : backupManifest.safeParse(JSON.parse(text));
  if (!parsed?.success)
    throw new BackupError('This is not a Fieldbook backup (its manifest.json is missing or not valid).');
  return parsed.data;
}

/**
 * `npm run restore -- <archive> [--force]` (a backup's .tar.gz or an account export's .zip): unpacks into a temporary folder inside DATA_DIR (where
 * the files end up anyway) and rebuilds from it.
 */
export async function restoreBackup(
  config: BackupConfig,
  archive: string,
  opts: { force: boolean },
): Promise<BackupManifest> {
  const file = path.resolve(archive);
  if (!existsSync(file)) throw new BackupError(`There is no backup at ${file}.`);
  await checkDataDirWritable(config.DATA_DIR);
  const staging = await mkdtemp(path.join(path.resolve(config.DATA_DIR), '.restore-'));
  try {
    // An account export (ZIP) holds the same manifest, tables and files as a backup (gzip).
    if (await isZip(file)) await extractAccountZip(file, staging);
    else {
      await extractTar({ file, cwd: staging, strict: true }, [MANIFEST, TABLES_DIR, FILES_DIR]).catch(
        (error: unknown) => {
          throw new BackupError(`${file} is not a readable backup archive: ${(error as Error).message}`);
        },
      );
    }
    const manifest = await readManifest(staging);
    await restoreFromDir(config, staging, manifest, opts);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
