import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { backupFilePath } from '@shared/schemas/backup';
import { type FileStore, isCacheKey } from '../storage/file-store';

/** Every stored file's key (`chemicals/<name>`, …), sorted; not the cache, which is made again. */
export async function listFiles(files: FileStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of files.list('')) {
    if (isCacheKey(object.key)) continue;
    if (backupFilePath.safeParse(object.key).success) keys.push(object.key);
  }
  return keys.sort();
}

/** The file's bytes, or null when it was deleted since it was listed (the manifest then leaves it out). */
export async function readStoredFile(files: FileStore, key: string): Promise<Readable | null> {
  return (await files.open(key))?.stream ?? null;
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

/** SHA-256 of a stored file, or null when there is none under that key. */
export async function storedFileHash(files: FileStore, key: string): Promise<string | null> {
  const opened = await files.open(key);
  if (!opened) return null;
  const hasher = hashingStream();
  await pipeline(opened.stream, hasher, async (source: AsyncIterable<unknown>) => {
    for await (const _chunk of source); // drain
  });
  return hasher.digest().sha256;
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Stores a file from the archive; the store leaves nothing under the key if it fails. */
export async function writeStoredFile(
  files: FileStore,
  key: string,
  source: Readable,
  size: number,
): Promise<{ size: number; sha256: string }> {
  const hasher = hashingStream();
  const body = source.pipe(hasher);
  source.once('error', (error) => body.destroy(error));
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  await files.put(key, body, { size, contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream' });
  return hasher.digest();
}
