import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParam } from '@shared/schemas/common';
import { mailDetail, mailListQuery, mailListResponse } from '@shared/schemas/mail';
import { ADMINS } from '../http/access';
import { onJobRetry } from '../queue/queue.repository';
import { requeueFailedMail } from './mail-claims';
import { listMail, mailById } from './mail.repository';

/** The mail log and outbox Admins read (issue 19); the sender itself is mail-sender.ts. */
export async function mailRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  onJobRetry('mail', (tx, data) => requeueFailedMail(tx, Number(data.mailId)));

  api.get('/api/mail', {
    config: { access: ADMINS },
    schema: {
      operationId: 'listMail',
      summary: 'List sent and waiting mail, a page at a time',
      tags: ['mail'],
      description:
        'Every mail Fieldbook sent or keeps, newest first, 25 a page: `status` (outbox, queued, sent, failed; ' +
        'queued includes the one being sent), `kind` (report, password-reset, test), `filter` (text in a ' +
        'recipient or the subject). `sending` says whether SMTP_URL is set; without it new mail stays in ' +
        'the outbox, here.',
      querystring: mailListQuery,
      response: { 200: mailListResponse, 400: errorResponse },
    },
    handler: async (request) => listMail(app.db, request.query, Boolean(app.config.SMTP_URL)),
  });

  api.get('/api/mail/:id', {
    config: { access: ADMINS },
    schema: {
      operationId: 'getMail',
      summary: 'Get a mail with its recipients, text and every try',
      tags: ['mail'],
      description:
        'One mail: recipients, subject, text, status and every try with the server’s answer. The links of a ' +
        'Super Admin’s password reset are withheld from other Admins.',
      params: idParam,
      response: { 200: mailDetail, 404: errorResponse },
    },
    handler: async (request) => mailById(app.db, request.params.id, request.user),
  });
}
