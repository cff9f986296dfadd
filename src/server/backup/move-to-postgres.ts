import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BackupManifest } from '@shared/schemas/backup';
import { checkDataDirWritable } from '../db/data-dir-writable';
import { BackupError } from './backup-error';
import { type BackupConfig, dumpToDir, openSource } from './backup';
import { openFileStore } from '../storage/open-file-store';
import { restoreFromDir } from './restore';

/**
 * The move from the embedded database to PostgreSQL: a backup of DATA_DIR's PGlite, without the
 * archive, restored into DATABASE_URL (which must be empty). Files stay in DATA_DIR, the folder the
 * server on PostgreSQL uses too; each is checked against its hash (a file store elsewhere gets them
 * copied, as a restore does).
 */
export async function moveToPostgres(config: BackupConfig, now: Date): Promise<BackupManifest> {
  if (!config.DATABASE_URL) {
    throw new BackupError('Set DATABASE_URL to the PostgreSQL database to move into (an empty one).');
  }
  await checkDataDirWritable(config.DATA_DIR);
  const staging = await mkdtemp(path.join(path.resolve(config.DATA_DIR), '.move-'));
  try {
    const source = await openSource({ DATA_DIR: config.DATA_DIR });
    const store = openFileStore(config);
    let manifest: BackupManifest;
    try {
      manifest = await dumpToDir(source, store, staging, now);
    } finally {
      store.close();
      await source.close();
    }
    await restoreFromDir(config, staging, manifest, { force: false });
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
