import multipart from '@fastify/multipart';
import { create as contentDisposition } from 'content-disposition';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParam } from '@shared/schemas/common';
import {
  deviceBulkBody,
  deviceCreateBody,
  deviceLabelsQuery,
  deviceRemoveBody,
  deviceRow,
  devicesQuery,
  devicesResponse,
  deviceUpdateBody,
} from '@shared/schemas/devices';
import { ADMINS, ANY_USER, STAFF } from '../http/access';
import { locations } from '../db/schema/locations';
import { conflict, notFound } from '../http/errors';
import { fileAnswer } from '../http/file-answer';
import { pdfLanguage } from '../pdf/pdf-language';
import { languageFor } from '../texts/texts';
import { accountLanguage } from '../users/users.public';
import { deviceLabelsPdf, labelsFileName } from './device-labels';
import { deviceTypesRoutes } from './device-types.routes';
import {
  createDevice,
  createDevices,
  deviceById,
  labelDevices,
  listDevices,
  removeDevice,
  updateDevice,
} from './devices.repository';
import { assertReadsLocation } from './location-reader';
import { sitePlansRoutes } from './site-plans.routes';

const refusals = { 400: errorResponse, 404: errorResponse, 409: errorResponse };

/**
 * Devices (issue 17, decision 0035): bait stations, traps and monitors, numbered once per location.
 * Types in device-types.routes.ts, floor plans in site-plans.routes.ts; the label sheet here.
 */
export async function devicesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/locations/:id/devices', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'listDevices',
      summary: "List a location's devices",
      tags: ['devices'],
      description:
        'The devices of a location by number: `active` = active, removed or all (default). A Technician ' +
        'reads those of a location where they work (a job or a visit there).',
      params: idParam,
      querystring: devicesQuery,
      response: { 200: devicesResponse, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      await assertReadsLocation(app.db, request.user, request.params.id);
      return { devices: await listDevices(app.db, request.params.id, request.query.active) };
    },
  });

  api.post('/api/locations/:id/devices', {
    config: { access: ADMINS },
    schema: {
      operationId: 'createDevice',
      summary: 'Create a device at a location',
      tags: ['devices'],
      description:
        'A new device. Its number is used once at the location for ever, by a device in place or ' +
        'removed (409 device.numberTaken); `place` is on a plan of the same location.',
      params: idParam,
      body: deviceCreateBody,
      response: { 200: deviceRow, ...refusals },
    },
    handler: async (request) => {
      const id = await request.transaction((tx) => createDevice(tx, request.params.id, request.body));
      return deviceById(app.db, id);
    },
  });

  api.post('/api/locations/:id/devices/bulk', {
    config: { access: ADMINS },
    schema: {
      operationId: 'createDeviceRange',
      summary: 'Create a numbered range of devices at a location',
      tags: ['devices'],
      description:
        'Devices numbered `from` to `to` (at most 500), all of one type and zone: all of them, or none ' +
        'when a number is taken (409 device.numbersTaken naming them).',
      params: idParam,
      body: deviceBulkBody,
      response: { 200: devicesResponse, ...refusals },
    },
    handler: async (request) => {
      const locationId = request.params.id;
      const ids = await request.transaction((tx) => createDevices(tx, locationId, request.body));
      const all = await listDevices(app.db, locationId, 'all');
      const created = new Set(ids);
      return { devices: all.filter((d) => created.has(d.id)) };
    },
  });

  api.patch('/api/devices/:id', {
    config: { access: ADMINS },
    schema: {
      operationId: 'updateDevice',
      summary: 'Update a device in place',
      tags: ['devices'],
      description:
        'Changes a device in place (its number never changes); `place: null` takes it off the plan. ' +
        'A removed device refuses (409 device.removed).',
      params: idParam,
      body: deviceUpdateBody,
      response: { 200: deviceRow, ...refusals },
    },
    handler: async (request) => {
      const { id } = request.params;
      await request.transaction((tx) => updateDevice(tx, id, request.body));
      return deviceById(app.db, id);
    },
  });

  api.post('/api/devices/:id/remove', {
    config: { access: ADMINS },
    schema: {
      operationId: 'removeDevice',
      summary: 'Take a device out of service',
      tags: ['devices'],
      description:
        'Takes a device out of service from `removed_on` (not before it was installed). It is never ' +
        'deleted: its number stays taken and its findings stay in the history and trends.',
      params: idParam,
      body: deviceRemoveBody,
      response: { 200: deviceRow, ...refusals },
    },
    handler: async (request) => {
      const { id } = request.params;
      await request.transaction((tx) => removeDevice(tx, id, request.body.removed_on));
      return deviceById(app.db, id);
    },
  });

  api.get('/api/locations/:id/device-labels.pdf', {
    config: { access: STAFF },
    schema: {
      operationId: 'downloadDeviceLabelsPdf',
      summary: "Download the label sheet of a location's devices as a PDF",
      tags: ['devices'],
      description:
        'The label sheet (Avery 5160 on Letter: 3 x 10 labels of 1" x 2-5/8"): a QR code, the number, ' +
        'type, zone and location on each. The devices in place by number, or those of `ids`; 409 ' +
        'device.labelsNone when there are none. The document title in `lang` (en, ar, fa, es), else the ' +
        'user’s language, else English.',
      params: idParam,
      querystring: deviceLabelsQuery,
      produces: ['application/pdf'],
      response: { 200: fileAnswer, 400: errorResponse, 409: errorResponse },
    },
    handler: async (request, reply) => {
      const locationId = request.params.id;
      const [location] = await app.db
        .select({ name: locations.name })
        .from(locations)
        .where(and(eq(locations.id, locationId), isNull(locations.deletedAt)));
      if (!location) throw notFound('location');
      const devices = await labelDevices(app.db, locationId, request.query.ids ?? null);
      if (devices.length === 0) throw conflict('device.labelsNone');
      const language = languageFor(request.query.lang, await accountLanguage(app.db, request.user.id));
      // What a label prints was recorded as it is; only the document's title is in a language.
      const l = pdfLanguage(language, app.config.APP_TIMEZONE);
      const title = l.t('pdfs.labels.title', { location: location.name });
      const pdf = await app.pdfQueue.run(() => deviceLabelsPdf(location.name, devices, title));
      return reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition(labelsFileName(location.name)))
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  });

  await app.register(deviceTypesRoutes);
  // The site plan upload is multipart; the parser lives in this module's scope only.
  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(sitePlansRoutes);
}
