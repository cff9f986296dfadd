import multipart from '@fastify/multipart';
import { create as contentDisposition } from 'content-disposition';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ReportStatus, Role } from '@shared/constants';
import type { Language } from '@shared/languages';
import { assignableQuery, errorResponse, idParam } from '@shared/schemas/common';
import { pdfLanguageQuery } from '@shared/schemas/pdf-language';
import { reportDetail as reportDetailSchema, reportParams } from '@shared/schemas/reports';
import {
  deleteReportsBody,
  deleteReportsResponse,
  reportPeopleResponse,
  reportsFilterQuery,
  reportsResponse,
  waitingCountResponse,
} from '@shared/schemas/report-list';
import { ADMINS, ANY_USER, STAFF } from '../http/access';
import type { SessionUser } from '../auth/auth.public';
import { reports } from '../db/schema/reports';
import { conflict } from '../http/errors';
import { fileAnswer } from '../http/file-answer';
import { accountLanguage, assignableUsers } from '../users/users.public';
import { loadReport, reportDetail } from './report-detail.repository';
import { reportDownloadRoutes } from './report-download.routes';
import { shownOnly } from './report-logic';
import { reportOptionsRoutes } from './report-options.routes';
import { reportWorkflowRoutes } from './report-workflow.routes';
import { warmFontsSoon } from '../pdf/fonts';
import { languageFor } from '../texts/texts';
import { finishedReportPdf, pdfMakingOf } from './pdf/finished-report-pdf';
import { listReports, reportTrashLabel, softDeleteReports, waitingCount } from './reports.repository';
import { bothPaths, specOperation } from '../http/spec-paths';

export type ReportPdf = (
  id: number,
  actor: SessionUser,
  log: FastifyBaseLogger,
  /** `?lang`: the language asked for; without it the actor's own, else English (issue 35). */
  asked: Language | undefined,
) => Promise<{ pdf: Buffer; fileName: string }>;

