import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import { CHEMICAL_FILE_TYPES, type ChemicalFileType } from '@shared/schemas/chemicals';
import { HttpError, badRequest } from '../http/errors';

/**
 * Safety documents live under DATA_DIR/files/chemicals with names the server makes up. The uploaded
 * file's own name is only ever shown (and offered as the download name), never used as a path.
 */
export const chemicalFilesDir = (dataDir: string) => path.resolve(dataDir, 'files', 'chemicals');

const EXTENSIONS: Record<ChemicalFileType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** What a stored name looks like; anything else read from the database is refused, not opened. */
const STORED_NAME = /^[0-9a-f]{32}\.(pdf|png|jpg|gif|webp)$/;

/** file-type recognises these formats from their first bytes; it never needs more than this. */
const SNIFF_BYTES = 4100;

export interface StoredFile {
  name: string;
  type: ChemicalFileType;
  size: number;
}

const isAllowedType = (mime: string | undefined): mime is ChemicalFileType =>
  (CHEMICAL_FILE_TYPES as readonly string[]).includes(mime ?? '');

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Writes an upload to a temporary name beside its final place, then checks what it really is by
 * its content (a renamed program is refused whatever it is called) and gives it a generated name.
 * A refused or failed upload leaves nothing behind.
 */
export async function storeUpload(
  dir: string,
  stream: Readable & { truncated?: boolean },
): Promise<StoredFile> {
  await mkdir(dir, { recursive: true });
  const id = randomBytes(16).toString('hex');
  const partial = path.join(dir, `.${id}.part`);
  try {
    await pipeline(stream, createWriteStream(partial, { flags: 'wx' }));
    if (stream.truncated)
      throw new HttpError(413, 'chemical.fileTooLarge', { file: 'chemical.fileTooLarge' });
    const { size } = await stat(partial);
    if (size === 0) throw badRequest('chemical.fileEmpty', { file: 'chemical.fileEmpty' });
    const detected = await fileTypeFromBuffer(await readHead(partial));
    if (!isAllowedType(detected?.mime)) {
      throw badRequest('chemical.fileType', { file: 'chemical.fileType' });
    }
    const name = `${id}.${EXTENSIONS[detected.mime]}`;
    await rename(partial, path.join(dir, name));
    return { name, type: detected.mime, size };
  } catch (error) {
    await unlink(partial).catch(() => undefined);
    throw error;
  }
}

/**
 * The path of a stored document, or null when the name is not one this module made: a name read
 * from the database is never trusted to stay inside the folder.
 */
function storedPath(dir: string, name: string): string | null {
  return STORED_NAME.test(name) ? path.join(dir, name) : null;
}

export async function openStored(
  dir: string,
  name: string,
): Promise<{ stream: ReadStream; size: number } | null> {
  const file = storedPath(dir, name);
  if (!file) return null;
  try {
    const { size } = await stat(file);
    return { stream: createReadStream(file), size };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Removes a replaced or removed document; one already gone (or never ours) is left alone. */
export async function removeStored(dir: string, name: string): Promise<void> {
  const file = storedPath(dir, name);
  if (!file) return;
  await unlink(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/**
 * The uploaded file's own name, kept for display and as the download name: no folders, no control
 * characters, at most 200 characters (keeping the extension).
 */
export function displayFileName(original: string | undefined, type: ChemicalFileType): string {
  const base = (original ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const fallback = `document.${EXTENSIONS[type]}`;
  if (!clean || clean === '.' || clean === '..') return fallback;
  if (clean.length <= 200) return clean;
  const ext = path.extname(clean).slice(0, 10);
  return clean.slice(0, 200 - ext.length) + ext;
}
