import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applicationApplicatorsResponse,
  applicationProductsResponse,
  applicationsQuery,
  applicationsResponse,
} from '@shared/schemas/applications';
import { assignableQuery, errorResponse, idParam } from '@shared/schemas/common';
import { applicationCorrection, applicationDetail } from '@shared/schemas/compliance';
import { ADMINS, STAFF } from '../http/access';
import { applicationById, correctApplication } from './application-correction.repository';
import { appendLedgerEntry } from '../ledger/ledger.public';
import {
  applicationApplicators,
  applicationProducts,
  listApplications,
} from './applications-list.repository';

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

  api.get('/api/applications/products', {
    config: { access: STAFF },
    schema: {
      operationId: 'listApplicationProducts',
      summary: 'List the products the applications list filters by',
      tags: ['applications'],
      description:
        'The Applications list’s product filter: products (not categories, not deleted), 25 a page by ' +
        'name, searched by name or EPA registration number (`search`).',
      querystring: assignableQuery,
      response: { 200: applicationProductsResponse, 400: errorResponse },
    },
    handler: async (request) => applicationProducts(app.db, request.query),
  });

  api.get('/api/applications/applicators', {
    config: { access: STAFF },
    schema: {
      operationId: 'listApplicationApplicators',
      summary: 'List the applicators the applications list filters by',
      tags: ['applications'],
      description:
        'The Applications list’s applicator filter: everyone with a listed application record (deleted ' +
        'or inactive people too), 25 a page by name, searched by name (`search`).',
      querystring: assignableQuery,
      response: { 200: applicationApplicatorsResponse, 400: errorResponse },
    },
    handler: async (request) => applicationApplicators(app.db, request.query),
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
