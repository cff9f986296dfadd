import escapeHtml from 'escape-html';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pdfLanguageQuery } from '@shared/schemas/pdf-language';
import { reportParams } from '@shared/schemas/reports';
import { STAFF } from '../http/access';
import { forbidden, HttpError } from '../http/errors';
import type { ReportPdf } from './reports.routes';

/** True when the caller asked for JSON rather than a page (the web app's fetch, scripts). */
function prefersJson(accept: string | undefined): boolean {
  const text = (accept ?? '').toLowerCase();
  const json = text.indexOf('application/json');
  const html = text.indexOf('text/html');
  return json !== -1 && (html === -1 || json < html);
}

/**
 * A refusal as a page a person reads where the link was opened (a bookmark, an e-mail). English:
 * the PDF itself follows `?lang` or the account's language (issue 35), this page not yet.
 */
function refusalPage(status: number, message: string, id: number): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Report ${id} cannot be downloaded - Fieldbook</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5}</style>
</head><body>
<h1>Report ${id} cannot be downloaded</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/reports/${id}">Open the report</a> · <a href="/reports">All reports</a></p>
<!-- status ${status} -->
</body></html>
`;
}

/**
 * `GET /reports/download/{id}`: the finished report's PDF itself, so the link works from any
 * HTTP client, a bookmark or an e-mail. Refusals by Accept: JSON as from the API, or a readable
 * page; without a session a page request goes to the login page, which comes back here after.
 */
export async function reportDownloadRoutes(app: FastifyInstance, opts: { pdf: ReportPdf }) {
  app.withTypeProvider<ZodTypeProvider>().get('/reports/download/:id', {
    // The session is loaded but not required here: an anonymous page request is sent to log in.
    config: { access: 'public' },
    schema: {
      operationId: 'downloadReportPdfFromLink',
      summary: "Download a finished report's PDF from a link opened anywhere",
      tags: ['reports'],
      hide: true,
      params: reportParams,
      querystring: pdfLanguageQuery,
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      try {
        const user = request.session?.user;
        if (!user) throw new HttpError(401, 'auth.loginRequired');
        if (!STAFF.includes(user.typeId as never)) throw forbidden();
        const { pdf, fileName } = await opts.pdf(id, user, request.log, request.query.lang);
        return reply
          .type('application/pdf')
          .header('Content-Disposition', fileName)
          .header('Cache-Control', 'private, no-store')
          .send(pdf);
      } catch (error) {
        return refuse(request, reply, error, id);
      }
    },
  });
}

function refuse(request: FastifyRequest, reply: FastifyReply, error: unknown, id: number) {
  if (!(error instanceof HttpError) || prefersJson(request.headers.accept)) throw error;
  if (error.statusCode === 401) {
    return reply.redirect(`/login?next=${encodeURIComponent(`/reports/download/${id}`)}`, 303);
  }
  if (error.headers) reply.headers(error.headers);
  return reply
    .status(error.statusCode)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(refusalPage(error.statusCode, error.message, id));
}
