import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@shared/schemas/common';
import { startForm as startFormSchema } from '@shared/schemas/report-start';
import { chemicalOption, reportParams, startTemplate } from '@shared/schemas/reports';
import { ANY_USER } from '../http/access';
import { chemicalOptions, startForm, startTemplates } from './report-options.repository';

/** What starting and filling a report offers: the templates, each one's form, the chemicals. */
export async function reportOptionsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/reports/templates', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'listReportStartTemplates',
      summary: 'List the templates a report can be started from',
      tags: ['reports'],
      description: 'The active templates with at least one field, to start a report from.',
      response: { 200: z.array(startTemplate) },
    },
    handler: async () => startTemplates(app.db),
  });

  api.get('/api/reports/templates/:id/form', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'getReportStartForm',
      summary: 'Get the form a report started from a template would have',
      tags: ['reports'],
      description:
        'The tasks and fields a report started now from this active template would copy, with no ' +
        'answers: a phone keeps it to start a report offline (then sent with `client_key`).',
      params: reportParams,
      response: { 200: startFormSchema, 404: errorResponse },
    },
    handler: async (request) => startForm(app.db, request.params.id),
  });

  api.get('/api/reports/chemicals', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'listReportChemicalOptions',
      summary: "List the chemicals a report's application answer can name",
      tags: ['reports'],
      description: 'Every live chemical with its category path, for a chemical application answer.',
      response: { 200: z.array(chemicalOption) },
    },
    handler: async () => chemicalOptions(app.db),
  });
}
