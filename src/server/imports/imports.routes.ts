import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@shared/schemas/common';
import {
  IMPORT_MAX_BYTES,
  importDryRun,
  importFileAnswer,
  importIdParam,
  importKindParam,
  importRunBody,
  importsListQuery,
  importSummary,
} from '@shared/schemas/imports';
import { ADMINS } from '../http/access';
import { receiveFileBuffer } from '../storage/multipart-upload';
import {
  applyImport,
  dryRunImport,
  forgetImportFile,
  keepImportFile,
  listImports,
  undoImport,
} from './imports.repository';

/** The uploaded table, whole in memory (10 MB at most): anything that is not one file is unreadable. */
const IMPORT_FILE = {
  maxBytes: IMPORT_MAX_BYTES,
  messages: {
    missing: 'import.fileMissing',
    one: 'import.fileMissing',
    broken: 'import.fileUnreadable',
    tooLarge: 'import.fileTooLarge',
    empty: 'import.fileEmpty',
    type: 'import.fileUnreadable',
  },
} as const;

export async function importsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, { throwFileSizeLimit: true });

  api.post('/api/imports/:kind/file', {
    config: { access: ADMINS },
    bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
    schema: {
      operationId: 'uploadImportFile',
      summary: 'Upload a CSV or XLSX file to import',
      tags: ['imports'],
      description:
        'Uploads a CSV (UTF-8, with or without BOM) or XLSX file (multipart field "file", at most 10 MB and 20,000 rows) to import; answers its headings, a few rows and the mapping to offer. The file is kept for the dry run and the apply.',
      consumes: ['multipart/form-data'],
      params: importKindParam,
      response: { 200: importFileAnswer, 400: errorResponse, 413: errorResponse },
    },
    handler: async (request) => {
      const { data, filename } = await receiveFileBuffer(request, IMPORT_FILE);
      return keepImportFile(app.db, app.files, request.params.kind, data, filename.slice(0, 255) || 'import');
    },
  });

  api.post('/api/imports/:kind/dry-run', {
    config: { access: ADMINS },
    schema: {
      operationId: 'previewImport',
      summary: 'Show what an import would do, row by row, writing nothing',
      tags: ['imports'],
      description: 'What the file would do, row by row (create, update or refuse, and why); writes nothing.',
      params: importKindParam,
      body: importRunBody,
      response: { 200: importDryRun, 400: errorResponse },
    },
    handler: async (request) =>
      dryRunImport(app.db, app.files, request.params.kind, request.body, request.user),
  });

  api.post('/api/imports/:kind/apply', {
    config: { access: ADMINS },
    schema: {
      operationId: 'applyImport',
      summary: 'Import every row of a file in one transaction',
      tags: ['imports'],
      description:
        'Writes every row of the file in one transaction, or nothing: any refused row answers 409 naming the rows.',
      params: importKindParam,
      body: importRunBody,
      response: {
        200: z.object({ id: z.number(), created: z.number(), updated: z.number() }),
        400: errorResponse,
        409: errorResponse.extend({ lines: z.array(z.number()).optional() }),
      },
    },
    handler: async (request) => {
      const { kind } = request.params;
      const done = await request.transaction((tx) =>
        applyImport(tx, app.files, kind, request.body, request.user),
      );
      await forgetImportFile(app.files, request.body.file_token).catch((err: unknown) =>
        request.log.warn({ err }, 'could not remove an applied import file'),
      );
      return done;
    },
  });

  api.get('/api/imports', {
    config: { access: ADMINS },
    schema: {
      operationId: 'listImports',
      summary: 'List past imports, a page at a time',
      tags: ['imports'],
      description:
        'Past imports, newest first or by `sort` (a column, `-column` descending), 25 a page; the total is ' +
        'in the X-Total-Count header.',
      querystring: importsListQuery,
      response: { 200: z.array(importSummary) },
    },
    handler: async (request, reply) => {
      const { rows, total } = await listImports(app.db, request.query);
      void reply.header('X-Total-Count', total);
      return rows;
    },
  });

  api.post('/api/imports/undo/:id', {
    config: { access: ADMINS },
    schema: {
      operationId: 'undoImport',
      summary: 'Undo a whole import within 30 days',
      tags: ['imports'],
      description:
        'Takes a whole import back within 30 days, once: created records go to the Trash, updated ones get their earlier values.',
      params: importIdParam,
      response: { 200: z.object({ status: z.literal('success') }), 404: errorResponse, 409: errorResponse },
    },
    handler: async (request) => {
      await request.transaction((tx) => undoImport(tx, request.params.id, request.user));
      return { status: 'success' as const };
    },
  });
}
