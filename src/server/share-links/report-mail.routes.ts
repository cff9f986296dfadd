import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/schemas/common';
import { reportSendsResponse, sendReportBody } from '@shared/schemas/report-mail';
import { reportParams } from '@shared/schemas/reports';
import { STAFF } from '../http/access';
import { conflict } from '../http/errors';
import { wakeQueue } from '../queue/queue-worker';
import { loadReport } from '../reports/reports.public';
import { queueReportMails, reportSends } from './report-mail';

const refusals = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** A finished report by e-mail: send it again or elsewhere, and its send log (issue 19). */
export async function reportMailRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/reports/:id/send', {
    config: { access: STAFF },
    schema: {
      operationId: 'sendReport',
      summary: 'Mail a finished report to its recipients or to other addresses',
      tags: ['reports'],
      description:
        'Mails the finished report: without `to` to the location’s report recipients again, with it to those ' +
        'addresses. Each address gets its own mail and share link. Answers the send log.',
      params: reportParams,
      body: sendReportBody,
      response: { 200: reportSendsResponse, ...refusals },
    },
    handler: async (request) => {
      const { id } = request.params;
      const sent = await request.transaction(async (tx) => {
        await loadReport(tx, id, request.user);
        return queueReportMails(tx, app.config, id, { to: request.body?.to, sentBy: request.user.id });
      });
      if (sent === 0) throw conflict('reportMail.noRecipients');
      wakeQueue('mail');
      return { sends: await reportSends(app.db, id) };
    },
  });

  api.get('/api/reports/:id/sends', {
    config: { access: STAFF },
    schema: {
      operationId: 'listReportSends',
      summary: 'List the mails of a report with their state',
      tags: ['reports'],
      description: 'Every mail of the report, newest first, with its state.',
      params: reportParams,
      response: { 200: reportSendsResponse, ...refusals },
    },
    handler: async (request) => {
      await loadReport(app.db, request.params.id, request.user);
      return { sends: await reportSends(app.db, request.params.id) };
    },
  });
}
