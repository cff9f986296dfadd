import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiKeyCreated, apiKeyRow, apiKeysResponse, createApiKeyBody } from '@shared/schemas/api-keys';
import { errorResponse, idParam } from '@shared/schemas/common';
import { ADMINS } from '../http/access';
import { apiKeyRow as readApiKeyRow, createApiKey, listApiKeys, revokeApiKey } from './api-keys.repository';

/**
 * API keys (issue 36, decision 0043): Admins make, list and revoke them. A key itself never calls
 * these routes (key-scopes.ts); it is checked on every other request in api-key-auth.ts.
 */
export async function apiKeysRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/api-keys', {
    config: { access: ADMINS },
    schema: {
      operationId: 'listApiKeys',
      summary: 'List the API keys',
      tags: ['api-keys'],
      description: 'Every key, newest first, with its scopes, state and last use; never a secret.',
      response: { 200: apiKeysResponse },
    },
    handler: async () => ({ keys: await listApiKeys(app.db, app.clock()) }),
  });

  api.post('/api/api-keys', {
    config: { access: ADMINS },
    schema: {
      operationId: 'createApiKey',
      summary: 'Create an API key',
      tags: ['api-keys'],
      description:
        'A new key acting as the Admin who creates it, within its scopes. The answer is the only ' +
        'time its secret is shown: only its SHA-256 is kept.',
      body: createApiKeyBody,
      response: { 200: apiKeyCreated, 400: errorResponse },
    },
    handler: async (request) =>
      request.transaction((tx) => createApiKey(tx, request.body, request.user.id, app.clock())),
  });

  api.post('/api/api-keys/:id/revoke', {
    config: { access: ADMINS },
    schema: {
      operationId: 'revokeApiKey',
      summary: 'Revoke an API key now',
      tags: ['api-keys'],
      description: 'The next request with the key gets 401 `apiKey.revoked`. Revoking twice changes nothing.',
      params: idParam,
      response: { 200: apiKeyRow, 404: errorResponse },
    },
    handler: async (request) => {
      await request.transaction((tx) => revokeApiKey(tx, request.params.id, request.user.id));
      return readApiKeyRow(app.db, request.params.id, app.clock());
    },
  });
}
