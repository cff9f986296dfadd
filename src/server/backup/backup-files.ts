import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { backupFilePath } from '@shared/schemas/backup';

/**
 * The one place backups touch uploaded files: the local folder DATA_DIR/files (chemical documents,
 * report images). Kept to list/read/write so it can be pointed at another file store as a whole.
 */
export const filesRoot = (dataDir: string) => path.resolve(dataDir, 'files');

/** Every stored file, as a path relative to the files folder; uploads still being written (`.x.part`) are not. */
export async function listFiles(dataDir: string): Promise<string[]> {
  const root = filesRoot(dataDir);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((p) => backupFilePath.safeParse(p).success)
    .sort();
}

function resolveInside(dataDir: string, relative: string): string {
  if (!backupFilePath.safeParse(relative).success) throw new Error(`Not a stored file path: ${relative}`);
  return path.join(filesRoot(dataDir), ...relative.split('/'));
}

export function readStoredFile(dataDir: string, relative: string): Readable {
  return createReadStream(resolveInside(dataDir, relative));
}

/** A pass-through that counts and hashes what flows by. */
export function hashingStream(): Transform & { digest(): { size: number; sha256: string } } {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return Object.assign(stream, { digest: () => ({ size, sha256: hash.digest('hex') }) });
}

/** SHA-256 of a file on disk, read as a stream. */
export async function sha256OfFile(file: string): Promise<string> {
  const hasher = hashingStream();
  await pipeline(createReadStream(file), hasher, async (source: AsyncIterable<unknown>) => {
    for await (const _chunk of source); // drain
  });
  return hasher.digest().sha256;
}

/** SHA-256 of a stored file, or null when there is none at that path. */
export async function storedFileHash(dataDir: string, relative: string): Promise<string | null> {
  const file = resolveInside(dataDir, relative);
  if (!(await stat(file).catch(() => null))?.isFile()) return null;
  return sha256OfFile(file);
}

/** Writes a file beside its place and renames it there, so a reader never sees half of it. */
export async function writeStoredFile(
  dataDir: string,
  relative: string,
  source: Readable,
): Promise<{ size: number; sha256: string }> {
  const file = resolveInside(dataDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  const partial = path.join(path.dirname(file), `.${randomBytes(8).toString('hex')}.part`);
  const hasher = hashingStream();
  try {
    await pipeline(source, hasher, createWriteStream(partial, { flags: 'wx' }));
    await rename(partial, file);
  } catch (error) {
    await unlink(partial).catch(() => undefined);
    throw error;
  }
  return hasher.digest();
}
