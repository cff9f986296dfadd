import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParam } from '@shared/schemas/common';
import {
  dayRouteBody,
  dayRouteQuery,
  dayRouteResponse,
  dayRouteSuggestion,
} from '@shared/schemas/day-routes';
import { ANY_USER, STAFF } from '../http/access';
import { dayRouteOf, saveDayRoute, suggestDayRoute } from './day-routes.repository';

const refusals = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/**
 * A technician's day in order (issue 33 item 2, decision 0062): read it, ask for the order of
 * least distance, save one. The person is the path's `id`; the day is always named, so nothing
 * here reads the clock.
 */
export async function dayRoutesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/users/:id/day-route', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'getDayRoute',
      summary: "Get a person's day in order, with the distances between stops",
      tags: ['visits'],
      description:
        'The visits the person is on that `day` (skipped ones aside) in the saved order, else in time ' +
        'order (`ordered: false`), each with its location and the km from the stop before (as the crow ' +
        'flies), and the day’s total. Admins read anyone’s; Supervisors a day whose visits are all of ' +
        'their own jobs; anyone their own.',
      params: idParam,
      querystring: dayRouteQuery,
      response: { 200: dayRouteResponse, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => dayRouteOf(app.db, request.params.id, request.query.day, request.user),
  });

  api.get('/api/users/:id/day-route/suggestion', {
    config: { access: STAFF },
    schema: {
      operationId: 'suggestDayRoute',
      summary: "Propose the order of a person's day that drives the least",
      tags: ['visits'],
      description:
        'The order of least distance in which every visit with a start time still starts then (any-time ' +
        'visits fill the working day), found by the HiGHS solver; saves nothing. `late_visit_ids` names ' +
        'visits that no order reaches in time. At most 25 visits (409).',
      params: idParam,
      querystring: dayRouteQuery,
      response: { 200: dayRouteSuggestion, ...refusals },
    },
    handler: async (request) => suggestDayRoute(app.db, request.params.id, request.query.day, request.user),
  });

  api.put('/api/users/:id/day-route', {
    config: { access: STAFF },
    schema: {
      operationId: 'saveDayRoute',
      summary: "Save the order of a person's day, or drop it",
      tags: ['visits'],
      description:
        '`visit_ids`: every visit of the day (skipped ones aside) once, in the order to drive; `null` drops ' +
        'the saved order. A list that is not the day’s visits as they are now is a 409 and saves nothing. ' +
        'Answers the day as GET does.',
      params: idParam,
      body: dayRouteBody,
      response: { 200: dayRouteResponse, ...refusals },
    },
    handler: async (request) => {
      const { id } = request.params;
      const { day, visit_ids } = request.body;
      await request.transaction((tx) => saveDayRoute(tx, id, day, visit_ids, request.user));
      return dayRouteOf(app.db, id, day, request.user);
    },
  });
}
