import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activityQuery,
  activityResponse,
  historyParams,
  historyQuery,
  historyResponse,
} from '@shared/schemas/activity';
import { errorResponse } from '@shared/schemas/common';
import { ADMINS, STAFF } from '../http/access';
import { listActivity } from './activity.repository';
import { historyEntity, recordHistory } from './history.repository';

/** The audit trail people read (issue 20): a record's History and the company's Activity. */
export async function activityRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/history/:entity/:id', {
    // Staff at the door; each kind of record then asks for its own readers (history.repository.ts).
    config: { access: STAFF },
    schema: {
      operationId: 'listRecordHistory',
      summary: 'List the changes of a record, a page at a time',
      tags: ['activity'],
      description:
        "A record's changes and those of the rows it is edited through, newest first, 25 a page: who, " +
        'when, the action and each changed field before and after, readable (names for ids, dates in ' +
        'APP_TIMEZONE, no password hashes). Entities: users, groups, locations, jobs, templates, ' +
        'chemicals, reports, applications; another name is a 404.',
      params: historyParams,
      querystring: historyQuery,
      response: { 200: historyResponse, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const entity = historyEntity(request.params.entity);
      return recordHistory(
        app.db,
        entity,
        request.params.id,
        request.query.page,
        request.user,
        app.config.APP_TIMEZONE,
      );
    },
  });

  api.get('/api/activity', {
    config: { access: ADMINS },
    schema: {
      operationId: 'listActivity',
      summary: 'List every change across the company, a page at a time',
      tags: ['activity'],
      description:
        'Every change across the company, newest first, 25 a page; filters: person (user_id), kind of ' +
        'record (entity), action, date range (YYYY-MM-DD, whole days in APP_TIMEZONE). Nothing is ever ' +
        'dropped from the log.',
      querystring: activityQuery,
      response: { 200: activityResponse, 400: errorResponse },
    },
    handler: async (request) => listActivity(app.db, request.query, app.config.APP_TIMEZONE),
  });
}
