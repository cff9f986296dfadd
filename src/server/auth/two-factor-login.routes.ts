import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import { Status } from '@shared/constants';
import { authUser } from '@shared/schemas/auth';
import { errorResponse } from '@shared/schemas/common';
import { secondFactorBody, ticketBody, webauthnOptions } from '@shared/schemas/two-factor';
import { users } from '../db/schema/users';
import { HttpError } from '../http/errors';
import { accountKey, clearFailures, recentFailures, recordFailure } from './auth.repository';
import { loginDelayMs, MAX_FAILURES_PER_IP } from './auth.routes';
import { checkPasskeyAssertion, passkeyLoginOptions } from './passkeys.repository';
import { startSession } from './start-session';
import {
  consumePendingLogin,
  findPendingLogin,
  setPendingChallenge,
  takeRecoveryCode,
  takeTotpCode,
} from './two-factor.repository';

const expired = () => new HttpError(401, 'auth.loginTicketExpired');

/** The login's second step (decision 0046): the ticket the password step gave, and one factor. */
export async function twoFactorLoginRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;

  api.post('/api/auth/login/passkey-options', {
    config: { access: 'public' },
    schema: {
      operationId: 'getPasskeyLoginOptions',
      summary: 'Get the WebAuthn options to sign in with a passkey',
      tags: ['auth'],
      description:
        'For a login ticket whose person has a passkey: the options for navigator.credentials.get.',
      body: ticketBody,
      response: { 200: webauthnOptions, 401: errorResponse },
    },
    handler: async (request) => {
      const pending = await findPendingLogin(db, request.body.ticket, app.clock());
      if (!pending) throw expired();
      const options = await passkeyLoginOptions(db, config, pending.userId);
      await setPendingChallenge(db, request.body.ticket, options.challenge);
      return options as unknown as Record<string, unknown>;
    },
  });

  api.post('/api/auth/login/second-factor', {
    config: { access: 'public' },
    schema: {
      operationId: 'logInSecondFactor',
      summary: 'Finish a login with a code, a recovery code or a passkey',
      tags: ['auth'],
      description:
        'Takes the ticket the login answered and one of: `code` (the app), `recovery_code` (works once), ' +
        '`passkey` (an assertion for the options of passkey-options). A wrong one counts as a failed login. ' +
        'Starts the session as the login does; the ticket works once.',
      body: secondFactorBody,
      response: { 200: authUser, 400: errorResponse, 401: errorResponse, 429: errorResponse },
    },
    handler: async (request, reply) => {
      const now = app.clock();
      const { ticket, code, recovery_code: recoveryCode, passkey } = request.body;
      const pending = await findPendingLogin(db, ticket, now);
      if (!pending) throw expired();
      const account = accountKey('', pending.userId);
      const failures = await recentFailures(db, account, request.ip);
      if (failures.byIp >= MAX_FAILURES_PER_IP) throw new HttpError(429, 'auth.tooManyLogins');
      const delay = loginDelayMs(failures.byAccount);
      if (delay > 0) await app.loginDelay(delay);
      const userId = pending.userId;
      const passed =
        code !== undefined
          ? await takeTotpCode(db, { userId, code, now })
          : recoveryCode !== undefined
            ? await takeRecoveryCode(db, userId, recoveryCode, now)
            : await checkPasskeyAssertion(db, config, {
                userId,
                challenge: pending.challenge,
                response: passkey as unknown as AuthenticationResponseJSON,
                now,
              });
      if (!passed) {
        await recordFailure(db, account, request.ip);
        throw new HttpError(401, 'auth.wrongCode');
      }
      if (!(await consumePendingLogin(db, ticket))) throw expired();
      const [user] = await db
        .select({ id: users.id, typeId: users.typeId, statusId: users.statusId, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, userId));
      if (!user || user.statusId !== Status.Active || user.deletedAt) throw expired();
      await clearFailures(db, account);
      return startSession(app, request, reply, user);
    },
  });
}
