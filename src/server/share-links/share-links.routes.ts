import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParam } from '@shared/schemas/common';
import {
  createShareLinkBody,
  shareLinkCreated,
  shareLinkOpeningsQuery,
  shareLinkOpeningsResponse,
  shareLinkRow as shareLinkRowSchema,
  shareLinksResponse,
} from '@shared/schemas/share-links';
import { STAFF } from '../http/access';
import { sharedRoutes } from './shared.routes';
import {
  createShareLink,
  listOpenings,
  listShareLinks,
  revokeShareLink,
  shareLinkRow,
  type ShareLinkTarget,
} from './share-links.repository';

const refusals = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/**
 * Share links (issue 19): office staff make a link to a finished report or to a location's page of
 * finished reports, list and revoke them; the pages the links open are in shared.routes.ts.
 */
export async function shareLinksRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const targets = [
    {
      path: '/api/reports/:id/share-links',
      of: (id: number): ShareLinkTarget => ({ reportId: id }),
      what: 'report',
      create: { operationId: 'createReportShareLink', summary: 'Create a share link to a finished report' },
      list: { operationId: 'listReportShareLinks', summary: 'List the share links to a report' },
    },
    {
      path: '/api/locations/:id/share-links',
      of: (id: number): ShareLinkTarget => ({ locationId: id }),
      what: "location's page of finished reports",
      create: {
        operationId: 'createLocationShareLink',
        summary: "Create a share link to a location's page of finished reports",
      },
      list: {
        operationId: 'listLocationShareLinks',
        summary: "List the share links to a location's page of finished reports",
      },
    },
  ] as const;

  for (const target of targets) {
    api.post(target.path, {
      config: { access: STAFF },
      schema: {
        operationId: target.create.operationId,
        summary: target.create.summary,
        tags: ['share-links'],
        description:
          `A new link to the ${target.what}, ending after \`days\` (SHARE_LINK_DAYS when left out). ` +
          'The answer is the only time its address is shown: only its SHA-256 is kept. ' +
          'A report must be finished (409).',
        params: idParam,
        body: createShareLinkBody,
        response: { 200: shareLinkCreated, ...refusals },
      },
      handler: async (request) => {
        const { id, url, expiresAt } = await request.transaction((tx) =>
          createShareLink(tx, app.config, {
            ...target.of(request.params.id),
            label: request.body.label,
            days: request.body.days,
            createdBy: request.user.id,
          }),
        );
        return { id, url, expires_at: expiresAt };
      },
    });

    api.get(target.path, {
      config: { access: STAFF },
      schema: {
        operationId: target.list.operationId,
        summary: target.list.summary,
        tags: ['share-links'],
        description: `The links to the ${target.what}, newest first, with their state and openings.`,
        params: idParam,
        response: { 200: shareLinksResponse, 404: errorResponse },
      },
      handler: async (request) => ({ links: await listShareLinks(app.db, target.of(request.params.id)) }),
    });
  }

  api.post('/api/share-links/:id/revoke', {
    config: { access: STAFF },
    schema: {
      operationId: 'revokeShareLink',
      summary: 'Revoke a share link now',
      tags: ['share-links'],
      description: 'Ends the link now; it answers 410 from then on. Revoking a revoked link changes nothing.',
      params: idParam,
      response: { 200: shareLinkRowSchema, 404: errorResponse },
    },
    handler: async (request) => {
      await request.transaction((tx) => revokeShareLink(tx, request.params.id, request.user.id));
      return shareLinkRow(app.db, request.params.id);
    },
  });

  api.get('/api/share-links/:id/openings', {
    config: { access: STAFF },
    schema: {
      operationId: 'listShareLinkOpenings',
      summary: 'List the openings of a share link, a page at a time',
      tags: ['share-links'],
      description: 'Every opening of the link (time, address, browser, what), newest first, 25 a page.',
      params: idParam,
      querystring: shareLinkOpeningsQuery,
      response: { 200: shareLinkOpeningsResponse, 404: errorResponse },
    },
    handler: async (request) => listOpenings(app.db, request.params.id, request.query.page),
  });

  await app.register(sharedRoutes);
}
