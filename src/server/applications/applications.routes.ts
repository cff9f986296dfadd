import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { applicationFilters, applicationsQuery, applicationsResponse } from '@shared/schemas/applications';
import { errorResponse, idParam } from '@shared/schemas/common';
import { applicationCorrection, applicationDetail } from '@shared/schemas/compliance';
import { ADMINS, STAFF } from '../http/access';
import { applicationById, correctApplication } from './application-correction.repository';
import { appendLedgerEntry } from '../ledger/ledger.public';
import { applicationFilterOptions, listApplications } from './applications-list.repository';

/** The Applications list: every application record of finished reports (issue 14, decision 0025). */
export async function applicationsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/applications', {
    config: { access: STAFF },
    schema: {
      operationId: 'listApplications',
      summary: 'List application records of finished reports, a page at a time',
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
      operationId: 'listApplicationFilterOptions',
      summary: 'List the products and applicators to filter applications by',
      tags: ['applications'],
      description:
        'What the Applications list filters by: every product (not deleted) and every user who applied ' +
        'something listed, by name (at most 2000 of each).',
      response: { 200: applicationFilters },
    },
    handler: async () => applicationFilterOptions(app.db),
  });

  api.get('/api/applications/:id', {
    config: { access: STAFF },
    schema: {
      operationId: 'getApplication',
      summary: 'Get an application record with its corrections',
      tags: ['applications'],
      description: 'One application record as frozen on submit, with every correction since.',
      params: idParam,
      response: { 200: applicationDetail, 404: errorResponse },
    },
    handler: async (request) => applicationById(app.db, request.params.id),
  });

  api.post('/api/applications/:id/correct', {
    config: { access: ADMINS },
    schema: {
      operationId: 'correctApplication',
      summary: 'Correct an application record for a state filing',
      tags: ['applications'],
      description:
        "Corrects a finished report's record for a state filing (address parts, amount and unit, EPA number, " +
        'site code, target pests, date and start time) with a note saying why; the correction is kept with ' +
        'what each part said before, and a correction that changes nothing is refused.',
      params: idParam,
      body: applicationCorrection,
      response: { 200: applicationDetail, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) =>
      request.transaction(async (tx) => {
        const now = app.clock();
        const detail = await correctApplication(tx, request.params.id, request.body, request.user.id, now);
        // A correction is a new entry of its own; the one issued is never rewritten (decision 0040).
        await appendLedgerEntry(tx, app.files, {
          kind: 'application',
          subjectId: request.params.id,
          reason: 'corrected',
          issuedAt: now,
        });
        return detail;
      }),
  });
}
