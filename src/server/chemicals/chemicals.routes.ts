import multipart from '@fastify/multipart';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParam, notModified } from '@shared/schemas/common';
import { fileAnswer } from '../http/file-answer';
import {
  CHEMICAL_FILE_MAX_BYTES,
  type ChemicalFileType,
  chemicalBody,
  chemicalDetail,
  chemicalFileQuery,
  chemicalLevelQuery,
  chemicalLevelResponse,
  chemicalSearchQuery,
  chemicalSearchResponse,
  chemicalsResponse,
} from '@shared/schemas/chemicals';
import { ADMINS, ANY_USER } from '../http/access';
import { chemicals } from '../db/schema/chemicals';
import { fieldError, notFound } from '../http/errors';
import { receiveUpload } from '../storage/multipart-upload';
import { displayFileName, openUpload, removeUpload, type UploadKind } from '../storage/upload-store';
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
import { chemicalTreeAnswer } from './chemical-tree-answer';
import { chemicalLevel, searchChemicals } from './chemical-tree.repository';
import { bothPaths } from '../http/spec-paths';

/** Safety documents: a PDF or an image, at most 20 MB, under `chemicals/` in the file store. */
export const CHEMICAL_DOCUMENTS: UploadKind<ChemicalFileType> = {
  prefix: 'chemicals',
  types: {
    'application/pdf': 'pdf',
    'image/png': 'png',
    'image/jpeg': 'jpg',
    'image/gif': 'gif',
    'image/webp': 'webp',
  },
  maxBytes: CHEMICAL_FILE_MAX_BYTES,
  messages: {
    missing: 'chemical.fileMissing',
    one: 'chemical.fileOne',
    broken: 'chemical.fileBroken',
    tooLarge: 'chemical.fileTooLarge',
    empty: 'chemical.fileEmpty',
    type: 'chemical.fileType',
  },
};

