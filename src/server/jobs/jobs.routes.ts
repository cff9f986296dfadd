import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParam, recordId } from '@shared/schemas/common';
import {
  jobBody,
  jobCategoriesResponse,
  jobDetail,
  jobsFilterQuery,
  jobsListResponse,
  myJob,
} from '@shared/schemas/jobs';
import { ADMINS, ANY_USER, STAFF } from '../http/access';
import { jobs } from '../db/schema/jobs';
import { badRequest } from '../http/errors';
import { jobAssigneeRoutes } from './job-assignees.routes';
import { jobOverviewRoutes } from './job-overview.routes';
import { assertJobRestorable, createJob, getJob, softDeleteJob, updateJob } from './job-edit.repository';
import { listCategories, listJobs, listMyJobs } from './jobs.repository';
import { bothPaths, specOperation } from '../http/spec-paths';

export async function jobsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  app.trash.register({
    entity: 'jobs',
    table: jobs,
    label: jobs.name.getSQL(),
    beforeRestore: (tx, id) => assertJobRestorable(tx, id),
  });

  api.get('/api/my/jobs', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'listMyJobs',
      summary: 'List the active jobs assigned to the current user',
      tags: ['jobs'],
      description: 'The active jobs assigned to the current user.',
      response: { 200: z.array(myJob) },
    },
    handler: async (request) => listMyJobs(app.db, request.user.id),
  });

  for (const at of bothPaths('GET', '/api/jobs', '/api/get-jobs-filtered')) {
    api.get(at.url, {
      config: { access: STAFF },
      schema: at.schema({
        operationId: 'listJobs',
        summary: 'List jobs, a page at a time',
        tags: ['jobs'],
        description:
          'One page (25) of jobs, newest first. `id` (a user), `group_id` and `location_id` narrow it to ' +
          'those jobs and name them in the answer; `filter` matches name, category, location name or address. ' +
          'A Supervisor always gets the jobs assigned to them.',
        querystring: jobsFilterQuery,
        response: { 200: jobsListResponse, 403: errorResponse, 404: errorResponse },
      }),
      handler: async (request) => listJobs(app.db, request.user, request.query),
    });
  }

  api.get('/api/jobs/categories', {
    config: { access: ADMINS },
    schema: {
      operationId: 'listJobCategories',
      summary: 'List category suggestions for the job form',
      tags: ['jobs'],
      description: 'Category suggestions for the job form, from the most recent jobs.',
      response: { 200: jobCategoriesResponse },
    },
    handler: async () => listCategories(app.db),
  });

  api.get('/api/jobs/:id', {
    config: { access: ADMINS },
    schema: {
      operationId: 'getJob',
      summary: 'Get a job',
      tags: ['jobs'],
      params: idParam,
      response: { 200: jobDetail, 404: errorResponse },
    },
    handler: async (request) => getJob(app.db, request.params.id),
  });

  api.post('/api/jobs', {
    config: { access: ADMINS },
    schema: {
      operationId: 'createJob',
      summary: 'Create a job',
      tags: ['jobs'],
      body: jobBody,
      response: { 200: jobDetail, 400: errorResponse },
    },
    handler: async (request) => request.transaction((tx) => createJob(tx, request.body)),
  });

  api.put('/api/jobs/:id', {
    config: { access: ADMINS },
    schema: {
      operationId: 'updateJob',
      summary: 'Update a job',
      tags: ['jobs'],
      params: idParam,
      body: jobBody,
      response: { 200: jobDetail, 400: errorResponse, 404: errorResponse, 409: errorResponse },
    },
    handler: async (request) => request.transaction((tx) => updateJob(tx, request.params.id, request.body)),
  });

  const deleteSchema = {
    operationId: 'deleteJob',
    summary: 'Soft-delete a job',
    tags: ['jobs'],
    description: 'Soft-deletes a job (to the Trash).',
  };
  const deleted = { 200: z.object({ status: z.literal('success'), id: z.number() }), 404: errorResponse };
  const remove = async (request: FastifyRequest, id: number) => {
    await request.transaction((tx) => softDeleteJob(tx, id, request.user));
    return { status: 'success' as const, id };
  };

  api.delete('/api/jobs/:id', {
    config: { access: ADMINS },
    schema: { ...deleteSchema, params: idParam, response: deleted },
    handler: async (request) => remove(request, request.params.id),
  });

  api.post('/api/delete-job/:id', {
    config: { access: ADMINS },
    schema: {
      ...specOperation(
        {
          ...deleteSchema,
          description: 'Soft-deletes a job. The spec also sends the id in the body; it must match the path.',
        },
        'DELETE /api/jobs/{id}',
      ),
      params: idParam,
      body: z.object({ id: recordId.optional() }).nullish(),
      response: deleted,
    },
    handler: async (request) => {
      const { id } = request.params;
      if (request.body?.id !== undefined && request.body.id !== id) {
        throw badRequest('common.idMismatch', { id: { code: 'common.idMismatch' } });
      }
      return remove(request, id);
    },
  });

  await jobAssigneeRoutes(app);
  await jobOverviewRoutes(app);
}
