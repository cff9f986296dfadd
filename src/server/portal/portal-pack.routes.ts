import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/schemas/common';
import { portalLocationParams } from '@shared/schemas/portal';
import { portalAuditPackQuery } from '@shared/schemas/portal-actions';
import { PORTAL } from '../http/access';
import { fileAnswer } from '../http/file-answer';
import { pdfLanguage } from '../pdf/pdf-language';
import { readerLanguage } from '../texts/mail-text';
import { auditPackPdf } from './audit-pack-pdf';
import { auditPackData } from './audit-pack.repository';
import { contactLanguage } from './portal-sign-in.repository';
import { assertTheirLocation } from './portal-view.repository';

/** The customer's audit pack (issue 37 part 2, decision 0049): one PDF for a location and a period. */
export async function portalPackRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;

  api.get('/api/portal/locations/:id/audit-pack', {
    config: { access: PORTAL },
    schema: {
      operationId: 'downloadPortalAuditPack',
      summary: "Download a contact's location's audit pack as a PDF",
      tags: ['portal'],
      description:
        'One PDF for `from`–`to` (days in APP_TIMEZONE, both included, at most 366): the visits, finished ' +
        'reports, application records, device activity with its chart, corrective actions, and the current ' +
        'certifications of the technicians who served the location. 404 for a location not theirs. In ' +
        '`lang` (en, ar, fa, es), else the language chosen for the contact, else the company’s default.',
      params: portalLocationParams,
      querystring: portalAuditPackQuery,
      produces: ['application/pdf'],
      response: { 200: fileAnswer, 400: errorResponse, 404: errorResponse, 503: errorResponse },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const { email } = request.portal!;
      await assertTheirLocation(db, email, id);
      const tz = config.APP_TIMEZONE;
      const language = await readerLanguage(db, request.query.lang ?? (await contactLanguage(db, email)));
      // Made in the PDF queue, as every PDF is: a burst of packs waits its turn or is refused (503).
      const pdf = await app.pdfQueue.run(async () =>
        auditPackPdf(await auditPackData(db, id, request.query, tz, app.clock()), pdfLanguage(language, tz)),
      );
      const { from, to } = request.query;
      return reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition(`audit-pack-${from}-${to}.pdf`))
        .send(pdf);
    },
  });
}
