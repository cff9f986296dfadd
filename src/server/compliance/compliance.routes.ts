import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dayIn } from '@shared/dates';
import { errorResponse, idParam } from '@shared/schemas/common';
import {
  compliancePeriod,
  filing,
  filingsDueResponse,
  filingsQuery,
  filingsResponse,
  makeFilingBody,
  readinessResponse,
  registerPlacesQuery,
  registerPlacesResponse,
} from '@shared/schemas/compliance';
import { ADMINS } from '../http/access';
import { publicUrl } from '../config';
import { FILING_MEDIA_TYPES } from './filing-files';
import { filingsDue } from './filings-due';
import { isDraft, listFilings, makeFiling, openFiling } from './filings.repository';
import { keptReadiness } from './readiness';
import { registerPlaces } from './register-places';

/** The Compliance area (issue 15, decision 0030): readiness, state filings, their log, what is due. */
export async function complianceRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/compliance/readiness', {
    config: { access: ADMINS },
    schema: {
      operationId: 'getFilingReadiness',
      summary: 'List the problems a state filing for a period would have',
      tags: ['compliance'],
      description:
        "Everything that would make the state's filing for the period wrong, record by record (the first 500, " +
        'and the total). California takes a whole month, New York a whole year; `US` is the federal register. ' +
        '`closed`: the period has ended on the office calendar (until then a file made is a draft).',
      querystring: compliancePeriod,
      response: { 200: readinessResponse, 400: errorResponse },
    },
    handler: async (request) => ({
      ...(await keptReadiness(app.db, request.query)),
      closed: !isDraft(app.clock(), request.query.to, app.config.APP_TIMEZONE),
    }),
  });

  api.post('/api/compliance/filings', {
    config: { access: ADMINS },
    schema: {
      operationId: 'createFiling',
      summary: 'Make a state filing for a period and keep it',
      tags: ['compliance'],
      description:
        'Makes a filing and keeps it: refused (409) while the readiness list has problems unless `force`, ' +
        'which is logged with their count.',
      body: makeFilingBody,
      response: { 200: filing, 400: errorResponse, 409: errorResponse },
    },
    handler: async (request) =>
      makeFiling(
        {
          db: app.db,
          files: app.files,
          transaction: (fn) => request.transaction(fn),
          userId: request.user.id,
          now: app.clock(),
          timezone: app.config.APP_TIMEZONE,
          publicUrl: (path) => publicUrl(app.config, path),
        },
        request.body,
      ),
  });

  api.get('/api/compliance/filings', {
    config: { access: ADMINS },
    schema: {
      operationId: 'listFilings',
      summary: "List a state's filings, a page at a time",
      tags: ['compliance'],
      description:
        "A state's filing log, newest first, 25 a page; `changes` counts the records of a filing's period added, " +
        'removed and corrected since it was made (any: out of date, make a new version), `draft` says it was made ' +
        'before its period ended, `verification_code` is its code in the ledger.',
      querystring: filingsQuery,
      response: { 200: filingsResponse, 400: errorResponse },
    },
    handler: async (request) =>
      listFilings(app.db, request.query.state, request.query.page, app.config.APP_TIMEZONE),
  });

  api.get('/api/compliance/filings/:id/file', {
    config: { access: ADMINS },
    schema: {
      operationId: 'downloadFilingFile',
      summary: 'Download the file of a filing as it was made',
      tags: ['compliance'],
      description:
        'The file of a filing, byte for byte as it was made; `X-Content-SHA256` is its logged hash.',
      params: idParam,
      produces: FILING_MEDIA_TYPES,
    },
    handler: async (request, reply) => {
      const file = await openFiling(app.db, app.files, request.params.id);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', file.size)
        .header('Content-Disposition', contentDisposition(file.fileName))
        .header('X-Content-SHA256', file.sha256)
        .header('Cache-Control', 'private, no-store')
        .send(file.stream);
    },
  });

  api.get('/api/compliance/due', {
    config: { access: ADMINS },
    schema: {
      operationId: 'listFilingsDue',
      summary: 'List the states with a Compliance page and the filings due',
      tags: ['compliance'],
      description:
        'The states with a Compliance page (licensed California, New York, Texas; the federal register) and, ' +
        'for California and New York, the previous filing when it is overdue (`overdue`), then the next one ' +
        'due, whether made (after its period ended), and how many problems remain; the day is today in ' +
        'APP_TIMEZONE.',
      response: { 200: filingsDueResponse },
    },
    // The request's moment is the one clock read.
    handler: async () =>
      filingsDue(app.db, dayIn(app.clock(), app.config.APP_TIMEZONE), app.config.APP_TIMEZONE),
  });

  api.get('/api/compliance/register-places', {
    config: { access: ADMINS },
    schema: {
      operationId: 'listRegisterPlaces',
      summary: 'List the locations a register can be narrowed to',
      tags: ['compliance'],
      description:
        "What a register can be narrowed to: the state's locations (every state's for `US`) with their " +
        'customer, by customer then name, at most 2000.',
      querystring: registerPlacesQuery,
      response: { 200: registerPlacesResponse, 400: errorResponse },
    },
    handler: async (request) => ({ places: await registerPlaces(app.db, request.query.state) }),
  });
}
