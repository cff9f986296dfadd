import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/schemas/common';
import { pdfLanguageQuery } from '@shared/schemas/pdf-language';
import {
  portalDone,
  portalLocationParams,
  portalMe,
  portalReportParams,
  portalReports,
  portalSessionBody,
  portalSignInAnswer,
  portalSignInBody,
  portalVisits,
} from '@shared/schemas/portal';
import { PORTAL } from '../http/access';
import { publicUrl } from '../config';
import { fileAnswer } from '../http/file-answer';
import { wakeQueue } from '../queue/queue-worker';
import { finishedReportPdf } from '../reports/reports.public';
import { SHARED_READER } from '../reports/reports.public';
import { registerPortalActions } from './portal-actions.routes';
import { portalApplicationsRoutes } from './portal-applications.routes';
import { portalDevicesRoutes } from './portal-devices.routes';
import { portalPackRoutes } from './portal-pack.routes';
import { portalVisitRequestRoutes } from './visit-requests.routes';
import { clearPortalCookies, setPortalCookies } from './portal-auth';
import { createPortalSession, endPortalSession } from './portal-sessions.repository';
import {
  companyName,
  consumePortalLink,
  contactLanguage,
  contactNames,
  requestPortalLink,
} from './portal-sign-in.repository';
import { readerLanguage } from '../texts/mail-text';
import {
  assertTheirLocation,
  contactLocations,
  finishedReports,
  theirFinishedReport,
  upcomingVisits,
} from './portal-view.repository';

/**
 * The customer portal (issue 37, decision 0048): a location's contacts sign in with a link mailed
 * to them and read their locations. Every route but the two that sign in is `'portal'`: only the
 * portal cookie opens it, never an office session or an API key.
 */
