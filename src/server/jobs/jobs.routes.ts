import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { myJob } from '@shared/schemas/jobs';
import { ANY_USER } from '../auth/access';
import { listMyJobs } from './jobs.repository';

export async function jobsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/my/jobs', {
    config: { access: ANY_USER },
    schema: {
      tags: ['jobs'],
      description: 'The active jobs assigned to the current user.',
      response: { 200: z.array(myJob) },
    },
    handler: async (request) => listMyJobs(app.db, request.user.id),
  });
}
