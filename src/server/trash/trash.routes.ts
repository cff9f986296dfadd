import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@shared/schemas/common';
import { restoreParams, trashQuery, trashResponse } from '@shared/schemas/trash';
import { ADMINS } from '../http/access';
import { notFound } from '../http/errors';
import { listTrash, restoreFromTrash } from './trash.repository';

export async function trashRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/trash', {
    config: { access: ADMINS },
    schema: {
      operationId: 'listTrash',
      summary: 'List what was deleted in the last 30 days, a page at a time',
      tags: ['trash'],
      description:
        'What was deleted in the last 30 days, newest first or by `sort` (kind, name, deleted_at, ' +
        'deleted_by; `-` before it for descending), 25 a page, of one `entity` or all.',
      querystring: trashQuery,
      response: { 200: trashResponse, 400: errorResponse },
    },
    handler: async (request) => {
      const { page, sort, entity } = request.query;
      const kinds = app.trash.all().filter((k) => !entity || k.entity === entity);
      return listTrash(app.db, kinds, page, sort);
    },
  });

  api.post('/api/trash/:entity/:id/restore', {
    config: { access: ADMINS },
    schema: {
      operationId: 'restoreDeletedItem',
      summary: 'Restore a deleted record from the Trash',
      tags: ['trash'],
      params: restoreParams,
      response: { 200: z.object({ status: z.literal('success') }), 409: errorResponse },
    },
    handler: async (request) => {
      const { entity, id } = request.params;
      const kind = app.trash.get(entity);
      if (!kind) throw notFound('deletedItem');
      await request.transaction((tx) => restoreFromTrash(tx, kind, id, request.user));
      return { status: 'success' as const };
    },
  });
}
