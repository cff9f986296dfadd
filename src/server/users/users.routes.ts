import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, legacyDeleteBody, legacyDeleteQuery } from '@shared/schemas/common';
import { userRow, usersFilterQuery } from '@shared/schemas/users';
import { ADMINS } from '../auth/access';
import { users } from '../db/schema/users';
import { badRequest } from '../http/errors';
import { assertUserRestorable, listUsers, softDeleteUser } from './users.repository';

export async function usersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  app.trash.register({
    entity: 'users',
    table: users,
    label: users.name.getSQL(),
    beforeRestore: assertUserRestorable,
  });

  api.get('/api/get-users-filtered', {
    config: { access: ADMINS },
    schema: {
      tags: ['users'],
      description: 'One page (25) of users; the total is in the X-Total-Count header.',
      querystring: usersFilterQuery,
      response: { 200: z.array(userRow) },
    },
    handler: async (request, reply) => {
      const { rows, total } = await listUsers(app.db, request.query);
      void reply.header('X-Total-Count', total);
      return rows;
    },
  });

  api.post('/api/delete-user', {
    config: { access: ADMINS },
    schema: {
      tags: ['users'],
      description: 'Soft-deletes a user. The id comes as {params: {id}}, {id} or ?id=.',
      body: legacyDeleteBody,
      querystring: legacyDeleteQuery,
      response: { 200: z.object({ status: z.literal('success'), id: z.number() }), 403: errorResponse },
    },
    handler: async (request) => {
      const id = request.body?.params?.id ?? request.body?.id ?? request.query.id;
      if (!id) throw badRequest('Which user? The id is missing.', { id: 'Required' });
      await request.transaction((tx) => softDeleteUser(tx, id, request.user));
      return { status: 'success' as const, id };
    },
  });
}
