import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/schemas/common';
import { portalLocationParams } from '@shared/schemas/portal';
import { portalDevices, portalPlanParams } from '@shared/schemas/portal-actions';
import { PORTAL } from '../http/access';
import { sitePlanScreenImage } from '../devices/devices.public';
import { locationDevices, theirPlan } from './portal-devices.repository';
import { assertTheirLocation, notTheirs } from './portal-view.repository';

/** A contact's location's devices: the site plans and the past year's trends (decision 0049). */
export async function portalDevicesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get('/api/portal/locations/:id/devices', {
    config: { access: PORTAL },
    schema: {
      operationId: 'listPortalLocationDevices',
      summary: "Get a contact's location's devices, site plans and trends",
      tags: ['portal'],
      description:
        'The devices’ activity over the past twelve months (as the office’s trends: per device, zone and ' +
        'pest, by month) and the site plans with each placed device; 404 for a location not theirs.',
      params: portalLocationParams,
      response: { 200: portalDevices, 404: errorResponse },
    },
    handler: async (request) => {
      await assertTheirLocation(db, request.portal!.email, request.params.id);
      return locationDevices(db, request.params.id, app.clock(), app.config.APP_TIMEZONE);
    },
  });

  api.get('/api/portal/site-plans/:id/image', {
    config: { access: PORTAL },
    schema: {
      operationId: 'getPortalSitePlanImage',
      summary: "Get a site plan's image of a contact's location",
      tags: ['portal'],
      description: 'The plan as screens show it (a JPEG of at most 2,560 pixels a side); 404 for any other.',
      params: portalPlanParams,
      produces: ['image/jpeg'],
    },
    handler: async (request, reply) => {
      const plan = await theirPlan(db, request.portal!.email, request.params.id);
      const image = await sitePlanScreenImage(app.files, plan, request.log);
      if (!image) throw notTheirs();
      return reply.type(image.mime).header('X-Content-Type-Options', 'nosniff').send(image.data);
    },
  });
}