/** Spec screen 9 and its calls, the report view's data, print and download (issue 8). */
export async function reportsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Signature and photo uploads are multipart; the parser lives in this module's scope only.
  await app.register(multipart, { throwFileSizeLimit: true });

  app.trash.register({ entity: 'reports', table: reports, label: reportTrashLabel });

  /** A finished report the actor may read, as a PDF with its Content-Disposition; 409 unless finished. */
  const reportPdf: ReportPdf = async (id, actor, log, asked) => {
    const report = await loadReport(app.db, id, actor);
    const language = languageFor(asked, await accountLanguage(app.db, actor.id));
    const { pdf, fileName } = await finishedReportPdf(pdfMakingOf(app, log), report, actor, language);
    return { pdf, fileName: contentDisposition(fileName) };
  };

  for (const at of bothPaths('GET', '/api/reports', '/api/get-reports-filtered')) {
    api.get(at.url, {
      config: { access: ANY_USER },
      schema: at.schema({
        operationId: 'listReports',
        summary: 'List reports, a page at a time',
        tags: ['reports'],
        description:
          'One page (25) of reports, newest start first, and the total. `filter` matches the template (report) ' +
          'name or the job category, `job_filter` the job name; `start_date` and `end_date` (YYYY-MM-DD) are ' +
          'whole days in APP_TIMEZONE; `mine=1` keeps the current user’s own; `result=pass|fail` keeps the ' +
          'passed or failed ones, `flagged=1` those with a flagged answer; `status=2,3` those of any of the ' +
          'statuses, `user_id` one technician’s; `sort` is one of the columns (`-` first for descending). ' +
          'A Technician gets only their own.',
        querystring: reportsFilterQuery,
        response: { 200: reportsResponse },
      }),
      handler: async (request) => listReports(app.db, request.query, request.user, app.config.APP_TIMEZONE),
    });
  }

  api.get('/api/reports/waiting-count', {
    config: { access: STAFF },
    schema: {
      operationId: 'countReportsWaitingForReview',
      summary: 'Count the submitted reports waiting for review',
      tags: ['reports'],
      description:
        'How many Submitted reports wait for review: those the caller’s reports list shows with ' +
        '`status=2` (the navigation’s "Waiting for review" badge). Supervisors and Admins.',
      response: { 200: waitingCountResponse },
    },
    handler: async (request) => ({
      count: await waitingCount(app.db, request.user, app.config.APP_TIMEZONE),
    }),
  });

  api.get('/api/reports/technicians', {
    config: { access: STAFF },
    schema: {
      operationId: 'listReportTechnicians',
      summary: 'List the technicians the reports list filters by',
      tags: ['reports'],
      description:
        'The reports list’s technician filter: active Technicians and Supervisors (who fill reports), ' +
        '25 a page by name, searched by name or email (`search`). The users list is Admins only.',
      querystring: assignableQuery,
      response: { 200: reportPeopleResponse, 400: errorResponse },
    },
    handler: async (request) => {
      const roles = [Role.Technician, Role.Supervisor];
      const { users, more } = await assignableUsers(app.db, request.query, { roles, taken: sql`false` });
      return { users, users_more: more };
    },
  });

  api.delete('/api/reports/:id', {
    config: { access: ADMINS },
    schema: {
      operationId: 'deleteReport',
      summary: 'Soft-delete a report',
      tags: ['reports'],
      description: 'Soft-deletes one report (to the Trash).',
      params: idParam,
      response: { 200: deleteReportsResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const ids = await request.transaction((tx) => softDeleteReports(tx, [request.params.id], request.user));
      return { status: 'success' as const, ids };
    },
  });

  api.post('/api/delete-reports', {
    config: { access: ADMINS },
    schema: {
      ...specOperation(
        {
          operationId: 'deleteReports',
          summary: 'Soft-delete several reports by id',
          tags: ['reports'],
          description:
            'Soft-deletes the reports whose ids come as a comma-joined string, all in one transaction: one unknown ' +
            'or already deleted id refuses the call (404) and deletes nothing.',
        },
        'DELETE /api/reports/{id}, or POST /api/reports/delete-matching for many',
      ),
      body: deleteReportsBody,
      response: { 200: deleteReportsResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const ids = await request.transaction((tx) => softDeleteReports(tx, request.body.ids, request.user));
      return { status: 'success' as const, ids };
    },
  });

  api.get('/api/reports/:id/print', {
    config: { access: STAFF },
    schema: {
      operationId: 'getReportForPrint',
      summary: 'Get a finished report for the print page',
      tags: ['reports'],
      description:
        'The report for the print page, without the tasks and fields its rules hide; 409 unless it is finished.',
      params: reportParams,
      response: { 200: reportDetailSchema, 409: errorResponse },
    },
    handler: async (request) => {
      const report = await loadReport(app.db, request.params.id, request.user);
      if (report.statusId !== ReportStatus.Finished) throw conflict('report.notFinishedPrint');
      warmFontsSoon();
      // The print page leaves out what the rules hide, as the PDF does (issue 16).
      return shownOnly(await reportDetail(app.db, report, request.user));
    },
  });

  api.get('/api/reports/:id/download', {
    config: { access: STAFF },
    schema: {
      operationId: 'downloadReportPdf',
      summary: 'Download a finished report as a PDF',
      tags: ['reports'],
      description: 'The finished report as a PDF attachment; 409 unless it is finished.',
      params: reportParams,
      querystring: pdfLanguageQuery,
      produces: ['application/pdf'],
      response: { 200: fileAnswer, 404: errorResponse, 409: errorResponse },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const { pdf, fileName } = await reportPdf(id, request.user, request.log, request.query.lang);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', fileName)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  });

  await app.register(reportOptionsRoutes);
  await app.register(reportWorkflowRoutes);
  await app.register(reportDownloadRoutes, { pdf: reportPdf });
}
