import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assignableQuery, errorResponse, idParam, recordId } from '@shared/schemas/common';
import { assignBody, assigneesResponse, assignQuery } from '@shared/schemas/jobs';
import { ADMINS } from '../http/access';
import { badRequest } from '../http/errors';
import { assignUser, deassignUser, listAssignees } from './job-assignees.repository';

const done = z.object({ status: z.literal('success') });

/** Spec screen 6: assigning supervisors (any active Supervisor or Technician) to a job. */
export async function jobAssigneeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/jobs/assignees-available-users/:id', {
    config: { access: ADMINS },
    schema: {
      operationId: 'listJobAssignees',
      summary: "List a job's assignees and the users who may be assigned",
      tags: ['jobs'],
      description:
        'One page (25) of the users who may still be assigned to the job, by name, searched by name or ' +
        'email (`search`), and all its assignees.',
      params: idParam,
      querystring: assignableQuery,
      response: { 200: assigneesResponse, 404: errorResponse },
    },
    handler: async (request) => listAssignees(app.db, request.params.id, request.query),
  });

  api.post('/api/jobs/assign/:id', {
    config: { access: ADMINS },
    schema: {
      operationId: 'addJobAssignee',
      summary: 'Assign a user to a job',
      tags: ['jobs'],
      params: idParam,
      body: assignBody,
      response: { 200: done, 400: errorResponse, 404: errorResponse, 409: errorResponse },
    },
    handler: async (request) => {
      await request.transaction((tx) => assignUser(tx, request.params.id, request.body.user_id));
      return { status: 'success' as const };
    },
  });

  api.delete('/api/jobs/deassign/:id', {
    config: { access: ADMINS },
    schema: {
      operationId: 'removeJobAssignee',
      summary: 'Remove an assignee from a job',
      tags: ['jobs'],
      description: 'Removes an assignee; user_id in the body (as the spec sends it) or as ?user_id=.',
      params: idParam,
      body: z.object({ user_id: recordId.optional() }).nullish(),
      querystring: assignQuery,
      response: { 200: done, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const userId = request.body?.user_id ?? request.query.user_id;
      if (!userId) throw badRequest('common.invalid', { user_id: 'job.userRequired' });
      await request.transaction((tx) => deassignUser(tx, request.params.id, userId));
      return { status: 'success' as const };
    },
  });
}
