import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../config';
import { diskErrorCause } from './disk-errors';

/**
 * Before the database opens: DATA_DIR must exist (it is made if missing) and take a write. A full
 * disk or a read-only folder then stops the start with a sentence naming the folder and the cause,
 * instead of a stack trace from deep inside the database.
 */
export async function checkDataDirWritable(dataDir: string): Promise<void> {
  const dir = path.resolve(dataDir);
  const probe = path.join(dir, `.write-check-${randomBytes(4).toString('hex')}`);
  try {
    await mkdir(dir, { recursive: true });
    // Some bytes, not an empty file: a full disk still takes a new empty file's directory entry.
    await writeFile(probe, randomBytes(4096), { flag: 'wx' });
  } catch (error) {
    const cause = diskErrorCause(error) ?? `${(error as Error).message}`;
    throw new ConfigError(`DATA_DIR ${dir} cannot be written: ${cause}.`);
  } finally {
    await rm(probe, { force: true }).catch(() => undefined);
  }
}
