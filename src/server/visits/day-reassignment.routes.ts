import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParam } from '@shared/schemas/common';
import {
  dayReassignmentBody,
  dayReassignmentQuery,
  dayReassignmentResponse,
  dayReassignmentSuggestion,
} from '@shared/schemas/day-reassignment';
import { STAFF } from '../http/access';
import { reassignDay, suggestReassignment, undoReassignment } from './day-reassignment.repository';

const refusals = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/**
 * A technician out sick (issue 33 item 3, decision 0065): the proposal of who takes each visit of
 * their day, the move the office confirms, and its Undo. Admins any visit; Supervisors their own
 * jobs' (as `PATCH /api/visits/{id}`).
 */
export async function dayReassignmentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/users/:id/day-reassignment/suggestion', {
    config: { access: STAFF },
    schema: {
      operationId: 'suggestDayReassignment',
      summary: "Propose who takes each visit of a person's day",
      tags: ['visits'],
      description:
        'For each scheduled visit of the person that `day`: a visit with other people only loses this ' +
        'one (`to: null`); any other goes to another active Technician with room that day (their ' +
        'visits’ hours within their daily capacity; most room when nobody has any), without a visit at ' +
        'the same time, nearest to one of their visits that day (haversine km), then most room. ' +
        '`staying`: visits under way or done. Supervisors: their own jobs’ visits. Saves nothing.',
      params: idParam,
      querystring: dayReassignmentQuery,
      response: {
        200: dayReassignmentSuggestion,
        400: errorResponse,
        403: errorResponse,
        404: errorResponse,
      },
    },
    handler: async (request) =>
      suggestReassignment(app.db, request.params.id, request.query.day, request.user),
  });

  api.post('/api/users/:id/day-reassignment', {
    config: { access: STAFF },
    schema: {
      operationId: 'reassignDay',
      summary: "Move visits of a person's day to others",
      tags: ['visits'],
      description:
        'Each `moves` item: a scheduled visit of the person that `day`, given to `to` (an active ' +
        'Technician not on it yet) in the person’s place, or only taken off the person (`to: null`). ' +
        'Every item is checked first: any bad one is a 400 naming the visit and nothing moves. Answers ' +
        'the moves, which `…/undo` takes back.',
      params: idParam,
      body: dayReassignmentBody,
      response: { 200: dayReassignmentResponse, ...refusals },
    },
    handler: async (request) =>
      request.transaction((tx) => reassignDay(tx, request.params.id, request.body, request.user)),
  });

  api.post('/api/users/:id/day-reassignment/undo', {
    config: { access: STAFF },
    schema: {
      operationId: 'undoDayReassignment',
      summary: 'Give moved visits back to the person',
      tags: ['visits'],
      description:
        'The `moves` a reassignment answered: each visit goes back to the person and off `to`. Only a ' +
        'visit as the move left it (that day, scheduled, `to` on it, the person not) goes back; any ' +
        'other is a 409 naming it and nothing is written. Answers the moves undone.',
      params: idParam,
      body: dayReassignmentBody,
      response: { 200: dayReassignmentResponse, ...refusals },
    },
    handler: async (request) =>
      request.transaction((tx) => undoReassignment(tx, request.params.id, request.body, request.user)),
  });
}
