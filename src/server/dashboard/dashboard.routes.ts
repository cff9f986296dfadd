import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isAdminRole } from '@shared/constants';
import { dayIn } from '@shared/dates';
import { dashboardResponse } from '@shared/schemas/dashboard';
import { STAFF } from '../http/access';
import { dashboard } from './dashboard.repository';

/** The office's dashboard (issue 20): Supervisors and Admins. */
export async function dashboardRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/dashboard', {
    config: { access: STAFF },
    schema: {
      operationId: 'getDashboard',
      summary: "Get the office's dashboard figures for today",
      tags: ['dashboard'],
      description:
        'Reports by status this week, finished per week (12 weeks), active jobs without a report this month, ' +
        'expiring certifications (Admins) and chemical use per month (12 months), for today in APP_TIMEZONE.',
      response: { 200: dashboardResponse },
    },
    // The request's moment is the one clock read.
    handler: async (request) => {
      const tz = app.config.APP_TIMEZONE;
      return dashboard(app.db, dayIn(app.clock(), tz), tz, { admin: isAdminRole(request.user.typeId) });
    },
  });
}
