import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/schemas/common';
import { companyBody, companySettings } from '@shared/schemas/company';
import { ADMINS, STAFF } from '../http/access';
import { getCompanySettings, saveCompanySettings } from './company.repository';

/** The business's name, address and state licences (issue 14, decision 0024). */
export async function companyRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/company', {
    config: { access: STAFF },
    schema: {
      operationId: 'getCompanySettings',
      summary: "Get the business's name, address and state licences",
      tags: ['company'],
      description: 'The business as its records name it, with its licence in each state, sorted by state.',
      response: { 200: companySettings },
    },
    handler: async () => getCompanySettings(app.db),
  });

  api.put('/api/company', {
    config: { access: ADMINS },
    schema: {
      operationId: 'updateCompanySettings',
      summary: "Save the business's name, address and state licences",
      tags: ['company'],
      description:
        'Saves the business and its licences as sent, in one transaction: a state left out loses its licence ' +
        '(soft-deleted, kept in the audit log). Answers the saved settings.',
      body: companyBody,
      response: { 200: companySettings, 400: errorResponse },
    },
    handler: async (request) => {
      await request.transaction((tx) => saveCompanySettings(tx, request.body, request.user));
      return getCompanySettings(app.db);
    },
  });
}
