import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, errorResponse } from '@shared/schemas/common';
import {
  deleteTemplateResponse,
  templateBody,
  templateCopyBody,
  templateInUseResponse,
  templateRow,
  templatesFilterQuery,
  templatesResponse,
} from '@shared/schemas/templates';
import { ADMINS, STAFF } from '../http/access';
import { templates } from '../db/schema/templates';
import {
  copyTemplate,
  createTemplate,
  getTemplate,
  listTemplates,
  softDeleteTemplate,
  updateTemplate,
} from './templates.repository';
import { bothPaths } from '../http/spec-paths';

/** Templates themselves: the list of product.md screen 10 and the pages that create, edit and copy one. */
export async function templatesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  app.trash.register({ entity: 'templates', table: templates, label: templates.name.getSQL() });

  for (const at of bothPaths('GET', '/api/templates', '/api/get-templates-filtered')) {
    api.get(at.url, {
      config: { access: STAFF },
      schema: at.schema({
        operationId: 'listTemplates',
        summary: 'List templates, a page at a time',
        tags: ['templates'],
        description: 'One page (25) of templates, newest first, and the total.',
        querystring: templatesFilterQuery,
        response: { 200: templatesResponse },
      }),
      handler: async (request) => listTemplates(app.db, request.query),
    });
  }

  for (const at of bothPaths('DELETE', '/api/templates/:id', '/api/delete-template/:id')) {
    api.delete(at.url, {
      config: { access: ADMINS },
      schema: at.schema({
        operationId: 'deleteTemplate',
        summary: 'Soft-delete a template no report uses',
        tags: ['templates'],
        description:
          'Soft-deletes a template; refused with 409 and used_count while reports (any status) use it.',
        params: idParam,
        response: { 200: deleteTemplateResponse, 404: errorResponse, 409: templateInUseResponse },
      }),
      handler: async (request) => {
        await request.transaction((tx) => softDeleteTemplate(tx, request.params.id, request.user));
        return { status: 'success' as const };
      },
    });
  }

  api.post('/api/templates', {
    config: { access: ADMINS },
    schema: {
      operationId: 'createTemplate',
      summary: 'Create a template',
      tags: ['templates'],
      body: templateBody,
      response: { 200: templateRow },
    },
    handler: async (request) => request.transaction((tx) => createTemplate(tx, request.body)),
  });

  api.get('/api/templates/:id', {
    config: { access: STAFF },
    schema: {
      operationId: 'getTemplate',
      summary: 'Get a template',
      tags: ['templates'],
      params: idParam,
      response: { 200: templateRow },
    },
    handler: async (request) => getTemplate(app.db, request.params.id),
  });

  api.put('/api/templates/:id', {
    config: { access: ADMINS },
    schema: {
      operationId: 'updateTemplate',
      summary: 'Update a template',
      tags: ['templates'],
      params: idParam,
      body: templateBody,
      response: { 200: templateRow },
    },
    handler: async (request) =>
      request.transaction((tx) => updateTemplate(tx, request.params.id, request.body)),
  });

  api.post('/api/templates/:id/copy', {
    config: { access: ADMINS },
    schema: {
      operationId: 'copyTemplate',
      summary: 'Copy a template with its tasks and fields',
      tags: ['templates'],
      description:
        'A new template with copies of every task and field, in one transaction. Without a name the copy is named "<name> (copy)".',
      params: idParam,
      body: templateCopyBody,
      response: { 200: templateRow },
    },
    handler: async (request) =>
      request.transaction((tx) => copyTemplate(tx, request.params.id, request.body)),
  });
}
