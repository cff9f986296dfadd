import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSRF_COOKIE, Status } from '@shared/constants';
import { appConfig, authUser, loginBody } from '@shared/schemas/auth';
import { loginAnswer, type SecondFactorMethod } from '@shared/schemas/two-factor';
import { errorResponse } from '@shared/schemas/common';
import { forbidden, HttpError, notFound } from '../http/errors';
import { ANY_USER } from '../http/access';
import { SESSION_COOKIE } from './sessions.repository';
import {
  accountKey,
  clearFailures,
  findUserForLogin,
  getAuthUser,
  recentFailures,
  recordFailure,
} from './auth.repository';
import { DUMMY_HASH, verifyPassword } from './passwords';
import { deleteSession } from './sessions.repository';
import { startSession } from './start-session';
import { createPendingLogin, factorsOf, hasFactor } from './two-factor.repository';
import { bothPaths } from '../http/spec-paths';

/**
 * Failed logins within 15 minutes. One address is locked out (429) after MAX_FAILURES_PER_IP;
 * one account is never locked out, since anyone who knows an email could then keep its owner
 * out: each attempt on it waits longer instead (loginDelayMs), the right password included.
 */
export const MAX_FAILURES_PER_IP = 50;
/** Failures an account takes without delay: people mistype. */
export const FREE_FAILURES = 4;
export const MAX_LOGIN_DELAY_MS = 30_000;

/** 1 s after the free failures, doubling up to 30 s per attempt. */
export function loginDelayMs(accountFailures: number): number {
  if (accountFailures < FREE_FAILURES) return 0;
  return Math.min(MAX_LOGIN_DELAY_MS, 1000 * 2 ** (accountFailures - FREE_FAILURES));
}

export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;

  api.post('/api/auth/login', {
    config: { access: 'public' },
    schema: {
      operationId: 'logIn',
      summary: 'Log in and start a session',
      tags: ['auth'],
      description:
        'Answers the user and starts a session; for a person with a second factor, starts none and ' +
        'answers `second_factor` with a five-minute ticket for POST /api/auth/login/second-factor.',
      body: loginBody,
      response: { 200: loginAnswer, 401: errorResponse, 403: errorResponse, 429: errorResponse },
    },
    handler: async (request, reply) => {
      const { login, password } = request.body;
      const user = await findUserForLogin(db, login);
      const account = accountKey(login, user?.id);
      // request.ip is the client's own address when TRUST_PROXY names the proxy in front.
      const failures = await recentFailures(db, account, request.ip);
      if (failures.byIp >= MAX_FAILURES_PER_IP) {
        throw new HttpError(429, 'auth.tooManyLogins');
      }
      const delay = loginDelayMs(failures.byAccount);
      if (delay > 0) await app.loginDelay(delay);
      const passwordOk = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !passwordOk || user.statusId !== Status.Active) {
        await recordFailure(db, account, request.ip);
        throw new HttpError(401, 'auth.wrongLogin');
      }
      if (await app.passwordLoginOff(db, user)) throw forbidden('sso.passwordLoginOff');
      const factors = await factorsOf(db, user.id);
      if (hasFactor(factors)) {
        // Failures stay counted until the second factor is passed: a right password must not
        // reset the delays that keep its codes from being guessed.
        const methods: SecondFactorMethod[] = factors.totp ? ['totp', 'recovery'] : ['recovery'];
        if (factors.passkey) methods.push('passkey');
        const ticket = await createPendingLogin(db, user.id, app.clock());
        return { second_factor: { ticket, methods } };
      }
      await clearFailures(db, account);
      return startSession(app, request, reply, user);
    },
  });

  api.post('/api/auth/logout', {
    config: { access: ANY_USER, duringEnrolment: true },
    schema: {
      operationId: 'logOut',
      summary: 'Log out, ending the current session',
      tags: ['auth'],
      response: { 200: z.object({ status: z.literal('success') }) },
    },
    handler: async (request, reply) => {
      if (request.session) await deleteSession(db, request.session.tokenHash);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(CSRF_COOKIE, { path: '/' });
      return { status: 'success' as const };
    },
  });

  for (const at of bothPaths('GET', '/api/auth/user', '/api/get-auth-user')) {
    api.get(at.url, {
      config: { access: ANY_USER, duringEnrolment: true },
      schema: at.schema({
        operationId: 'getCurrentUser',
        summary: 'Get the logged-in user',
        tags: ['auth'],
        response: { 200: authUser },
      }),
      handler: async (request) => {
        const me = await getAuthUser(db, request.user.id);
        if (!me) throw notFound('user');
        return { ...me, two_factor_setup_required: request.session!.mustEnrol };
      },
    });
  }

  api.get('/api/app-config', {
    config: { access: 'public' },
    schema: {
      operationId: 'getAppConfig',
      summary: 'Get the login field and time zone the web app needs',
      tags: ['auth'],
      response: { 200: appConfig },
    },
    handler: async () => ({ login_field: config.LOGIN_FIELD, timezone: config.APP_TIMEZONE }),
  });
}
