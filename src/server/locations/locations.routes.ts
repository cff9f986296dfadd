import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParam, legacyDeleteBody, legacyDeleteQuery } from '@shared/schemas/common';
import {
  locationBody,
  locationRow,
  locationsFilterQuery,
  zipCounty,
  zipCountyQuery,
} from '@shared/schemas/locations';
import { ADMINS, ANY_USER, STAFF } from '../http/access';
import { assertReadsLocation } from '../devices/devices.public';
import { locations } from '../db/schema/locations';
import { badRequest } from '../http/errors';
import {
  createLocation,
  getLocation,
  listLocations,
  softDeleteLocation,
  updateLocation,
} from './locations.repository';
import { usualCountyOfZip } from './zip-counties';
import { bothPaths, specOperation } from '../http/spec-paths';

export async function locationsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  app.trash.register({ entity: 'locations', table: locations, label: locations.name.getSQL() });

  for (const at of bothPaths('GET', '/api/locations', '/api/get-locations-filtered')) {
    api.get(at.url, {
      config: { access: STAFF },
      schema: at.schema({
        operationId: 'listLocations',
        summary: 'List locations, a page at a time',
        tags: ['locations'],
        description:
          'One page (25) of locations, sorted by name, filtered on name or address; the total is in the X-Total-Count header.',
        querystring: locationsFilterQuery,
        response: { 200: z.array(locationRow) },
      }),
      handler: async (request, reply) => {
        const { rows, total } = await listLocations(app.db, request.query);
        void reply.header('X-Total-Count', total);
        return rows;
      },
    });
  }

  api.get('/api/locations/zip-county', {
    config: { access: ADMINS },
    schema: {
      operationId: 'getZipCounty',
      summary: 'Get the county a ZIP code is usually in',
      tags: ['locations'],
      description:
        'The county the Census Bureau puts a ZIP in (its ZIP Code Tabulation Area), for the location form to ' +
        'warn of a county the ZIP is not usually in; `county` is null for a ZIP it does not map in that state.',
      querystring: zipCountyQuery,
      response: { 200: zipCounty, 400: errorResponse },
    },
    handler: async (request) => ({ county: usualCountyOfZip(request.query.state, request.query.zip) }),
  });

  api.get('/api/locations/:id', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'getLocation',
      summary: 'Get a location',
      tags: ['locations'],
      description:
        'The office reads every location; a Technician one where they work (a job or a visit there).',
      params: idParam,
      response: { 200: locationRow, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      await assertReadsLocation(app.db, request.user, request.params.id);
      return getLocation(app.db, request.params.id);
    },
  });

  api.post('/api/locations', {
    config: { access: ADMINS },
    schema: {
      operationId: 'createLocation',
      summary: 'Create a location',
      tags: ['locations'],
      body: locationBody,
      response: { 200: locationRow, 400: errorResponse },
    },
    handler: async (request) => request.transaction((tx) => createLocation(tx, request.body)),
  });

  api.put('/api/locations/:id', {
    config: { access: ADMINS },
    schema: {
      operationId: 'updateLocation',
      summary: 'Update a location',
      tags: ['locations'],
      params: idParam,
      body: locationBody,
      response: { 200: locationRow, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) =>
      request.transaction((tx) => updateLocation(tx, request.params.id, request.body)),
  });

  const deleteSchema = {
    operationId: 'deleteLocation',
    summary: 'Soft-delete a location without active jobs',
    tags: ['locations'],
    description: 'Soft-deletes a location; refused (409) while it has active jobs.',
  };
  const remove = async (request: FastifyRequest, id: number) => {
    await request.transaction((tx) => softDeleteLocation(tx, id, request.user));
    return { status: 'success' as const, id };
  };

  api.delete('/api/locations/:id', {
    config: { access: ADMINS },
    schema: {
      ...deleteSchema,
      params: idParam,
      response: {
        200: z.object({ status: z.literal('success'), id: z.number() }),
        404: errorResponse,
        409: errorResponse.extend({ active_jobs: z.number() }),
      },
    },
    handler: async (request) => remove(request, request.params.id),
  });

  api.post('/api/delete-location', {
    config: { access: ADMINS },
    schema: {
      ...specOperation(
        {
          ...deleteSchema,
          description: `${deleteSchema.description} The id comes as {params: {id}}, {id} or ?id=.`,
        },
        'DELETE /api/locations/{id}',
      ),
      body: legacyDeleteBody,
      querystring: legacyDeleteQuery,
      response: {
        200: z.object({ status: z.literal('success'), id: z.number() }),
        404: errorResponse,
        409: errorResponse.extend({ active_jobs: z.number() }),
      },
    },
    handler: async (request) => {
      const id = request.body?.params?.id ?? request.body?.id ?? request.query.id;
      if (!id) throw badRequest('location.idMissing', { id: 'validation.required' });
      return remove(request, id);
    },
  });
}
