import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountBody, dateStyleBody, languageBody, passwordChangeBody } from '@shared/schemas/account';
import { authUser } from '@shared/schemas/auth';
import { errorResponse } from '@shared/schemas/common';
import { ANY_USER } from '../http/access';
import { getAuthUser } from '../auth/auth.public';
import { notFound } from '../http/errors';
import {
  changeOwnPassword,
  updateAccountDateStyle,
  updateAccountLanguage,
  updateAccountName,
} from './account.repository';

/** "My account": every user changes their own name and password. */
export async function accountRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put('/api/account', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'updateMyName',
      summary: "Change the current user's name",
      tags: ['account'],
      description: 'Changes the current user’s name; answers the current user as get-auth-user does.',
      body: accountBody,
      response: { 200: authUser, 400: errorResponse },
    },
    handler: async (request) => {
      await request.transaction((tx) => updateAccountName(tx, request.user, request.body.name));
      const me = await getAuthUser(app.db, request.user.id);
      if (!me) throw notFound('user');
      return me;
    },
  });

  api.put('/api/account/language', {
    // The language switch stays usable on the two-factor setup screen (decision 0046).
    config: { access: ANY_USER, duringEnrolment: true },
    schema: {
      operationId: 'updateMyLanguage',
      summary: 'Set the language the app shows the current user',
      tags: ['account'],
      description: 'Stores the language the app shows the current user; answers the current user.',
      body: languageBody,
      response: { 200: authUser, 400: errorResponse },
    },
    handler: async (request) => {
      await request.transaction((tx) => updateAccountLanguage(tx, request.user, request.body.language));
      const me = await getAuthUser(app.db, request.user.id);
      if (!me) throw notFound('user');
      return me;
    },
  });

  api.put('/api/account/date-style', {
    config: { access: ANY_USER, duringEnrolment: true },
    schema: {
      operationId: 'updateMyDateStyle',
      summary: 'Set the digits and calendar the app shows the current user',
      tags: ['account'],
      description:
        'Stores the digits (the language’s own or Latin) and the calendar (Gregorian or, for Persian, the solar one) of the current user’s dates and numbers; null is the language’s default. Answers the current user.',
      body: dateStyleBody,
      response: { 200: authUser, 400: errorResponse },
    },
    handler: async (request) => {
      await request.transaction((tx) => updateAccountDateStyle(tx, request.user, request.body));
      const me = await getAuthUser(app.db, request.user.id);
      if (!me) throw notFound('user');
      return me;
    },
  });

  api.put('/api/account/password', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'changeMyPassword',
      summary: "Change the current user's password",
      tags: ['account'],
      description:
        'Changes the current user’s password. The current password is required; other sessions end.',
      body: passwordChangeBody,
      response: {
        200: z.object({ status: z.literal('success') }),
        400: errorResponse,
        429: errorResponse,
      },
    },
    handler: async (request) => {
      await changeOwnPassword(
        app.db,
        {
          actor: request.user,
          ip: request.ip,
          tokenHash: request.session!.tokenHash,
          current: request.body.current_password,
          next: request.body.password,
        },
        (fn) => request.transaction(fn),
      );
      return { status: 'success' as const };
    },
  });
}
