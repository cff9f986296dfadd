import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParam, recordId } from '@shared/schemas/common';
import {
  actionCloseBody,
  actionRow,
  reportActionCreateBody,
  reportActionsResponse,
} from '@shared/schemas/corrective-actions';
import { ANY_USER } from '../http/access';
import { closeAction } from './corrective-action-edit.repository';
import { actionById } from './corrective-actions.repository';
import { actionToClose, createReportAction, reportActions } from './report-actions.repository';

const refusals = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/**
 * A report's corrective actions (issue 16): what the technician's form lists, makes from a flagged
 * answer and closes. The report's own user (changes only while it is In Progress) or office staff.
 */
export async function reportActionsRoutes(app: FastifyInstance, opts: { today: () => string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { today } = opts;

  api.get('/api/reports/:id/corrective-actions', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'listReportCorrectiveActions',
      summary: "List a report's corrective actions and the open ones at its location",
      tags: ['corrective-actions'],
      description:
        'The actions made from this report, and the other open (or in progress) actions at its location.',
      params: idParam,
      response: { 200: reportActionsResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => reportActions(app.db, request.params.id, request.user, today()),
  });

  api.post('/api/reports/:id/corrective-actions', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'createReportCorrectiveAction',
      summary: 'Create a corrective action from a report',
      tags: ['corrective-actions'],
      description:
        'A new action at the report’s location and job: by hand, or from a flagged answer (`field_id`: the ' +
        'question and answer are copied from the report; one action per answer, 409 with `id` of the ' +
        'existing one).',
      params: idParam,
      body: reportActionCreateBody,
      response: { 200: actionRow, ...refusals, 409: errorResponse.extend({ id: z.number().optional() }) },
    },
    handler: async (request) => {
      const id = await request.transaction((tx) =>
        createReportAction(tx, request.params.id, request.body, request.user),
      );
      return actionById(app.db, id, today());
    },
  });

  api.post('/api/reports/:id/corrective-actions/:actionId/close', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'closeReportCorrectiveAction',
      summary: 'Close a corrective action from a report',
      tags: ['corrective-actions'],
      description:
        'Closes (done, with a note) an action made from this report or at its location; 409 when it is ' +
        'already done or verified.',
      params: z.object({ id: recordId, actionId: recordId }),
      body: actionCloseBody,
      response: { 200: actionRow, ...refusals },
    },
    handler: async (request) => {
      const { id, actionId } = request.params;
      await request.transaction(async (tx) => {
        const action = await actionToClose(tx, id, actionId, request.user);
        await closeAction(tx, action, request.body.closing_note, request.user.id);
      });
      return actionById(app.db, actionId, today());
    },
  });
}
