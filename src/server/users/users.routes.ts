import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParam, legacyDeleteBody, legacyDeleteQuery } from '@shared/schemas/common';
import { userCreateBody, userDetail, userRow, usersFilterQuery, userUpdateBody } from '@shared/schemas/users';
import { ADMINS } from '../http/access';
import { hashPassword } from '../auth/auth.public';
import { users } from '../db/schema/users';
import { badRequest } from '../http/errors';
import { bothPaths, specOperation } from '../http/spec-paths';
import { createUser, updateUser } from './users-edit.repository';
import { assertUserRestorable, getUser, listUsers, softDeleteUser } from './users.repository';

const refusals = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export async function usersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  app.trash.register({
    entity: 'users',
    table: users,
    label: users.name.getSQL(),
    beforeRestore: assertUserRestorable,
  });

  for (const at of bothPaths('GET', '/api/users', '/api/get-users-filtered')) {
    api.get(at.url, {
      config: { access: ADMINS },
      schema: at.schema({
        operationId: 'listUsers',
        summary: 'List users, a page at a time',
        tags: ['users'],
        description: 'One page (25) of users; the total is in the X-Total-Count header.',
        querystring: usersFilterQuery,
        response: { 200: z.array(userRow) },
      }),
      handler: async (request, reply) => {
        const { rows, total } = await listUsers(app.db, request.query);
        void reply.header('X-Total-Count', total);
        return rows;
      },
    });
  }

  const deleted = z.object({ status: z.literal('success'), id: z.number() });
  const deleteSchema = {
    operationId: 'deleteUser',
    summary: 'Soft-delete a user',
    tags: ['users'],
    description: 'Soft-deletes a user (to the Trash).',
  };
  const deleteUser = async (request: FastifyRequest, id: number) => {
    await request.transaction((tx) => softDeleteUser(tx, id, request.user));
    return { status: 'success' as const, id };
  };

  api.delete('/api/users/:id', {
    config: { access: ADMINS },
    schema: {
      ...deleteSchema,
      params: idParam,
      response: { 200: deleted, 403: errorResponse, 404: errorResponse, 409: errorResponse },
    },
    handler: async (request) => deleteUser(request, request.params.id),
  });

  api.post('/api/delete-user', {
    config: { access: ADMINS },
    schema: {
      ...specOperation(
        {
          ...deleteSchema,
          description: 'Soft-deletes a user. The id comes as {params: {id}}, {id} or ?id=.',
        },
        'DELETE /api/users/{id}',
      ),
      body: legacyDeleteBody,
      querystring: legacyDeleteQuery,
      response: { 200: deleted, 403: errorResponse, 404: errorResponse, 409: errorResponse },
    },
    handler: async (request) => {
      const id = request.body?.params?.id ?? request.body?.id ?? request.query.id;
      if (!id) throw badRequest('user.idMissing', { id: 'validation.required' });
      return deleteUser(request, id);
    },
  });

  api.post('/api/users', {
    config: { access: ADMINS },
    schema: {
      operationId: 'createUser',
      summary: 'Create a user',
      tags: ['users'],
      description: 'Creates a user. A taken email or username is a 409 naming the field.',
      body: userCreateBody,
      response: { 200: userDetail, ...refusals },
    },
    handler: async (request) => {
      const { password, ...fields } = request.body;
      const passwordHash = await hashPassword(password);
      return request.transaction((tx) => createUser(tx, { ...fields, passwordHash }, request.user));
    },
  });

  api.get('/api/users/:id', {
    config: { access: ADMINS },
    schema: {
      operationId: 'getUser',
      summary: 'Get a user',
      tags: ['users'],
      params: idParam,
      response: { 200: userDetail, 404: errorResponse },
    },
    handler: async (request) => getUser(app.db, request.params.id),
  });

  api.put('/api/users/:id', {
    config: { access: ADMINS },
    schema: {
      operationId: 'updateUser',
      summary: 'Update a user',
      tags: ['users'],
      description: 'Edits a user; an empty or missing password keeps the current one.',
      params: idParam,
      body: userUpdateBody,
      response: { 200: userDetail, ...refusals },
    },
    handler: async (request) => {
      const { password, ...fields } = request.body;
      const passwordHash = password ? await hashPassword(password) : undefined;
      return request.transaction((tx) =>
        updateUser(
          tx,
          request.params.id,
          { ...fields, passwordHash },
          request.user,
          request.session?.tokenHash,
        ),
      );
    },
  });
}
