import type { ErrorCode } from '@shared/error-codes';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@shared/schemas/common';
import {
  CHEMICAL_FILE_MAX_BYTES,
  chemicalBody,
  chemicalDetail,
  chemicalFileQuery,
  chemicalsResponse,
} from '@shared/schemas/chemicals';
import { ADMINS, ANY_USER } from '../auth/access';
import { chemicals } from '../db/schema/chemicals';
import { fieldError, HttpError, notFound } from '../http/errors';
import { chemicalFilesDir, displayFileName, openStored, removeStored, storeUpload } from './chemical-files';
import {
  assertChemicalRestorable,
  chemicalFileInfo,
  chemicalTree,
  clearChemicalFile,
  createChemical,
  getChemical,
  setChemicalFile,
  softDeleteChemical,
  updateChemical,
} from './chemicals.repository';

const tooLarge = () => new HttpError(413, 'chemical.fileTooLarge', { file: 'chemical.fileTooLarge' });
const badFile = (code: ErrorCode) => fieldError(400, code, 'file');

/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const ENVELOPE_BYTES = 64 * 1024;

/** The one file part of an upload, with the multipart plugin's own errors turned into ours. */
async function uploadedFile(request: FastifyRequest): Promise<MultipartFile> {
  if (!request.isMultipart()) throw badFile('chemical.fileMissing');
  // Refused before reading a byte of it when the sender says up front that it is too big.
  if (Number(request.headers['content-length'] ?? 0) > CHEMICAL_FILE_MAX_BYTES + ENVELOPE_BYTES)
    throw tooLarge();
  try {
    const part = await request.file({
      limits: { fileSize: CHEMICAL_FILE_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    });
    if (!part) throw badFile('chemical.fileMissing');
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw badFile('chemical.fileOne');
    }
    return part;
  } catch (error) {
    throw multipartError(error);
  }
}

function multipartError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return badFile('chemical.fileOne');
  }
  // Busboy's complaints about a malformed body ("Unexpected end of form", …) are bad input.
  if (code === 'FST_MP_PREMATURE_CLOSE') return badFile('chemical.fileBroken');
  if (error instanceof Error && !('statusCode' in error)) return badFile('chemical.fileBroken');
  return error;
}

export async function chemicalsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const filesDir = chemicalFilesDir(app.config.DATA_DIR);
  // Only this module reads multipart bodies, so the parser is registered here, not app-wide.
  await app.register(multipart, { throwFileSizeLimit: true });
  /** After the change is committed an old file that will not go away is logged, not the user's problem. */
  const discard = (request: FastifyRequest, name: string) =>
    removeStored(filesDir, name).catch((err: unknown) =>
      request.log.warn({ err, name }, 'could not remove a replaced chemical document'),
    );

  app.trash.register({
    entity: 'chemicals',
    table: chemicals,
    label: chemicals.name.getSQL(),
    beforeRestore: (tx, id) => assertChemicalRestorable(tx, id),
  });

  api.get('/api/get-chemicals', {
    config: { access: ANY_USER },
    schema: {
      tags: ['chemicals'],
      description:
        'The whole tree of live chemicals and categories under a root (chemTree), and every node by id (chemsLookup).',
      response: { 200: chemicalsResponse },
    },
    handler: async () => chemicalTree(app.db),
  });

  api.get('/api/chems/:id', {
    config: { access: ANY_USER },
    schema: { tags: ['chemicals'], params: idParam, response: { 200: chemicalDetail } },
    handler: async (request) => getChemical(app.db, request.params.id),
  });

  api.post('/api/chems', {
    config: { access: ADMINS },
    schema: { tags: ['chemicals'], body: chemicalBody, response: { 200: chemicalDetail } },
    handler: async (request) => {
      const id = await request.transaction((tx) => createChemical(tx, request.body));
      return getChemical(app.db, id);
    },
  });

  api.put('/api/chems/:id', {
    config: { access: ADMINS },
    schema: { tags: ['chemicals'], params: idParam, body: chemicalBody, response: { 200: chemicalDetail } },
    handler: async (request) => {
      await request.transaction((tx) => updateChemical(tx, request.params.id, request.body));
      return getChemical(app.db, request.params.id);
    },
  });

  api.delete('/api/chems/:id', {
    config: { access: ADMINS },
    schema: {
      tags: ['chemicals'],
      description: 'Soft-deletes a chemical or an empty category (409 while it holds anything).',
      params: idParam,
      response: { 200: z.object({ status: z.literal('success'), id: z.number() }) },
    },
    handler: async (request) => {
      const { id } = request.params;
      await request.transaction((tx) => softDeleteChemical(tx, id, request.user));
      return { status: 'success' as const, id };
    },
  });

  api.put('/api/chems/:id/file', {
    config: { access: ADMINS },
    schema: {
      tags: ['chemicals'],
      description:
        'Sets or replaces the document (multipart field "file"): a PDF or an image, at most 20 MB, checked by its content.',
      consumes: ['multipart/form-data'],
      params: idParam,
      response: { 200: chemicalDetail },
    },
    handler: async (request) => {
      const { id } = request.params;
      const target = await chemicalFileInfo(app.db, id);
      if (target.isCategory) throw badFile('chemical.categoryNoFile');
      const part = await uploadedFile(request);
      const stored = await storeUpload(filesDir, part.file).catch((error: unknown) => {
        throw multipartError(error);
      });
      const originalName = displayFileName(part.filename, stored.type);
      let replaced: string | null;
      try {
        replaced = await request.transaction((tx) => setChemicalFile(tx, id, { ...stored, originalName }));
      } catch (error) {
        await removeStored(filesDir, stored.name);
        throw error;
      }
      if (replaced && replaced !== stored.name) await discard(request, replaced);
      return getChemical(app.db, id);
    },
  });

  api.delete('/api/chems/:id/file', {
    config: { access: ADMINS },
    schema: { tags: ['chemicals'], params: idParam, response: { 200: chemicalDetail } },
    handler: async (request) => {
      const { id } = request.params;
      const removed = await request.transaction((tx) => clearChemicalFile(tx, id));
      if (removed) await discard(request, removed);
      return getChemical(app.db, id);
    },
  });

  api.get('/api/chems/:id/file', {
    config: { access: ANY_USER },
    schema: {
      tags: ['chemicals'],
      description: 'Streams the document, inline for the viewer or, with ?download=1, as an attachment.',
      params: idParam,
      querystring: chemicalFileQuery,
    },
    handler: async (request, reply) => {
      const row = await chemicalFileInfo(app.db, request.params.id);
      const file = row.filepath && row.fileMime ? await openStored(filesDir, row.filepath) : null;
      if (!file || !row.filepath || !row.fileMime) throw notFound('document');
      // The stored name changes with every upload, so it is the document's version.
      const etag = `"${row.filepath}"`;
      void reply
        .header('Content-Type', row.fileMime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-cache')
        .header('ETag', etag)
        .header(
          'Content-Disposition',
          contentDisposition(row.fileName ?? undefined, {
            type: request.query.download ? 'attachment' : 'inline',
          }),
        );
      if (request.headers['if-none-match'] === etag) {
        file.stream.destroy();
        return reply.status(304).send();
      }
      return reply.header('Content-Length', file.size).send(file.stream);
    },
  });
}
