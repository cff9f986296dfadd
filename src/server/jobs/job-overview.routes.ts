import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParam } from '@shared/schemas/common';
import { jobOverview } from '@shared/schemas/job-overview';
import { STAFF } from '../http/access';
import { jobOverview as readJobOverview } from './job-overview.repository';

/** The job page (issue 18): the job with its location, customer and assignees in one answer. */
export async function jobOverviewRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/jobs/:id/overview', {
    config: { access: STAFF },
    schema: {
      operationId: 'getJobOverview',
      summary: 'Get a job with its location, customer and assignees',
      tags: ['jobs'],
      description:
        'The job with its status, its location and customer (name, phone, e-mail) and its assignees. ' +
        'A Supervisor reads only a job assigned to them (another answers 404).',
      params: idParam,
      response: { 200: jobOverview, 404: errorResponse },
    },
    handler: async (request) => readJobOverview(app.db, request.params.id, request.user),
  });
}
