import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, recordId } from '@shared/schemas/common';
import {
  fieldCreateBody,
  fieldOrderBody,
  fieldType,
  fieldUpdateBody,
  task,
  taskCopyBody,
  taskCreateBody,
  taskField,
  tasksResponse,
  taskUpdateBody,
} from '@shared/schemas/templates';
import { ADMINS, ANY_USER, STAFF } from '../http/access';
import {
  copyTask,
  createField,
  createTask,
  deleteField,
  deleteTask,
  listFieldTypes,
  listTasks,
  reorderFields,
  updateField,
  updateTask,
} from './tasks.repository';

const done = z.object({ status: z.literal('success') });
/**
 * One parameter name (`id`) for every /api/template/tasks/:id route: the router keeps one tree
 * per path. There the id is a task's, but for the spec's GET, a template's: that GET is kept for
 * the spec's client, deprecated beside GET /api/templates/{id}/tasks (issue 39).
 */
const taskIdParam = z.object({ id: recordId.describe('The task’s id') });
const templateIdParam = z.object({ id: recordId.describe('The template’s id') });

/** The task editor's calls (spec section 7); only Admins change a template. */
export async function tasksRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/field/types', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'listFieldTypes',
      summary: 'List the types a task field can have',
      tags: ['templates'],
      response: { 200: z.array(fieldType) },
    },
    handler: async () => listFieldTypes(app.db),
  });

  api.get('/api/templates/:id/tasks', {
    config: { access: STAFF },
    schema: {
      operationId: 'listTemplateTasks',
      summary: 'List the tasks of a template with their fields',
      tags: ['templates'],
      description: 'The tasks of a template with their fields, sorted by weight; the list is in `data`.',
      params: templateIdParam,
      response: { 200: tasksResponse },
    },
    handler: async (request) => ({ data: await listTasks(app.db, request.params.id) }),
  });

  api.get('/api/template/tasks/:id', {
    config: { access: STAFF },
    schema: {
      operationId: 'listTemplateTasksLegacy',
      summary: 'List the tasks of a template (the spec’s path)',
      tags: ['templates'],
      deprecated: true,
      description:
        'GET /api/templates/{id}/tasks under the spec’s path, kept for its client: here `id` is a ' +
        'template’s, where every other method of this path takes a task’s.',
      params: templateIdParam,
      response: { 200: tasksResponse },
    },
    handler: async (request) => ({ data: await listTasks(app.db, request.params.id) }),
  });

  api.post('/api/template/tasks', {
    config: { access: ADMINS },
    schema: {
      operationId: 'createTask',
      summary: 'Add a task to a template',
      tags: ['templates'],
      body: taskCreateBody,
      response: { 200: task, 404: errorResponse },
    },
    handler: async (request) => request.transaction((tx) => createTask(tx, request.body)),
  });

  api.put('/api/template/tasks/:id/edit', {
    config: { access: ADMINS },
    schema: {
      operationId: 'updateTask',
      summary: 'Update a task',
      tags: ['templates'],
      params: taskIdParam,
      body: taskUpdateBody,
      response: { 200: task, 409: errorResponse },
    },
    handler: async (request) => request.transaction((tx) => updateTask(tx, request.params.id, request.body)),
  });

  api.delete('/api/template/tasks/:id', {
    config: { access: ADMINS },
    schema: {
      operationId: 'deleteTask',
      summary: 'Delete a task and its fields',
      tags: ['templates'],
      description:
        "Deletes a task and its fields for good; reports keep their own snapshot. Refused (409, checklist.ruleInUse) while another task's or field's rule looks at one of its fields.",
      params: taskIdParam,
      response: { 200: done, 409: errorResponse },
    },
    handler: async (request) => {
      await request.transaction((tx) => deleteTask(tx, request.params.id));
      return { status: 'success' as const };
    },
  });

  api.post('/api/template/tasks/copy-task', {
    config: { access: ADMINS },
    schema: {
      operationId: 'copyTask',
      summary: 'Copy a task with its fields within its template',
      tags: ['templates'],
      description:
        'Copies a task with all its fields into the same template; answers the new task. Rules looking inside the task look at the copies; a copied rule that would be wrong where the copy stands is left off the copy.',
      body: taskCopyBody,
      response: { 200: task, 404: errorResponse },
    },
    handler: async (request) => request.transaction((tx) => copyTask(tx, request.body.task_id)),
  });

  api.post('/api/template/tasks/fields', {
    config: { access: ADMINS },
    schema: {
      operationId: 'createTaskField',
      summary: 'Add a field to a task',
      tags: ['templates'],
      description:
        'Adds a field to a task. `options` is JSON text of a list of strings; `condition` and `scoring` (issue 16) are checked against the whole template (400, checklist.*). `full_coverage` is kept for a Device inspection field (12) only.',
      body: fieldCreateBody,
      response: { 200: taskField },
    },
    handler: async (request) => request.transaction((tx) => createField(tx, request.body)),
  });

  api.post('/api/template/tasks/edit-field', {
    config: { access: ADMINS },
    schema: {
      operationId: 'updateTaskField',
      summary: 'Update a task field',
      tags: ['templates'],
      description:
        "Changes a field; answers the task's full field list, sorted by weight. A missing `condition`, `scoring` or `full_coverage` keeps the stored one (another type than 12 stores it off). A new type, options or weight that another rule no longer fits is refused (409, checklist.*).",
      body: fieldUpdateBody,
      response: { 200: z.array(taskField), 404: errorResponse, 409: errorResponse },
    },
    handler: async (request) => request.transaction((tx) => updateField(tx, request.body)),
  });

  api.delete('/api/template/tasks/fields/:fieldId', {
    config: { access: ADMINS },
    schema: {
      operationId: 'deleteTaskField',
      summary: 'Delete a task field',
      tags: ['templates'],
      description: 'Deletes a field; refused (409, checklist.ruleInUse) while a rule looks at it.',
      params: z.object({ fieldId: recordId }),
      response: { 200: done, 409: errorResponse },
    },
    handler: async (request) => {
      await request.transaction((tx) => deleteField(tx, request.params.fieldId));
      return { status: 'success' as const };
    },
  });

  api.put('/api/template/tasks/:id/field-order', {
    config: { access: ADMINS },
    schema: {
      operationId: 'reorderTaskFields',
      summary: "Reorder a task's fields",
      tags: ['templates'],
      description:
        "Drag and drop: every field id of the task in the new order; weights become 10, 20, 30…. Answers the task's fields. Refused (409, checklist.ruleMoved) when a rule would look at a later question.",
      params: taskIdParam,
      body: fieldOrderBody,
      response: { 200: z.array(taskField), 409: errorResponse },
    },
    handler: async (request) =>
      request.transaction((tx) => reorderFields(tx, request.params.id, request.body.field_ids)),
  });
}
