import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/schemas/common';
import { searchQuery, searchResponse } from '@shared/schemas/search';
import { ANY_USER } from '../http/access';
import { searchEverything } from './search.repository';

/** Find anything (issue 18): the header's search and its Ctrl+K palette ask here. */
export async function searchRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/search', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'searchEverything',
      summary: 'Search everything the current user may open',
      tags: ['search'],
      description:
        'Locations (name, address), customers (a location’s customer name; opens the location), jobs (name, ' +
        'category, number), reports (number, job’s name), users (name, e-mail), templates and chemicals (name), ' +
        'at most `limit` (1–20, default 5) of each kind, grouped by kind: only what the person may open ' +
        '(Technicians their assigned jobs, own reports and chemicals; Supervisors no users, their own jobs ' +
        'and their reports). `q` is trimmed, 1–100 characters; names are matched from 3 characters, and ' +
        '`123` or `#123` also finds the job and the report of that number. Each result’s `to` is the web page.',
      querystring: searchQuery,
      response: { 200: searchResponse, 400: errorResponse },
    },
    handler: async (request) => ({
      results: await searchEverything(app.db, request.user, request.query, app.config.APP_TIMEZONE),
    }),
  });
}
