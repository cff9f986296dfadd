import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dayIn } from '@shared/dates';
import { errorResponse, idParam } from '@shared/schemas/common';
import {
  jobVisitsQuery,
  jobVisitsResponse,
  myVisitsQuery,
  myVisitsResponse,
  scheduleLanePage,
  scheduleQuery,
  scheduleResponse,
  visitCreateBody,
  visitResponse,
  visitUpdateBody,
} from '@shared/schemas/visits';
import { ANY_USER, STAFF } from '../http/access';
import { myVisits } from './my-visits.repository';
import { scheduleLanePageOf } from './schedule-lane-page';
import { scheduleOf } from './schedule.repository';
import { createVisit, jobVisits, updateVisit, visitById } from './visits.repository';

const refusals = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/**
 * Visits (issue 18, decision 0036): planning them by hand, a job's visits, the schedule and a
 * person's day. Recurring service generates visits elsewhere (visit-generation.ts); a report's
 * start, submit, return and delete move its visit's status (report-visits.ts).
 */
export async function visitsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The office's day in APP_TIMEZONE, read from the app's clock so tests can pick it.
  const today = () => dayIn(app.clock(), app.config.APP_TIMEZONE);

  api.post('/api/visits', {
    config: { access: STAFF },
    schema: {
      operationId: 'createVisit',
      summary: 'Plan a visit on a job by hand',
      tags: ['visits'],
      description:
        'A visit by hand on a live, active job: a day, an optional window and the people sent (active ' +
        'users). Admins plan any job; Supervisors the jobs they are assigned to.',
      body: visitCreateBody,
      response: { 201: visitResponse, ...refusals },
    },
    handler: async (request, reply) => {
      const id = await request.transaction((tx) => createVisit(tx, request.body, request.user));
      return reply.status(201).send({ visit: await visitById(app.db, id, request.user) });
    },
  });

  api.get('/api/visits/:id', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'getVisit',
      summary: 'Get a visit',
      tags: ['visits'],
      description: 'One visit. Supervisors read those of their own jobs; a Technician only one they are on.',
      params: idParam,
      response: { 200: visitResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => ({ visit: await visitById(app.db, request.params.id, request.user) }),
  });

  api.patch('/api/visits/:id', {
    config: { access: STAFF },
    schema: {
      operationId: 'updateVisit',
      summary: 'Move, reassign, skip or reschedule a visit',
      tags: ['visits'],
      description:
        'Moves (date, window), reassigns (`technician_ids` replaces the list), skips (`status: skipped` ' +
        'with `skip_reason`) or schedules again (`status: scheduled`). A done visit cannot move or be ' +
        'reassigned (409). A generated visit changed by hand becomes `moved`. Answers the visit as it now is.',
      params: idParam,
      body: visitUpdateBody,
      response: { 200: visitResponse, ...refusals },
    },
    handler: async (request) => {
      const { id } = request.params;
      await request.transaction((tx) => updateVisit(tx, id, request.body, request.user));
      return { visit: await visitById(app.db, id, request.user) };
    },
  });

  api.get('/api/jobs/:id/visits', {
    config: { access: STAFF },
    schema: {
      operationId: 'listJobVisits',
      summary: "List a job's visits, a page at a time",
      tags: ['visits'],
      description:
        'A job’s visits, 25 a page with the total: `when=coming` (from today in APP_TIMEZONE, soonest ' +
        'first) or `past` (before today, latest first). Supervisors read their own jobs’.',
      params: idParam,
      querystring: jobVisitsQuery,
      response: { 200: jobVisitsResponse, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => jobVisits(app.db, request.params.id, request.query, request.user, today()),
  });

  api.get('/api/schedule', {
    config: { access: STAFF },
    schema: {
      operationId: 'getSchedule',
      summary: 'Get the visits of a range of days, lane by lane',
      tags: ['visits'],
      description:
        'The days `from`..`to` (at most 62): one lane per active Technician and per anyone else on a ' +
        'visit of those days, and every visit of live jobs then. Supervisors see their own jobs’ visits. ' +
        '`technician`: only the lanes whose name holds it, their visits and the unassigned ones. ' +
        '`lane_page` (and `lane_page_size`, default 10, at most 50): what the schedule’s views read — that page ' +
        'of lanes only (`technicians`, in the order of all lanes), their load of each day (`loads`) and ' +
        'their visits as cards (the first page also the unassigned ones); the first page also says how ' +
        'many lanes there are (`lane_count`, null on the others).',
      querystring: scheduleQuery,
      response: { 200: scheduleLanePage.or(scheduleResponse), 400: errorResponse },
    },
    handler: async (request) =>
      request.query.lane_page === undefined
        ? scheduleOf(app.db, request.query, request.user)
        : scheduleLanePageOf(app.db, request.query, request.user),
  });

  api.get('/api/my-visits', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'listMyVisits',
      summary: "List the current user's visits for a day",
      tags: ['visits'],
      description:
        'The visits the current user is on for `day` (default: today in APP_TIMEZONE), in time order; ' +
        'on today, the overdue ones (earlier, scheduled or in progress) too.',
      querystring: myVisitsQuery,
      response: { 200: myVisitsResponse, 400: errorResponse },
    },
    handler: async (request) => {
      const now = today();
      return myVisits(app.db, request.user.id, request.query.day ?? now, now);
    },
  });
}
