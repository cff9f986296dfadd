import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dayIn } from '@shared/dates';
import {
  certificationsBody,
  certificationsResponse,
  expiringQuery,
  expiringResponse,
} from '@shared/schemas/certifications';
import { errorResponse, idParam } from '@shared/schemas/common';
import { ADMINS, ANY_USER } from '../http/access';
import { listCertifications, listExpiring, replaceCertifications } from './certifications.repository';

/** Applicators' certifications and what expires soon (issue 14, decision 0024). */
export async function certificationsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/users/:id/certifications', {
    config: { access: ADMINS },
    schema: {
      operationId: 'listUserCertifications',
      summary: "List a user's certifications",
      tags: ['users'],
      params: idParam,
      response: { 200: certificationsResponse, 404: errorResponse },
    },
    handler: async (request) => ({ certifications: await listCertifications(app.db, request.params.id) }),
  });

  api.get('/api/my/certifications', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'listMyCertifications',
      summary: "List the current user's certifications",
      tags: ['users'],
      description:
        'The certifications of whoever asks, as `GET /api/users/{id}/certifications` answers them: what a ' +
        'technician carries to the field and the phone keeps offline (issue 32).',
      response: { 200: certificationsResponse },
    },
    handler: async (request) => ({ certifications: await listCertifications(app.db, request.user.id) }),
  });

  api.put('/api/users/:id/certifications', {
    config: { access: ADMINS },
    schema: {
      operationId: 'replaceUserCertifications',
      summary: "Replace a user's certifications",
      tags: ['users'],
      description:
        'Replaces the user’s certifications with those sent (one per state and category); one left out is ' +
        'soft-deleted, kept in the audit log.',
      params: idParam,
      body: certificationsBody,
      response: { 200: certificationsResponse, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const { id } = request.params;
      await request.transaction((tx) => replaceCertifications(tx, id, request.body, request.user));
      return { certifications: await listCertifications(app.db, id) };
    },
  });

  api.get('/api/expiring', {
    config: { access: ADMINS },
    schema: {
      operationId: 'listExpiringCertifications',
      summary: 'List certifications and licences that expired or expire soon',
      tags: ['users'],
      description:
        'Certifications and company licences that have expired or expire within `days` (60) of today in ' +
        'APP_TIMEZONE, soonest first or by `sort` (expires, whose, state, number, category; `-` before it ' +
        'for descending), 25 a page.',
      querystring: expiringQuery,
      response: { 200: expiringResponse, 400: errorResponse },
    },
    // The request's moment is the one clock read; the list takes the office's day from it.
    handler: async (request) =>
      listExpiring(
        app.db,
        dayIn(app.clock(), app.config.APP_TIMEZONE),
        request.query.days,
        request.query.page,
        request.query.sort,
      ),
  });
}
