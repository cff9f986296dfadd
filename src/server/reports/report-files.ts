import type { ErrorCode } from '@shared/error-codes';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyRequest } from 'fastify';
import { REPORT_FILE_MAX_BYTES } from '@shared/schemas/reports';
import { fieldError, HttpError } from '../http/errors';

/**
 * Signature and photo images live under DATA_DIR/files/reports with names the server makes up.
 * Only PNG and JPEG are kept: the PDF embeds exactly those, and the web app converts photos to
 * JPEG (scaled down) before sending them.
 */
export const reportFilesDir = (dataDir: string) => path.resolve(dataDir, 'files', 'reports');

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;
type ImageType = keyof typeof EXTENSIONS;
const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg)$/;
const SNIFF_BYTES = 4100;

const tooLarge = () => new HttpError(413, 'report.fileTooLarge', { file: 'report.fileTooLarge' });
const badFile = (code: ErrorCode) => fieldError(400, code, 'file');

/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const ENVELOPE_BYTES = 64 * 1024;

/** The one file part of an upload, with the multipart plugin's own errors turned into ours. */
export async function uploadedImage(request: FastifyRequest): Promise<MultipartFile> {
  if (!request.isMultipart()) throw badFile('report.fileMissing');
  if (Number(request.headers['content-length'] ?? 0) > REPORT_FILE_MAX_BYTES + ENVELOPE_BYTES) {
    throw tooLarge();
  }
  try {
    const part = await request.file({
      limits: { fileSize: REPORT_FILE_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
    });
    if (!part || part.fieldname !== 'file') {
      part?.file.resume();
      throw badFile('report.fileMissing');
    }
    return part;
  } catch (error) {
    throw multipartError(error);
  }
}

export function multipartError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return badFile('report.fileMissing');
  }
  // Busboy's complaints about a malformed body ("Unexpected end of form", …) are bad input.
  if (error instanceof Error && !('statusCode' in error)) return badFile('report.fileMissing');
  return error;
}

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
 * Writes an upload beside its final place, checks by its content that it is a PNG or a JPEG, and
 * gives it a generated name. A refused or failed upload leaves nothing behind.
 */
export async function storeImage(
  dir: string,
  stream: Readable & { truncated?: boolean },
): Promise<{ name: string; mime: ImageType; size: number }> {
  await mkdir(dir, { recursive: true });
  const id = randomBytes(16).toString('hex');
  const partial = path.join(dir, `.${id}.part`);
  try {
    await pipeline(stream, createWriteStream(partial, { flags: 'wx' }));
    if (stream.truncated) throw tooLarge();
    const { size } = await stat(partial);
    if (size === 0) throw badFile('report.fileEmpty');
    const mime = (await fileTypeFromBuffer(await readHead(partial)))?.mime;
    if (mime !== 'image/png' && mime !== 'image/jpeg') throw badFile('report.fileType');
    const name = `${id}.${EXTENSIONS[mime]}`;
    await rename(partial, path.join(dir, name));
    return { name, mime, size };
  } catch (error) {
    await unlink(partial).catch(() => undefined);
    throw error;
  }
}

/** A stored image's path, or null for a name this module did not make (never trusted as a path). */
export function storedImagePath(dir: string, name: string): string | null {
  return STORED_NAME.test(name) ? path.join(dir, name) : null;
}

/** The bytes of a stored image, or null when it is gone. */
export async function readStoredImage(dir: string, name: string): Promise<Buffer | null> {
  const file = storedImagePath(dir, name);
  if (!file) return null;
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function removeStoredImage(dir: string, name: string): Promise<void> {
  const file = storedImagePath(dir, name);
  if (file) await unlink(file).catch(() => undefined);
}
