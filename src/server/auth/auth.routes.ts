import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Status } from '@shared/constants';
import { appConfig, authUser, loginBody } from '@shared/schemas/auth';
import { errorResponse } from '@shared/schemas/common';
import { HttpError, notFound } from '../http/errors';
import { ANY_USER } from './access';
import { CSRF_COOKIE, SESSION_COOKIE } from './auth.plugin';
import {
  clearFailures,
  findUserForLogin,
  getAuthUser,
  recentFailures,
  recordFailure,
} from './auth.repository';
import { DUMMY_HASH, verifyPassword } from './passwords';
import { createSession, deleteSession } from './sessions.repository';

/** After this many failures in 15 minutes, further attempts get 429 until the window passes. */
export const MAX_FAILURES_PER_LOGIN = 10;
export const MAX_FAILURES_PER_IP = 50;

const WRONG_LOGIN = 'The login or password is not correct.';

function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  s: { token: string; csrfToken: string; expiresAt: Date },
) {
  const secure = request.protocol === 'https';
  reply.setCookie(SESSION_COOKIE, s.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: s.expiresAt,
  });
  // Readable by scripts on purpose: the web client copies it into the X-CSRF-Token header.
  reply.setCookie(CSRF_COOKIE, s.csrfToken, { path: '/', sameSite: 'lax', secure, expires: s.expiresAt });
}

export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;

  api.post('/api/auth/login', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      body: loginBody,
      response: { 200: authUser, 401: errorResponse, 429: errorResponse },
    },
    handler: async (request, reply) => {
      const { login, password } = request.body;
      const failures = await recentFailures(db, login, request.ip);
      if (failures.byLogin >= MAX_FAILURES_PER_LOGIN || failures.byIp >= MAX_FAILURES_PER_IP) {
        throw new HttpError(429, 'Too many failed logins. Wait 15 minutes and try again.');
      }
      const user = await findUserForLogin(db, login);
      const passwordOk = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !passwordOk || user.statusId !== Status.Active) {
        await recordFailure(db, login, request.ip);
        throw new HttpError(401, WRONG_LOGIN);
      }
      await clearFailures(db, login);
      const session = await createSession(db, {
        userId: user.id,
        ttlHours: config.SESSION_TTL_HOURS,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookies(request, reply, session);
      const me = await getAuthUser(db, user.id);
      if (!me) throw notFound('User');
      return me;
    },
  });

  api.post('/api/auth/logout', {
    config: { access: ANY_USER },
    schema: { tags: ['auth'], response: { 200: z.object({ status: z.literal('success') }) } },
    handler: async (request, reply) => {
      if (request.session) await deleteSession(db, request.session.tokenHash);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(CSRF_COOKIE, { path: '/' });
      return { status: 'success' as const };
    },
  });

  api.get('/api/get-auth-user', {
    config: { access: ANY_USER },
    schema: { tags: ['auth'], response: { 200: authUser } },
    handler: async (request) => {
      const me = await getAuthUser(db, request.user.id);
      if (!me) throw notFound('User');
      return me;
    },
  });

  api.get('/api/app-config', {
    config: { access: 'public' },
    schema: { tags: ['auth'], response: { 200: appConfig } },
    handler: async () => ({ login_field: config.LOGIN_FIELD, timezone: config.APP_TIMEZONE }),
  });
}
