import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/schemas/common';
import { verification, verifyCodeParams } from '@shared/schemas/ledger';
import { notFound } from '../http/errors';
import { verifyCode } from './ledger-verify';

/**
 * `/api/verify/:code` (issue 30, decision 0040): anyone holding a printed report or filing may check
 * it, without an account. The code is the only key, 60 random bits; the answer says whether the
 * record is still what was issued and when, never what it says.
 */
export async function ledgerRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/verify/:code', {
    config: { access: 'public' },
    schema: {
      operationId: 'verifyRecord',
      summary: 'Check that a record with a verification code is unchanged',
      tags: ['ledger'],
      description:
        'Whether the record a verification code was printed on is unchanged since it was issued, corrected ' +
        'since (by a later entry), altered outside the application, or gone; with its kind and dates, never ' +
        'its content. Any case, with or without dashes. 404 for a code no record has.',
      params: verifyCodeParams,
      response: { 200: verification, 404: errorResponse },
    },
    handler: async (request, reply) => {
      // The answer is true now, not later: never kept by a browser or a proxy.
      void reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow');
      const answer = await verifyCode(app.db, app.files, request.params.code, app.clock());
      if (!answer) throw notFound('verificationCode');
      return answer;
    },
  });
}
