import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dayIn } from '@shared/dates';
import { errorResponse, idParam } from '@shared/schemas/common';
import { recurrenceBody, recurrenceResponse } from '@shared/schemas/visits';
import { ADMINS, STAFF } from '../http/access';
import { deleteRecurrence, getRecurrence, putRecurrence } from './recurrence.repository';

const refusals = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** A job's recurring service (issue 18, decision 0036): its rule, and the visits it plans. */
export async function recurrenceRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A rule edit changes visits from the office's today on; the repository takes the day.
  const planning = () => ({
    today: dayIn(app.clock(), app.config.APP_TIMEZONE),
    horizonDays: app.config.VISIT_HORIZON_DAYS,
  });

  api.get('/api/jobs/:id/recurrence', {
    config: { access: STAFF },
    schema: {
      operationId: 'getJobRecurrence',
      summary: "Get a job's repeat rule and visit window",
      tags: ['visits'],
      description:
        "The job's repeat rule and visit window; null: visits are made by hand. Supervisors: their own jobs.",
      params: idParam,
      response: { 200: recurrenceResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => getRecurrence(app.db, request.user, request.params.id),
  });

  api.put('/api/jobs/:id/recurrence', {
    config: { access: ADMINS },
    schema: {
      operationId: 'setJobRecurrence',
      summary: "Set a job's repeat rule, replacing untouched future visits",
      tags: ['visits'],
      description:
        'Sets the repeat rule and window. Future visits nobody touched are replaced by the new rule’s ' +
        '(`removed`, `generated`); done, skipped, started, moved, reported and past ones stay.',
      params: idParam,
      body: recurrenceBody,
      response: { 200: recurrenceResponse, ...refusals },
    },
    handler: async (request) =>
      request.transaction((tx) => putRecurrence(tx, request.params.id, request.body, planning())),
  });

  api.delete('/api/jobs/:id/recurrence', {
    config: { access: ADMINS },
    schema: {
      operationId: 'deleteJobRecurrence',
      summary: "Remove a job's repeat rule and its untouched future visits",
      tags: ['visits'],
      description: 'Removes the repeat rule and the future visits nobody touched (`removed`).',
      params: idParam,
      response: { 200: recurrenceResponse, ...refusals },
    },
    handler: async (request) =>
      request.transaction((tx) => deleteRecurrence(tx, request.params.id, planning().today)),
  });
}
