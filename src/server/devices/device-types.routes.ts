import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParam } from '@shared/schemas/common';
import {
  deviceTypeBody,
  deviceTypeRow,
  deviceTypesResponse,
  deviceTypeUpdateBody,
} from '@shared/schemas/devices';
import { ADMINS, ANY_USER } from '../http/access';
import { deviceTypes } from '../db/schema/devices';
import {
  assertTypeRestorable,
  createDeviceType,
  deviceTypeById,
  listDeviceTypes,
  softDeleteDeviceType,
  updateDeviceType,
} from './device-types.repository';

const refusals = { 400: errorResponse, 404: errorResponse, 409: errorResponse };
const typeDeleted = z.object({ status: z.literal('success'), id: z.number() });

/** Device types (issue 17): what an inspection of such a device records. Admins manage them. */
export async function deviceTypesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  app.trash.register({
    entity: 'deviceTypes',
    table: deviceTypes,
    label: deviceTypes.name.getSQL(),
    beforeRestore: (tx, id) => assertTypeRestorable(tx, id),
  });

  api.get('/api/device-types', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'listDeviceTypes',
      summary: 'List the device types',
      tags: ['devices'],
      description: 'The device types not deleted, by name, each with how many devices are of it.',
      response: { 200: deviceTypesResponse },
    },
    handler: async () => ({ types: await listDeviceTypes(app.db) }),
  });

  api.post('/api/device-types', {
    config: { access: ADMINS },
    schema: {
      operationId: 'createDeviceType',
      summary: 'Create a device type',
      tags: ['devices'],
      description:
        'A new type. Names are unique without regard to case (409 device.typeNameTaken); a type that ' +
        'counts captures names at least one pest.',
      body: deviceTypeBody,
      response: { 200: deviceTypeRow, ...refusals },
    },
    handler: async (request) => {
      const id = await request.transaction((tx) => createDeviceType(tx, request.body));
      return deviceTypeById(app.db, id);
    },
  });

  api.patch('/api/device-types/:id', {
    config: { access: ADMINS },
    schema: {
      operationId: 'updateDeviceType',
      summary: 'Update a device type',
      tags: ['devices'],
      description: 'Changes any part of a type; devices of it record the new findings from then on.',
      params: idParam,
      body: deviceTypeUpdateBody,
      response: { 200: deviceTypeRow, ...refusals },
    },
    handler: async (request) => {
      const { id } = request.params;
      await request.transaction((tx) => updateDeviceType(tx, id, request.body));
      return deviceTypeById(app.db, id);
    },
  });

  api.delete('/api/device-types/:id', {
    config: { access: ADMINS },
    schema: {
      operationId: 'deleteDeviceType',
      summary: 'Move an unused device type to the Trash',
      tags: ['devices'],
      description:
        'Moves an unused type to the Trash. A type any device has (in place or removed) stays: 409 ' +
        'device.typeInUse naming how many locations have such devices.',
      params: idParam,
      response: { 200: typeDeleted, ...refusals },
    },
    handler: async (request) => {
      const { id } = request.params;
      await request.transaction((tx) => softDeleteDeviceType(tx, id, request.user.id));
      return { status: 'success' as const, id };
    },
  });
}
