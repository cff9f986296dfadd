import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/schemas/common';
import { exportQuery } from '@shared/schemas/export';
import { jobsFilterQuery } from '@shared/schemas/jobs';
import { STAFF } from '../auth/access';
import { jobsColumns, jobsSource } from './lists/jobs-export';
import { sendExport } from './send-export';

const described = (list: string) =>
  `Every ${list} row the list's own filters select (its query parameters, no page), in the list's ` +
  'order, streamed as CSV (UTF-8 with BOM) or XLSX (`format`). X-Total-Count holds the total when exact.';

/**
 * GET /api/export/<list>: each takes its list's query schema (without `page`) and the list route's
 * own `config.access`, and builds its WHERE with the list's own function.
 */
export async function exportRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tz = () => app.config.APP_TIMEZONE;

  api.get('/api/export/jobs', {
    config: { access: STAFF },
    schema: {
      tags: ['export'],
      description: described('job'),
      querystring: exportQuery(jobsFilterQuery),
      response: { 400: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const { format, page: _page, ...query } = request.query;
      const source = await jobsSource(app.db, request.user, query);
      const now = new Date();
      return sendExport(app.db, request, reply, {
        list: 'jobs',
        format,
        source,
        columns: jobsColumns,
        timezone: tz(),
        now,
      });
    },
  });
}
