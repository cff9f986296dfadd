import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParam } from '@shared/schemas/common';
import { forgotPasswordBody, resetAnswer, resetPasswordBody } from '@shared/schemas/password-reset';
import { ADMINS } from '../http/access';
import { hashPassword } from '../auth/auth.public';
import { wakeQueue } from '../queue/queue-worker';
import {
  assertNotLogin,
  findResetUser,
  requestPasswordReset,
  resetPassword,
  sendPasswordReset,
} from './password-reset.repository';

/**
 * Password resets (issue 19): a one-time link by mail, asked for on the login page or sent by an
 * Admin. The mail is only queued here; the mail sender (or the outbox) takes it from there.
 */
export async function passwordResetRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;

  api.post('/api/auth/forgot-password', {
    config: { access: 'public' },
    schema: {
      operationId: 'requestPasswordReset',
      summary: 'Ask for a password reset link by mail',
      tags: ['auth'],
      description:
        'Mails a one-time link (1 hour) to the account with this email or username, if there is a live, ' +
        'active one. The answer is the same either way; 429 after 10 requests from one address in 15 minutes.',
      body: forgotPasswordBody,
      response: { 200: resetAnswer, 400: errorResponse, 429: errorResponse },
    },
    handler: async (request) => {
      // request.ip is the client's own address when TRUST_PROXY names the proxy in front.
      await request.transaction((tx) =>
        requestPasswordReset(tx, config, { login: request.body.login, ip: request.ip }),
      );
      // Woken whether or not a mail was queued: the answer and its timing tell nothing either way.
      wakeQueue('mail');
      return { status: 'success' as const };
    },
  });

  api.post('/api/auth/reset-password', {
    config: { access: 'public' },
    schema: {
      operationId: 'resetPassword',
      summary: "Set a new password with a reset link's token",
      tags: ['auth'],
      description:
        'Sets a new password with the token of a reset link, once; every session of the account ends. ' +
        '410 for an unknown, expired or used link. It does not log in.',
      body: resetPasswordBody,
      response: { 200: resetAnswer, 400: errorResponse, 410: errorResponse },
    },
    handler: async (request) => {
      const { token, password } = request.body;
      const user = await findResetUser(db, token);
      assertNotLogin(user, password);
      const passwordHash = await hashPassword(password);
      await request.transaction((tx) => resetPassword(tx, { token, userId: user.id, passwordHash }));
      return { status: 'success' as const };
    },
  });

  api.post('/api/users/:id/send-password-reset', {
    config: { access: ADMINS },
    schema: {
      operationId: 'sendPasswordReset',
      summary: 'Mail a user a link to set a new password',
      tags: ['users'],
      description:
        'Mails the user a one-time link (1 hour) to set a new password, saying which Admin sent it. ' +
        'Super Admins only by Super Admins; 409 for an inactive user.',
      params: idParam,
      response: { 200: resetAnswer, 403: errorResponse, 404: errorResponse, 409: errorResponse },
    },
    handler: async (request) => {
      await request.transaction((tx) => sendPasswordReset(tx, config, request.params.id, request.user));
      wakeQueue('mail');
      return { status: 'success' as const };
    },
  });
}
