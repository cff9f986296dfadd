import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import type { ErrorCode } from '@shared/error-codes';
import { fieldError } from '../http/errors';
import type { FileStore } from './file-store';

/** The codes a refused upload answers with (src/shared/error-codes.ts); each kind words them for what it stores. */
export interface UploadMessages {
  missing: ErrorCode;
  /** A second file, or the file in a field of another name. */
  one: ErrorCode;
  /** A body that ended before its closing boundary. */
  broken: ErrorCode;
  tooLarge: ErrorCode;
  empty: ErrorCode;
  type: ErrorCode;
}

/**
 * One use of the upload store: chemical documents, report images, and whatever comes next
 * (device photos, site plans) declares its own folder, the types it takes and its size limit.
 */
export interface UploadKind<T extends string = string> {
  /** The folder (local) or key prefix (S3): `chemicals` → `files/chemicals/<name>`. */
  prefix: string;
  /** The types accepted, by content, each with the extension its stored name gets. */
  types: Readonly<Record<T, string>>;
  maxBytes: number;
  messages: UploadMessages;
}

export interface StoredUpload<T extends string = string> {
  name: string;
  type: T;
  size: number;
}

/** file-type recognises every format it knows from at most this many first bytes. */
const SNIFF_BYTES = 4100;

const storedName = (kind: UploadKind) =>
  new RegExp(`^[0-9a-f]{32}\\.(${[...new Set(Object.values(kind.types))].join('|')})$`);

/**
 * The key of a stored name, or null when the name is not one this module made: a name read from
 * the database is never trusted to stay inside its folder.
 */
export function uploadKey(kind: UploadKind, name: string): string | null {
  return storedName(kind).test(name) ? `${kind.prefix}/${name}` : null;
}

export const fileRefusal = (status: 400 | 413, code: ErrorCode) => fieldError(status, code, 'file');

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
 * Receives an upload whole into a temporary file, checks it there (size, not empty, its type by
 * its content, so a renamed program is refused whatever it is called) and only then hands it to
 * the store under a generated name. A refused or failed upload leaves nothing behind.
 */
export async function storeUpload<T extends string>(
  store: FileStore,
  kind: UploadKind<T>,
  stream: Readable & { truncated?: boolean },
  opts: {
    /** How errors of the incoming stream (a cut or oversized body) are told to the user. */
    streamError?: (error: unknown) => unknown;
    /** Where the upload waits while it is checked. */
    tmpDir?: string;
  } = {},
): Promise<StoredUpload<T>> {
  const { streamError = (error: unknown) => error, tmpDir = os.tmpdir() } = opts;
  const id = randomBytes(16).toString('hex');
  const partial = path.join(tmpDir, `fieldbook-upload-${id}.part`);
  try {
    await pipeline(stream, createWriteStream(partial, { flags: 'wx' })).catch((error: unknown) => {
      throw streamError(error);
    });
    if (stream.truncated) throw fileRefusal(413, kind.messages.tooLarge);
    const { size } = await stat(partial);
    if (size > kind.maxBytes) throw fileRefusal(413, kind.messages.tooLarge);
    if (size === 0) throw fileRefusal(400, kind.messages.empty);
    const mime = (await fileTypeFromBuffer(await readHead(partial)))?.mime ?? '';
    if (!Object.hasOwn(kind.types, mime)) throw fileRefusal(400, kind.messages.type);
    const type = mime as T;
    const name = `${id}.${kind.types[type]}`;
    await store.put(`${kind.prefix}/${name}`, createReadStream(partial), { size, contentType: type });
    return { name, type, size };
  } finally {
    await unlink(partial).catch(() => undefined);
  }
}

/** A stored file as a stream with its size; null when the name is not ours or the file is gone. */
export async function openUpload(store: FileStore, kind: UploadKind, name: string) {
  const key = uploadKey(kind, name);
  return key ? store.open(key) : null;
}

/** A stored file's bytes; null when the name is not ours or the file is gone. */
export async function readUpload(store: FileStore, kind: UploadKind, name: string): Promise<Buffer | null> {
  const key = uploadKey(kind, name);
  return key ? store.read(key) : null;
}

/** Removes a stored file; one already gone (or a name never ours) is left alone. */
export async function removeUpload(store: FileStore, kind: UploadKind, name: string): Promise<void> {
  const key = uploadKey(kind, name);
  if (key) await store.delete(key);
}

/**
 * The uploaded file's own name, kept for display and as the download name: no folders, no control
 * characters, at most 200 characters (keeping the extension).
 */
export function displayFileName(original: string | undefined, kind: UploadKind, type: string): string {
  const base = (original ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const fallback = `document.${(kind.types as Record<string, string>)[type] ?? 'bin'}`;
  if (!clean || clean === '.' || clean === '..') return fallback;
  if (clean.length <= 200) return clean;
  const ext = path.extname(clean).slice(0, 10);
  return clean.slice(0, 200 - ext.length) + ext;
}
