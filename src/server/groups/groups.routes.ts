import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignableQuery,
  errorResponse,
  idParam,
  legacyDeleteBody,
  legacyDeleteQuery,
  recordId,
} from '@shared/schemas/common';
import {
  groupAssignBody,
  groupAssignees,
  groupBody,
  groupDetail,
  groupRow,
  groupsFilterQuery,
} from '@shared/schemas/groups';
import { ADMINS } from '../http/access';
import { groups } from '../db/schema/groups';
import { badRequest } from '../http/errors';
import { assignUser, deassignUser, groupAssignees as listAssignees } from './group-members.repository';
import {
  assertGroupRestorable,
  createGroup,
  getGroup,
  listGroups,
  softDeleteGroup,
  updateGroup,
} from './groups.repository';
import { bothPaths, specOperation } from '../http/spec-paths';

const refusals = { 400: errorResponse, 404: errorResponse, 409: errorResponse };
const groupIdParam = z.object({ groupId: recordId });
const success = z.object({ status: z.literal('success') });

export async function groupsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  app.trash.register({
    entity: 'groups',
    table: groups,
    label: groups.name.getSQL(),
    beforeRestore: (tx, id) => assertGroupRestorable(tx, id),
  });

  for (const at of bothPaths('GET', '/api/groups', '/api/get-groups-filtered')) {
    api.get(at.url, {
      config: { access: ADMINS },
      schema: at.schema({
        operationId: 'listGroups',
        summary: 'List groups, a page at a time',
        tags: ['groups'],
        description: 'One page (25) of groups; the total is in the X-Total-Count header.',
        querystring: groupsFilterQuery,
        response: { 200: z.array(groupRow) },
      }),
      handler: async (request, reply) => {
        const { rows, total } = await listGroups(app.db, request.query);
        void reply.header('X-Total-Count', total);
        return rows;
      },
    });
  }

  const deleteSchema = { operationId: 'deleteGroup', summary: 'Soft-delete a group', tags: ['groups'] };
  const remove = async (request: FastifyRequest, id: number) => {
    await request.transaction((tx) => softDeleteGroup(tx, id, request.user));
    return { status: 'success' as const, id };
  };

  api.delete('/api/groups/:id', {
    config: { access: ADMINS },
    schema: {
      ...deleteSchema,
      params: idParam,
      response: { 200: z.object({ status: z.literal('success'), id: z.number() }), ...refusals },
    },
    handler: async (request) => remove(request, request.params.id),
  });

  api.post('/api/delete-group', {
    config: { access: ADMINS },
    schema: {
      ...specOperation(
        { ...deleteSchema, description: 'The id comes as {params: {id}}, {id} or ?id=.' },
        'DELETE /api/groups/{id}',
      ),
      body: legacyDeleteBody,
      querystring: legacyDeleteQuery,
      response: { 200: z.object({ status: z.literal('success'), id: z.number() }), ...refusals },
    },
    handler: async (request) => {
      const id = request.body?.params?.id ?? request.body?.id ?? request.query.id;
      if (!id) throw badRequest('group.idMissing', { id: 'validation.required' });
      return remove(request, id);
    },
  });

  api.post('/api/groups', {
    config: { access: ADMINS },
    schema: {
      operationId: 'createGroup',
      summary: 'Create a group',
      tags: ['groups'],
      description: 'Creates a group. A name another live group has is a 409 naming the field.',
      body: groupBody,
      response: { 200: groupDetail, ...refusals },
    },
    handler: async (request) => request.transaction((tx) => createGroup(tx, request.body)),
  });

  api.get('/api/groups/:id', {
    config: { access: ADMINS },
    schema: {
      operationId: 'getGroup',
      summary: 'Get a group',
      tags: ['groups'],
      params: idParam,
      response: { 200: groupDetail, 404: errorResponse },
    },
    handler: async (request) => getGroup(app.db, request.params.id),
  });

  api.put('/api/groups/:id', {
    config: { access: ADMINS },
    schema: {
      operationId: 'updateGroup',
      summary: 'Update a group',
      tags: ['groups'],
      params: idParam,
      body: groupBody,
      response: { 200: groupDetail, ...refusals },
    },
    handler: async (request) => request.transaction((tx) => updateGroup(tx, request.params.id, request.body)),
  });

  api.get('/api/groups/assignees-available-users/:groupId', {
    config: { access: ADMINS },
    schema: {
      operationId: 'listGroupMembers',
      summary: "List a group's members and the users who may join it",
      tags: ['groups'],
      description:
        'users: one page (25) of the active users not in the group (for the select), by name, searched by ' +
        'name or email (`search`); assignees: its members.',
      params: groupIdParam,
      querystring: assignableQuery,
      response: { 200: groupAssignees, 404: errorResponse },
    },
    handler: async (request) => listAssignees(app.db, request.params.groupId, request.query),
  });

  api.post('/api/groups/assign/:groupId', {
    config: { access: ADMINS },
    schema: {
      operationId: 'addGroupMember',
      summary: 'Add a user to a group',
      tags: ['groups'],
      params: groupIdParam,
      body: groupAssignBody,
      response: { 200: success, ...refusals },
    },
    handler: async (request) => {
      await request.transaction((tx) => assignUser(tx, request.params.groupId, request.body.user_id));
      return { status: 'success' as const };
    },
  });

  api.delete('/api/groups/deassign/:groupId', {
    config: { access: ADMINS },
    schema: {
      operationId: 'removeGroupMember',
      summary: 'Take a user out of a group',
      tags: ['groups'],
      description: 'Takes a user out of the group; user_id comes in the body.',
      params: groupIdParam,
      body: groupAssignBody,
      response: { 200: success, ...refusals },
    },
    handler: async (request) => {
      await request.transaction((tx) => deassignUser(tx, request.params.groupId, request.body.user_id));
      return { status: 'success' as const };
    },
  });
}