export async function portalRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const secure = (request: FastifyRequest) =>
    request.protocol === 'https' || (config.PUBLIC_URL ?? '').startsWith('https:');
  /** The signed-in contact's address: set on every `'portal'` route by portal-auth.ts. */
  const emailOf = (request: FastifyRequest) => request.portal!.email;

  // Nothing a portal route answers is kept by a shared cache or sent on as a Referer.
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('Cache-Control', 'private, no-store').header('Referrer-Policy', 'no-referrer');
    return payload;
  });

  await registerPortalActions(app);
  await app.register(portalPackRoutes);
  await app.register(portalApplicationsRoutes);
  await app.register(portalDevicesRoutes);
  await app.register(portalVisitRequestRoutes);

  api.post('/api/portal/sign-in', {
    config: { access: 'public' },
    schema: {
      operationId: 'requestPortalSignIn',
      summary: 'Ask for a customer portal sign-in link by mail',
      tags: ['portal'],
      description:
        'Mails a one-time link (15 minutes) when the address is a contact of a live location. The answer ' +
        'is the same either way; 429 after 5 requests for one address or 20 from one client in 15 minutes.',
      body: portalSignInBody,
      response: { 202: portalSignInAnswer, 400: errorResponse, 429: errorResponse },
    },
    handler: async (request, reply) => {
      const now = app.clock();
      await request.transaction((tx) =>
        requestPortalLink(tx, config, { email: request.body.email, ip: request.ip, now }),
      );
      // Woken whether or not a mail was queued: the answer and its timing tell nothing either way.
      wakeQueue('mail');
      return reply.status(202).send({ status: 'accepted' as const });
    },
  });

  api.post('/api/portal/sessions', {
    config: { access: 'public' },
    schema: {
      operationId: 'startPortalSession',
      summary: "Sign in to the customer portal with a mailed link's token",
      tags: ['portal'],
      description:
        'Uses the link once and sets the portal session cookie (`fieldbook_portal`) and its CSRF cookie ' +
        'for the days the company remembers a device. 410 for an unknown, expired or used link.',
      body: portalSessionBody,
      response: { 200: portalDone, 400: errorResponse, 410: errorResponse },
    },
    handler: async (request, reply) => {
      const now = app.clock();
      const session = await request.transaction(async (tx) => {
        const email = await consumePortalLink(tx, request.body.token, now);
        return createPortalSession(tx, { email, now });
      });
      setPortalCookies(reply, secure(request), session);
      return { status: 'success' as const };
    },
  });

  api.post('/api/portal/sign-out', {
    config: { access: PORTAL },
    schema: {
      operationId: 'endPortalSession',
      summary: 'Sign out of the customer portal',
      tags: ['portal'],
      description: 'Ends this portal session and clears its cookies.',
      response: { 200: portalDone },
    },
    handler: async (request, reply) => {
      await request.transaction((tx) => endPortalSession(tx, request.portal!.tokenHash));
      clearPortalCookies(reply, secure(request));
      return { status: 'success' as const };
    },
  });

  api.get('/api/portal/me', {
    config: { access: PORTAL },
    schema: {
      operationId: 'getPortalMe',
      summary: 'Get the signed-in contact and their locations',
      tags: ['portal'],
      description:
        'The address signed in, the names it has as a contact, the company, and every live location ' +
        'it is a contact of (matched without regard to case), by name.',
      response: { 200: portalMe },
    },
    handler: async (request) => {
      const email = emailOf(request);
      return {
        email,
        names: await contactNames(db, email),
        company_name: await companyName(db),
        locations: await contactLocations(db, email),
      };
    },
  });

  api.get('/api/portal/locations/:id/visits', {
    config: { access: PORTAL },
    schema: {
      operationId: 'listPortalLocationVisits',
      summary: "List a contact's location's upcoming visits",
      tags: ['portal'],
      description:
        'The scheduled and started visits from today on, soonest first (at most 50), each with the ' +
        'contact’s own open request to move it; 404 for a location the contact is not a contact of.',
      params: portalLocationParams,
      response: { 200: portalVisits, 404: errorResponse },
    },
    handler: async (request) => {
      await assertTheirLocation(db, emailOf(request), request.params.id);
      return upcomingVisits(db, request.params.id, app.clock(), config.APP_TIMEZONE, emailOf(request));
    },
  });

  api.get('/api/portal/locations/:id/reports', {
    config: { access: PORTAL },
    schema: {
      operationId: 'listPortalLocationReports',
      summary: "List a contact's location's finished reports",
      tags: ['portal'],
      description:
        'The finished reports, newest first (at most 50), with their template and technician; 404 for ' +
        'a location the contact is not a contact of.',
      params: portalLocationParams,
      response: { 200: portalReports, 404: errorResponse },
    },
    handler: async (request) => {
      await assertTheirLocation(db, emailOf(request), request.params.id);
      return finishedReports(db, request.params.id);
    },
  });

  api.get('/api/portal/reports/:id/pdf', {
    config: { access: PORTAL },
    schema: {
      operationId: 'downloadPortalReportPdf',
      summary: "Download a finished report of a contact's location as a PDF",
      tags: ['portal'],
      description:
        'The PDF a share link or the report mail gives (what the rules hide left out); 404 for a report ' +
        'not finished or not at one of the contact’s locations. In `lang` (en, ar, fa, es), else the ' +
        'language chosen for the contact, else the company’s default.',
      params: portalReportParams,
      querystring: pdfLanguageQuery,
      produces: ['application/pdf'],
      response: { 200: fileAnswer, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const email = emailOf(request);
      const report = await theirFinishedReport(db, email, request.params.id);
      const making = {
        db,
        files: app.files,
        pdfQueue: app.pdfQueue,
        timezone: config.APP_TIMEZONE,
        log: request.log,
        publicUrl: (path: string) => publicUrl(config, path),
      };
      const language = await readerLanguage(db, request.query.lang ?? (await contactLanguage(db, email)));
      const { pdf, fileName } = await finishedReportPdf(making, report, SHARED_READER, language);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition(fileName))
        .send(pdf);
    },
  });
}
