import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParam } from '@shared/schemas/common';
import { locationContactsBody, locationContactsResponse } from '@shared/schemas/location-contacts';
import { ADMINS, ANY_USER } from '../http/access';
import { assertReadsLocation } from '../devices/devices.public';
import { listContacts, replaceContacts } from './location-contacts.repository';

/** The people at a location's customer and who receives its finished reports (issue 19). */
export async function locationContactsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/locations/:id/contacts', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'listLocationContacts',
      summary: "List a location's contacts",
      tags: ['locations'],
      description:
        'The office reads every location’s; a Technician those of one where they work (a job or a visit there).',
      params: idParam,
      response: { 200: locationContactsResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      await assertReadsLocation(app.db, request.user, request.params.id);
      return { contacts: await listContacts(app.db, request.params.id) };
    },
  });

  api.put('/api/locations/:id/contacts', {
    config: { access: ADMINS },
    schema: {
      operationId: 'replaceLocationContacts',
      summary: "Replace a location's contacts",
      tags: ['locations'],
      description:
        'Replaces the location’s contacts with those sent; `receives_reports` ones get each finished report by e-mail.',
      params: idParam,
      body: locationContactsBody,
      response: { 200: locationContactsResponse, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const { id } = request.params;
      await request.transaction((tx) => replaceContacts(tx, id, request.body));
      return { contacts: await listContacts(app.db, id) };
    },
  });
}
