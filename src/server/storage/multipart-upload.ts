import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import type { FileStore } from './file-store';
import { fileRefusal, removeUpload, storeUpload, type StoredUpload, type UploadKind } from './upload-store';

/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const ENVELOPE_BYTES = 64 * 1024;

/** What a route that reads the file whole itself (an import) declares of it: its size and its messages. */
type FileLimits = Pick<UploadKind, 'maxBytes' | 'messages'>;

/** The multipart plugin's and busboy's errors as the kind's messages for the user. */
function multipartError(error: unknown, kind: FileLimits): unknown {
  // A full or read-only disk is the server's trouble, not a broken upload.
  if (error instanceof HttpError || (error as { syscall?: string }).syscall) return error;
  const code = (error as { code?: string }).code;
  const { messages } = kind;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileRefusal(413, messages.tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return fileRefusal(400, messages.one);
  }
  // Busboy's complaints about a malformed body ("Unexpected end of form", …) are bad input.
  if (code === 'FST_MP_PREMATURE_CLOSE') return fileRefusal(400, messages.broken);
  if (error instanceof Error && !('statusCode' in error)) return fileRefusal(400, messages.broken);
  return error;
}

/** The one file part of a multipart body (field "file"). */
async function filePart(request: FastifyRequest, kind: FileLimits): Promise<MultipartFile> {
  const { messages } = kind;
  if (!request.isMultipart()) throw fileRefusal(400, messages.missing);
  // Refused before reading a byte of it when the sender says up front that it is too big.
  if (Number(request.headers['content-length'] ?? 0) > kind.maxBytes + ENVELOPE_BYTES) {
    throw fileRefusal(413, messages.tooLarge);
  }
  const part = await request.file({
    limits: { fileSize: kind.maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });
  if (!part) throw fileRefusal(400, messages.missing);
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw fileRefusal(400, messages.one);
  }
  return part;
}

/**
 * Receives the request's file into the store (checked by upload-store.ts) and hands it to
 * `record`, which saves it in the database. Should that fail, the stored file is removed again,
 * so a refused change leaves no file behind either.
 */
export async function receiveUpload<T extends string, R>(
  request: FastifyRequest,
  store: FileStore,
  kind: UploadKind<T>,
  /** `fields`: the text parts sent before the file (a site plan's name). */
  record: (stored: StoredUpload<T>, filename: string, fields: MultipartFile['fields']) => Promise<R>,
): Promise<R> {
  const part = await filePart(request, kind).catch((error: unknown) => {
    throw multipartError(error, kind);
  });
  const stored = await storeUpload(store, kind, part.file, {
    streamError: (error) => multipartError(error, kind),
  });
  try {
    return await record(stored, part.filename, part.fields);
  } catch (error) {
    await removeUpload(store, kind, stored.name).catch((err: unknown) =>
      request.log.warn({ err, name: stored.name }, 'could not remove an upload whose change was refused'),
    );
    throw error;
  }
}

/** The request's one file, whole in memory (for a file read at once, at most a few MB), refused as `kind` words it. */
export async function receiveFileBuffer(
  request: FastifyRequest,
  kind: FileLimits,
): Promise<{ data: Buffer; filename: string }> {
  try {
    const part = await filePart(request, kind);
    return { data: await part.toBuffer(), filename: part.filename };
  } catch (error) {
    throw multipartError(error, kind);
  }
}
