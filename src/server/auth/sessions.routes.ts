import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSRF_COOKIE } from '@shared/constants';
import { errorResponse, idParam } from '@shared/schemas/common';
import { sessionRow } from '@shared/schemas/two-factor';
import { notFound } from '../http/errors';
import { ANY_USER } from '../http/access';
import { SESSION_COOKIE } from './sessions.repository';
import { deleteOtherSessions, deleteUserSession, listUserSessions } from './sessions.repository';

/** The account page's sessions: where the person is signed in, and signing out there (decision 0046). */
export async function sessionsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get('/api/account/sessions', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'listMySessions',
      summary: "List the current user's sessions",
      tags: ['account'],
      description:
        'Every running session of the current user, the last active first; `current` marks this one.',
      response: { 200: z.array(sessionRow) },
    },
    handler: async (request) => listUserSessions(db, request.user.id, request.session!.tokenHash),
  });

  api.delete('/api/account/sessions/:id', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'endMySession',
      summary: 'Sign out one of your sessions',
      tags: ['account'],
      description: 'Ends that session; ending this one is logging out.',
      params: idParam,
      response: { 200: z.object({ status: z.literal('success') }), 404: errorResponse },
    },
    handler: async (request, reply) => {
      const ended = await request.transaction((tx) =>
        deleteUserSession(tx, request.user.id, request.params.id),
      );
      if (!ended) throw notFound('item');
      if (ended === request.session!.tokenHash) {
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        reply.clearCookie(CSRF_COOKIE, { path: '/' });
      }
      return { status: 'success' as const };
    },
  });

  api.delete('/api/account/other-sessions', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'endMyOtherSessions',
      summary: 'Sign out everywhere else',
      tags: ['account'],
      description: 'Ends every session of the current user but this one; answers how many ended.',
      response: { 200: z.object({ ended: z.number() }) },
    },
    handler: async (request) => ({
      ended: await request.transaction((tx) =>
        deleteOtherSessions(tx, request.user.id, request.session!.tokenHash),
      ),
    }),
  });
}
