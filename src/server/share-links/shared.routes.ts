import { create as contentDisposition } from 'content-disposition';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/schemas/common';
import {
  sharedDocumentParams,
  sharedFileParams,
  sharedItemQuery,
  sharedPageQuery,
  sharedPlanParams,
  sharedReportParams,
  sharedTokenParams,
  sharedView,
} from '@shared/schemas/share-links';
import { CHEMICAL_DOCUMENTS } from '../chemicals/chemicals.public';
import { fileAnswer } from '../http/file-answer';
import { sitePlanScreenImage } from '../devices/devices.public';
import { reportFiles } from '../db/schema/reports';
import { REPORT_IMAGES } from '../storage/report-image-kind';
import { openUpload, readUpload } from '../storage/upload-store';
import { linkOfToken, logOpening } from './share-links.repository';
import {
  outOfScope,
  reportOfLink,
  sharedDocumentInScope,
  sharedFileInScope,
  sharedLocationView,
  sharedPlanInScope,
  sharedReportView,
} from './shared-view.repository';

const gone = { 404: errorResponse, 410: errorResponse };

/**
 * What a share link opens, without an account (`access: 'public'`; GET only, so no CSRF). The token
 * is the only key: unknown → 404, ended → 410, anything outside its report or location → 404.
 * Nothing is cached or indexed, and no page sends the address (with its token) on as a Referer.
 */
export async function sharedRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // This plugin's own scope: every answer of these routes, the refusals too.
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Robots-Tag', 'noindex, nofollow');
    return payload;
  });

  const opened = (request: FastifyRequest, linkId: number, what: string) =>
    logOpening(app.db, linkId, { ip: request.ip, userAgent: request.headers['user-agent'], what });

  api.get('/api/shared/:token', {
    config: { access: 'public' },
    schema: {
      operationId: 'getSharedView',
      summary: "Get what a share link opens: a report or a location's reports",
      tags: ['shared'],
      description:
        'What the link opens: its finished report, read-only, or (a location’s link) the location and its ' +
        'finished reports, newest first, 25 a page. 404 for an unknown link, 410 once it has expired or was revoked.',
      params: sharedTokenParams,
      querystring: sharedPageQuery,
      response: { 200: sharedView, ...gone },
    },
    handler: async (request) => {
      const link = await linkOfToken(app.db, request.params.token);
      if (link.reportId !== null) {
        const view = await sharedReportView(app.db, link, link.reportId, request.params.token);
        await opened(request, link.id, 'report');
        return view;
      }
      const view = await sharedLocationView(
        app.db,
        { ...link, locationId: link.locationId! },
        request.query.page,
      );
      await opened(request, link.id, 'location');
      return view;
    },
  });

  api.get('/api/shared/:token/reports/:reportId', {
    config: { access: 'public' },
    schema: {
      operationId: 'getSharedReport',
      summary: "Get a finished report of a location's share link",
      tags: ['shared'],
      description: 'A finished report of a location’s link; 404 for any other report.',
      params: sharedReportParams,
      response: { 200: sharedView, ...gone },
    },
    handler: async (request) => {
      const link = await linkOfToken(app.db, request.params.token);
      if (link.locationId === null) throw outOfScope();
      const view = await sharedReportView(app.db, link, request.params.reportId, request.params.token);
      await opened(request, link.id, `report ${request.params.reportId}`);
      return view;
    },
  });

  api.get('/api/shared/:token/files/:fileId', {
    config: { access: 'public' },
    schema: {
      operationId: 'getSharedReportFile',
      summary: 'Get a signature or photo of a shared report',
      tags: ['shared'],
      description:
        'A signature or photo the shared report answers with (a location’s link names the report: `?report=`).',
      params: sharedFileParams,
      querystring: sharedItemQuery,
      response: { 200: fileAnswer, ...gone },
      produces: ['image/png', 'image/jpeg'],
    },
    handler: async (request, reply) => {
      const { token, fileId } = request.params;
      const link = await linkOfToken(app.db, token);
      const reportId = await sharedFileInScope(
        app.db,
        link,
        reportOfLink(link, request.query.report),
        fileId,
      );
      const [file] = await app.db
        .select()
        .from(reportFiles)
        .where(and(eq(reportFiles.id, fileId), eq(reportFiles.reportId, reportId)));
      const data = file ? await readUpload(app.files, REPORT_IMAGES, file.filepath) : null;
      if (!file || !data) throw outOfScope();
      return reply.type(file.mime).header('X-Content-Type-Options', 'nosniff').send(data);
    },
  });

  api.get('/api/shared/:token/reports/:reportId/site-plans/:planId/image', {
    config: { access: 'public' },
    schema: {
      operationId: 'getSharedSitePlanImage',
      summary: "Get a site plan image of a shared report's location",
      tags: ['shared'],
      description:
        'A site plan of the shared report’s location (issue 17), as the report shows it: the copy for ' +
        'screens (a JPEG of at most 2,560 pixels a side); 404 for any other plan.',
      params: sharedPlanParams,
      produces: ['image/jpeg'],
      response: { 200: fileAnswer, ...gone },
    },
    handler: async (request, reply) => {
      const { token, reportId, planId } = request.params;
      const link = await linkOfToken(app.db, token);
      const plan = await sharedPlanInScope(app.db, link, reportId, planId);
      // Like a photo of the report: the opening of the report is what the link's log records.
      const image = await sitePlanScreenImage(
        app.files,
        { id: planId, filepath: plan.filepath },
        request.log,
      );
      if (!image) throw outOfScope();
      return reply.type(image.mime).header('X-Content-Type-Options', 'nosniff').send(image.data);
    },
  });

  api.get('/api/shared/:token/documents/:chemicalId', {
    config: { access: 'public' },
    schema: {
      operationId: 'downloadSharedChemicalDocument',
      summary: 'Download the safety document of a chemical in a shared report',
      tags: ['shared'],
      description:
        'The safety document of a chemical applied in the shared report, as an attachment (a location’s ' +
        'link names the report: `?report=`); 404 for any other chemical.',
      params: sharedDocumentParams,
      querystring: sharedItemQuery,
      produces: Object.keys(CHEMICAL_DOCUMENTS.types),
      response: { 200: fileAnswer, ...gone },
    },
    handler: async (request, reply) => {
      const { token, chemicalId } = request.params;
      const link = await linkOfToken(app.db, token);
      const reportId = reportOfLink(link, request.query.report);
      const document = await sharedDocumentInScope(app.db, link, reportId, chemicalId);
      const file = await openUpload(app.files, CHEMICAL_DOCUMENTS, document.filepath);
      if (!file) throw outOfScope();
      await opened(request, link.id, `document ${document.name}`);
      return reply
        .header('Content-Type', document.mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', contentDisposition(document.name, { type: 'attachment' }))
        .header('Content-Length', file.size)
        .send(file.stream);
    },
  });
}
