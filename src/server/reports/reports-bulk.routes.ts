import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/schemas/common';
import { bulkReportsResponse, deleteMatchingBody, restoreReportsBody } from '@shared/schemas/reports-bulk';
import { ADMINS } from '../http/access';
import { restoreReports, softDeleteMatching } from './reports-bulk.repository';

/** "Select all N matching" on the reports list: delete by the list's filters, and its Undo. */
export async function reportsBulkRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/reports/delete-matching', {
    config: { access: ADMINS },
    schema: {
      operationId: 'deleteMatchingReports',
      summary: "Soft-delete every report the reports list's filters select",
      tags: ['reports'],
      description:
        "Soft-deletes every report the reports list's filters select (the list's own query parameters as the " +
        'body; `page` ignored) in one transaction and answers their ids; more than 100,000 refuses the call (400). ' +
        '`count` is how many the user confirmed: when the filters now select another number, nothing is deleted ' +
        '(409 `report.matchingChanged`). With no filter, `all: true` and `count` are required ' +
        '(400 `report.deleteAllUnconfirmed`).',
      body: deleteMatchingBody,
      response: { 200: bulkReportsResponse, 400: errorResponse, 409: errorResponse },
    },
    handler: async (request) => {
      const { page: _page, all, count, ...filters } = request.body;
      const ids = await request.transaction((tx) =>
        softDeleteMatching(tx, filters, { all, count }, request.user, app.config.APP_TIMEZONE),
      );
      return { status: 'success' as const, ids };
    },
  });

  api.post('/api/reports/restore', {
    config: { access: ADMINS },
    schema: {
      operationId: 'restoreReports',
      summary: 'Restore reports deleted in bulk',
      tags: ['reports'],
      description:
        'Restores the given deleted reports (the Undo of a bulk delete) in one transaction: one that cannot be ' +
        'restored (not deleted, or deleted over 30 days ago) refuses the call (404) and restores nothing.',
      body: restoreReportsBody,
      response: { 200: bulkReportsResponse, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const ids = await request.transaction((tx) => restoreReports(tx, request.body.ids));
      return { status: 'success' as const, ids };
    },
  });
}
