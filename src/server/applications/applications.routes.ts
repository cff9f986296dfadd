import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { applicationFilters, applicationsQuery, applicationsResponse } from '@shared/schemas/applications';
import { errorResponse } from '@shared/schemas/common';
import { STAFF } from '../auth/access';
import { applicationFilterOptions, listApplications } from './applications-list.repository';

/** The Applications list: every application record of finished reports (issue 14, decision 0025). */
export async function applicationsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/applications', {
    config: { access: STAFF },
    schema: {
      tags: ['applications'],
      description:
        'Application records of finished reports as submitted, newest first, 25 a page; filters: date range ' +
        '(YYYY-MM-DD, inclusive), state, county (exact, any case), product, applicator, restricted-use only.',
      querystring: applicationsQuery,
      response: { 200: applicationsResponse, 400: errorResponse },
    },
    handler: async (request) => listApplications(app.db, request.query),
  });

  api.get('/api/applications/filters', {
    config: { access: STAFF },
    schema: {
      tags: ['applications'],
      description:
        'What the Applications list filters by: every product (not deleted) and every user who applied ' +
        'something listed, by name (at most 2000 of each).',
      response: { 200: applicationFilters },
    },
    handler: async () => applicationFilterOptions(app.db),
  });
}
