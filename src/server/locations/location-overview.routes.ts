import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dayIn } from '@shared/dates';
import { errorResponse, idParam } from '@shared/schemas/common';
import { locationOverview } from '@shared/schemas/location-overview';
import { STAFF } from '../http/access';
import { locationOverview as readOverview } from './location-overview.repository';

/** The location page (issue 33, decision 0061): every section of one location in one answer. */
export async function locationOverviewRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/locations/:id/overview', {
    config: { access: STAFF },
    schema: {
      operationId: 'getLocationOverview',
      summary: 'Get a location with its customer, contacts, devices, work and records',
      tags: ['locations'],
      description:
        'The location with its customer, and for each section (contacts, jobs, coming and past visits, ' +
        'reports, application records, corrective actions, share links, mail) the newest five and the ' +
        'total; the device and site-plan counts. As the lists scope them: a Supervisor reads their own ' +
        "jobs and those jobs' visits, and no mail (`mail` is null); Technicians are refused.",
      params: idParam,
      response: { 200: locationOverview, 404: errorResponse },
    },
    handler: async (request) =>
      readOverview(app.db, request.params.id, request.user, {
        // The office's day, from the app's clock so tests can pick it.
        today: dayIn(app.clock(), app.config.APP_TIMEZONE),
        timezone: app.config.APP_TIMEZONE,
      }),
  });
}
