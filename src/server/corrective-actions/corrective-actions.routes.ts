import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dayIn } from '@shared/dates';
import { sql } from 'drizzle-orm';
import { assignableQuery, errorResponse, idParam } from '@shared/schemas/common';
import {
  actionCreateBody,
  actionDeleted,
  actionDetail,
  actionRow,
  actionsFilterQuery,
  actionsResponse,
  actionUpdateBody,
  assignablePeopleResponse,
  overdueActionsResponse,
} from '@shared/schemas/corrective-actions';
import { Role } from '@shared/constants';
import { ADMINS, ANY_USER, STAFF } from '../http/access';
import { badRequest } from '../http/errors';
import { assertReadsLocation } from '../devices/devices.public';
import { correctiveActions } from '../db/schema/corrective-actions';
import { actionPhotoRoutes } from './action-photo.routes';
import { assertActionRestorable, softDeleteAction, updateAction } from './corrective-action-edit.repository';
import { actionById, countOverdue, createStaffAction, listActions } from './corrective-actions.repository';
import { actionDetailById } from './customer-updates.repository';
import { assignableUsers } from '../users/users.public';
import { reportActionsRoutes } from './report-actions.routes';

const refusals = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/**
 * Corrective actions (issue 16, decision 0034): the office's list and changes here, a report's
 * actions in report-actions.routes.ts, the closing photo in action-photo.routes.ts.
 */
export async function correctiveActionsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // "Overdue" is against the office's date; the repository takes it, so tests can pick the day.
  const today = () => dayIn(app.clock(), app.config.APP_TIMEZONE);

  app.trash.register({
    entity: 'correctiveActions',
    table: correctiveActions,
    label: correctiveActions.title.getSQL(),
    beforeRestore: (tx, id) => assertActionRestorable(tx, id),
  });

  api.get('/api/corrective-actions', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'listCorrectiveActions',
      summary: 'List corrective actions, a page at a time',
      tags: ['corrective-actions'],
      description:
        'Corrective actions, newest first, 25 a page: `status` (one or several, comma-separated: open, ' +
        'in_progress, done, verified), `assignee_id`, `location_id`, `overdue=1` (open or in progress and ' +
        'due before today in APP_TIMEZONE). A Technician lists those of one location where they work ' +
        '(a job or a visit there; `location_id` required), as their phone keeps them (issue 32).',
      querystring: actionsFilterQuery,
      response: { 200: actionsResponse, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      if (request.user.typeId === Role.Technician) {
        const place = request.query.location_id;
        if (!place) throw badRequest('common.invalid', { location_id: 'correctiveAction.placeRequired' });
        await assertReadsLocation(app.db, request.user, place);
      }
      return listActions(app.db, request.query, today());
    },
  });

  api.get('/api/corrective-actions/assignable', {
    config: { access: STAFF },
    schema: {
      operationId: 'listCorrectiveActionAssignees',
      summary: 'List the people a corrective action may be assigned to',
      tags: ['corrective-actions'],
      description:
        'Whom an action may be assigned to: active users of any role, 25 a page by name, searched by name ' +
        'or email (`search`). Supervisors assign too, and the users list is Admins only.',
      querystring: assignableQuery,
      response: { 200: assignablePeopleResponse, 400: errorResponse },
    },
    handler: async (request) => {
      const { users, more } = await assignableUsers(app.db, request.query, { taken: sql`false` });
      return { users, users_more: more };
    },
  });

  api.get('/api/corrective-actions/overdue-count', {
    config: { access: STAFF },
    schema: {
      operationId: 'countOverdueCorrectiveActions',
      summary: 'Count the corrective actions past their due date',
      tags: ['corrective-actions'],
      description: 'How many actions are open or in progress past their due date (today in APP_TIMEZONE).',
      response: { 200: overdueActionsResponse },
    },
    handler: async () => ({ overdue: await countOverdue(app.db, today()) }),
  });

  api.get('/api/corrective-actions/:id', {
    config: { access: STAFF },
    schema: {
      operationId: 'getCorrectiveAction',
      summary: 'Get a corrective action',
      tags: ['corrective-actions'],
      description: 'The action, with what the location’s contacts said on it in the customer portal.',
      params: idParam,
      response: { 200: actionDetail, 404: errorResponse },
    },
    handler: async (request) => actionDetailById(app.db, request.params.id, today()),
  });

  api.post('/api/corrective-actions', {
    config: { access: STAFF },
    schema: {
      operationId: 'createCorrectiveAction',
      summary: 'Create a corrective action by hand',
      tags: ['corrective-actions'],
      description:
        'A new open action by hand, on a live location (`location_id`) or on a report (`report_id`: its ' +
        'location and job). The assignee is an active user of any role.',
      body: actionCreateBody,
      response: { 200: actionRow, ...refusals },
    },
    handler: async (request) => {
      const id = await request.transaction((tx) => createStaffAction(tx, request.body, request.user.id));
      return actionById(app.db, id, today());
    },
  });

  api.patch('/api/corrective-actions/:id', {
    config: { access: STAFF },
    schema: {
      operationId: 'updateCorrectiveAction',
      summary: 'Update a corrective action',
      tags: ['corrective-actions'],
      description:
        'Changes any part of an action. Done needs a closing note and stamps who closed it; verified only ' +
        'from done (409), stamping who verified; back to open or in progress clears both stamps.',
      params: idParam,
      body: actionUpdateBody,
      response: { 200: actionDetail, ...refusals },
    },
    handler: async (request) => {
      const { id } = request.params;
      await request.transaction((tx) => updateAction(tx, id, request.body, request.user.id));
      return actionDetailById(app.db, id, today());
    },
  });

  api.delete('/api/corrective-actions/:id', {
    config: { access: ADMINS },
    schema: {
      operationId: 'deleteCorrectiveAction',
      summary: 'Move a corrective action to the Trash',
      tags: ['corrective-actions'],
      description: 'Moves the action to the Trash (restorable for 30 days).',
      params: idParam,
      response: { 200: actionDeleted, 404: errorResponse },
    },
    handler: async (request) => {
      const { id } = request.params;
      await request.transaction((tx) => softDeleteAction(tx, id, request.user.id));
      return { status: 'success' as const, id };
    },
  });

  // The closing photo is multipart; the parser lives in this module's scope only.
  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(actionPhotoRoutes, { today });
  await app.register(reportActionsRoutes, { today });
}
