import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/schemas/common';
import {
  queueJob,
  queueJobParams,
  queueJobsQuery,
  queueJobsResponse,
  queueSummary,
} from '@shared/schemas/queue';
import { ADMINS } from '../http/access';
import { queueJobs, queueSummary as readSummary, retryJob } from './queue.repository';
import { wakeQueue } from './queue-worker';

/** The Admin's Background jobs page: what waits, what is tried again, what failed (issue 36). */
export async function queueRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/queue', {
    config: { access: ADMINS },
    schema: {
      operationId: 'getQueueSummary',
      summary: 'Count each background queue’s jobs by state',
      tags: ['queue'],
      description:
        'Every queue of background work (mail, …) with how many of its jobs wait (`created`), wait to be ' +
        'tried again (`retry`), are in hand (`active`), ended (`completed`, `cancelled`) or `failed` for good. ' +
        'Completed jobs are counted until the queue archives them, 12 hours after.',
      response: { 200: queueSummary },
    },
    handler: async () => readSummary(app.db),
  });

  api.get('/api/queue/jobs', {
    config: { access: ADMINS },
    schema: {
      operationId: 'listQueueJobs',
      summary: 'List background jobs, a page at a time',
      tags: ['queue'],
      description:
        'Jobs newest first, 25 a page, of one `queue` and `state` or all, with the last failed try’s error.',
      querystring: queueJobsQuery,
      response: { 200: queueJobsResponse, 400: errorResponse },
    },
    handler: async (request) => queueJobs(app.db, request.query),
  });

  api.post('/api/queue/:queue/jobs/:id/retry', {
    config: { access: ADMINS },
    schema: {
      operationId: 'retryQueueJob',
      summary: 'Try a failed background job once more',
      tags: ['queue'],
      description:
        'A job that failed for good is tried again now, with one more try allowed; a mail it sends goes back to ' +
        'the queue. 404 when no failed job has that id (tried again already, or never failed).',
      params: queueJobParams,
      response: { 200: queueJob, 404: errorResponse },
    },
    handler: async (request) => {
      const { queue, id } = request.params;
      const retried = await request.transaction((tx) => retryJob(tx, app.boss, queue, id));
      wakeQueue(queue);
      return retried;
    },
  });
}
