import { createWriteStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { backupFilePath } from '@shared/schemas/backup';
import { BackupError } from './backup-error';
import { FILES_DIR, MANIFEST, TABLES_DIR } from './backup';

/** True when the file starts as a ZIP does ("PK\x03\x04"); a backup is gzip. */
export async function isZip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    return head.equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  } finally {
    await handle.close();
  }
}

/** What a restore reads of an account export: the manifest, the tables' JSON lines and the files. */
function wanted(name: string): boolean {
  if (name === MANIFEST) return true;
  const [top, ...rest] = name.split('/');
  if (top !== TABLES_DIR && top !== FILES_DIR) return false;
  // The same rule a backup's own file paths follow: relative, no `..`, no hidden parts.
  return rest.length > 0 && backupFilePath.safeParse(rest.join('/')).success;
}

/**
 * Unpacks an account export's ZIP (backup/account-export.ts) into `dir`, leaving out the CSV copies
 * and the README; an entry outside the expected folders is never written.
 */
export async function extractAccountZip(file: string, dir: string): Promise<void> {
  const zip = await yauzl.openPromise(file).catch((error: unknown) => {
    throw new BackupError(`${file} is not a readable ZIP: ${(error as Error).message}`);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      const write = async (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/') || !wanted(entry.fileName)) return;
        const target = path.join(dir, ...entry.fileName.split('/'));
        await mkdir(path.dirname(target), { recursive: true });
        await pipeline(await zip.openReadStreamPromise(entry), createWriteStream(target, { flags: 'wx' }));
      };
      zip.on('entry', (entry: yauzl.Entry) => {
        write(entry).then(() => zip.readEntry(), reject);
      });
      zip.on('end', resolve);
      zip.on('error', reject);
      zip.readEntry();
    });
  } catch (error) {
    // yauzl itself refuses an entry named outside the archive (`../`), before anything is written.
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a readable account export: ${(error as Error).message}`);
  } finally {
    zip.close();
  }
}