export async function chemicalsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Only this module reads multipart bodies, so the parser is registered here, not app-wide.
  await app.register(multipart, { throwFileSizeLimit: true });
  /** After the change is committed an old file that will not go away is logged, not the user's problem. */
  const discard = (request: FastifyRequest, name: string) =>
    removeUpload(app.files, CHEMICAL_DOCUMENTS, name).catch((err: unknown) =>
      request.log.warn({ err, name }, 'could not remove a replaced chemical document'),
    );

  app.trash.register({
    entity: 'chemicals',
    table: chemicals,
    label: chemicals.name.getSQL(),
    beforeRestore: (tx, id) => assertChemicalRestorable(tx, id),
  });

  const treeAnswer = chemicalTreeAnswer(app.db);
  for (const at of bothPaths('GET', '/api/chem-tree', '/api/get-chemicals')) {
    // Registered untyped: its handler sends the kept JSON text, which the typed reply would refuse.
    app.get(at.url, {
      config: { access: ANY_USER },
      schema: at.schema({
        operationId: 'getChemicalTree',
        summary: 'Get the whole tree of live chemicals and categories',
        tags: ['chemicals'],
        description:
          'The whole tree of live chemicals and categories under a root (chemTree), and every node by id (chemsLookup).',
        response: { 200: chemicalsResponse },
      }),
      // The kept text, checked against the contract when it was built, is sent as it is.
      handler: async (_request, reply) => reply.type('application/json').send(await treeAnswer()),
    });
  }

  api.get('/api/chem-tree/categories', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'getChemicalCategoryTree',
      summary: 'Get the tree of live chemical categories alone',
      tags: ['chemicals'],
      description:
        'The tree of live categories alone, in the shape of get-chemicals: the category picker of the chemical form.',
      response: { 200: chemicalsResponse },
    },
    handler: async () => chemicalTree(app.db, { categoriesOnly: true }),
  });

  api.get('/api/chem-tree/children', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'listChemicalChildren',
      summary: 'List the children of a chemical category, a page at a time',
      tags: ['chemicals'],
      description:
        'One page (100) of the live children of a category (`parent_id`; 0 or none: the top of the tree), ' +
        'categories first, then by name, each with how many children it holds. For the chemicals screen.',
      querystring: chemicalLevelQuery,
      response: { 200: chemicalLevelResponse, 404: errorResponse },
    },
    handler: async (request) => chemicalLevel(app.db, request.query.parent_id, request.query.page),
  });

  api.get('/api/chem-tree/search', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'searchChemicals',
      summary: 'Search chemicals and categories by name',
      tags: ['chemicals'],
      description:
        'The first 100 live chemicals and categories whose name holds `search` (`matches`) and every ' +
        'category above them, in the order of the tree.',
      querystring: chemicalSearchQuery,
      response: { 200: chemicalSearchResponse },
    },
    handler: async (request) => searchChemicals(app.db, request.query.search),
  });

  api.get('/api/chems/:id', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'getChemical',
      summary: 'Get a chemical or category',
      tags: ['chemicals'],
      params: idParam,
      response: { 200: chemicalDetail },
    },
    handler: async (request) => getChemical(app.db, request.params.id),
  });

  api.post('/api/chems', {
    config: { access: ADMINS },
    schema: {
      operationId: 'createChemical',
      summary: 'Create a chemical or category',
      tags: ['chemicals'],
      body: chemicalBody,
      response: { 200: chemicalDetail, 409: errorResponse },
    },
    handler: async (request) => {
      const id = await request.transaction((tx) => createChemical(tx, request.body));
      return getChemical(app.db, id);
    },
  });

  api.put('/api/chems/:id', {
    config: { access: ADMINS },
    schema: {
      operationId: 'updateChemical',
      summary: 'Update a chemical or category',
      tags: ['chemicals'],
      params: idParam,
      body: chemicalBody,
      response: { 200: chemicalDetail, 409: errorResponse },
    },
    handler: async (request) => {
      await request.transaction((tx) => updateChemical(tx, request.params.id, request.body));
      return getChemical(app.db, request.params.id);
    },
  });

  api.delete('/api/chems/:id', {
    config: { access: ADMINS },
    schema: {
      operationId: 'deleteChemical',
      summary: 'Soft-delete a chemical or an empty category',
      tags: ['chemicals'],
      description: 'Soft-deletes a chemical or an empty category (409 while it holds anything).',
      params: idParam,
      response: { 200: z.object({ status: z.literal('success'), id: z.number() }), 409: errorResponse },
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
      operationId: 'uploadChemicalDocument',
      summary: 'Upload or replace the safety document of a chemical',
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
      if (target.isCategory) {
        throw fieldError(400, 'chemical.categoryNoFile', 'file');
      }
      const replaced = await receiveUpload(request, app.files, CHEMICAL_DOCUMENTS, (stored, filename) => {
        const originalName = displayFileName(filename, CHEMICAL_DOCUMENTS, stored.type);
        return request.transaction((tx) => setChemicalFile(tx, id, { ...stored, originalName }));
      });
      if (replaced) await discard(request, replaced);
      return getChemical(app.db, id);
    },
  });

  api.delete('/api/chems/:id/file', {
    config: { access: ADMINS },
    schema: {
      operationId: 'deleteChemicalDocument',
      summary: 'Remove the safety document of a chemical',
      tags: ['chemicals'],
      params: idParam,
      response: { 200: chemicalDetail },
    },
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
      operationId: 'downloadChemicalDocument',
      summary: 'Download the safety document of a chemical',
      tags: ['chemicals'],
      description: 'Streams the document, inline for the viewer or, with ?download=1, as an attachment.',
      params: idParam,
      querystring: chemicalFileQuery,
      produces: Object.keys(CHEMICAL_DOCUMENTS.types),
      response: { 200: fileAnswer, 304: notModified },
    },
    handler: async (request, reply) => {
      const row = await chemicalFileInfo(app.db, request.params.id);
      const file =
        row.filepath && row.fileMime ? await openUpload(app.files, CHEMICAL_DOCUMENTS, row.filepath) : null;
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
        return reply.status(304).send(null);
      }
      return reply.header('Content-Length', file.size).send(file.stream);
    },
  });
}
