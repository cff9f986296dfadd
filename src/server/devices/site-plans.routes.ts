import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParam } from '@shared/schemas/common';
import {
  sitePlanImageQuery,
  sitePlanRow,
  sitePlansResponse,
  sitePlanUpdateBody,
} from '@shared/schemas/devices';
import { ADMINS, ANY_USER } from '../http/access';
import { receiveUpload } from '../storage/multipart-upload';
import { readUpload } from '../storage/upload-store';
import { assertLocation } from './devices.repository';
import { assertReadsLocation } from './location-reader';
import { sitePlanScreenImage } from './site-plan-image';
import {
  imageSize,
  insertSitePlan,
  listSitePlans,
  mayReadPlansOf,
  planName,
  planNotFound,
  renameSitePlan,
  SITE_PLANS,
  sitePlanById,
  sitePlanFile,
  softDeleteSitePlan,
} from './site-plans.repository';

const refusals = { 400: errorResponse, 404: errorResponse, 409: errorResponse };
const planDeleted = z.object({ status: z.literal('success'), id: z.number() });

/** The text of a multipart field, if it was sent (once). */
function fieldText(fields: Record<string, unknown>, name: string): string | undefined {
  const part = fields[name] as { type?: string; value?: unknown } | undefined;
  return part?.type === 'field' && typeof part.value === 'string' ? part.value : undefined;
}

/** Floor-plan images of a location (issue 17), on which devices are placed. Registered with multipart. */
export async function sitePlansRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/locations/:id/site-plans', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'listSitePlans',
      summary: "List a location's site plans",
      tags: ['devices'],
      description:
        'The site plans of a location, in the order they were added. A Technician reads those of a ' +
        'location where they work (a job or a visit there).',
      params: idParam,
      response: { 200: sitePlansResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      await assertReadsLocation(app.db, request.user, request.params.id);
      return { plans: await listSitePlans(app.db, request.params.id) };
    },
  });

  api.post('/api/locations/:id/site-plans', {
    config: { access: ADMINS },
    schema: {
      operationId: 'uploadSitePlan',
      summary: 'Upload a site plan image for a location',
      tags: ['devices'],
      description:
        'Adds a plan: multipart with a `name` field (sent before the file; default: the file name ' +
        'without its extension) and the `file`, PNG or JPEG of at most 20 MB and 40 megapixels (else ' +
        '400 device.planTooManyPixels). Its width and height are read from the image; an image that ' +
        'cannot be read is refused (400 device.planImage). A copy for screens is made at once.',
      consumes: ['multipart/form-data'],
      params: idParam,
      response: { 200: sitePlanRow, 413: errorResponse, ...refusals },
    },
    handler: async (request) => {
      const locationId = request.params.id;
      await assertLocation(app.db, locationId);
      const plan = await receiveUpload(request, app.files, SITE_PLANS, async (stored, filename, fields) => {
        const name = planName(fieldText(fields, 'name'), filename);
        const data = await readUpload(app.files, SITE_PLANS, stored.name);
        if (!data) throw planNotFound();
        const size = await imageSize(data);
        const id = await request.transaction(async (tx) => {
          await assertLocation(tx, locationId, true);
          return insertSitePlan(tx, locationId, { name, stored, ...size });
        });
        return { id, filepath: stored.name };
      });
      await sitePlanScreenImage(app.files, plan, request.log);
      return sitePlanById(app.db, plan.id);
    },
  });

  api.patch('/api/site-plans/:id', {
    config: { access: ADMINS },
    schema: {
      operationId: 'renameSitePlan',
      summary: 'Rename a site plan',
      tags: ['devices'],
      description: 'Renames a plan.',
      params: idParam,
      body: sitePlanUpdateBody,
      response: { 200: sitePlanRow, ...refusals },
    },
    handler: async (request) => {
      const { id } = request.params;
      await request.transaction((tx) => renameSitePlan(tx, id, request.body.name));
      return sitePlanById(app.db, id);
    },
  });

  api.delete('/api/site-plans/:id', {
    config: { access: ADMINS },
    schema: {
      operationId: 'deleteSitePlan',
      summary: 'Delete a site plan, taking its devices off it',
      tags: ['devices'],
      description: 'Deletes a plan; the devices placed on it lose their place (in the same change).',
      params: idParam,
      response: { 200: planDeleted, ...refusals },
    },
    handler: async (request) => {
      const { id } = request.params;
      await request.transaction((tx) => softDeleteSitePlan(tx, id, request.user.id));
      return { status: 'success' as const, id };
    },
  });

  api.get('/api/site-plans/:id/image', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'getSitePlanImage',
      summary: "Get a site plan's image",
      tags: ['devices'],
      description:
        "The plan's image: a JPEG of at most 2,560 pixels a side for screens, or with `size=original` " +
        'the image as uploaded. Office staff for any plan; a Technician for a location where they are ' +
        'assigned to a job or have a report (else 404, as for a plan that does not exist).',
      params: idParam,
      querystring: sitePlanImageQuery,
      produces: ['image/png', 'image/jpeg'],
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const plan = await sitePlanFile(app.db, id);
      if (!(await mayReadPlansOf(app.db, plan.locationId, request.user))) throw planNotFound();
      const image =
        request.query.size === 'original'
          ? await readUpload(app.files, SITE_PLANS, plan.filepath).then(
              (data) => data && { data, mime: plan.mime },
            )
          : await sitePlanScreenImage(app.files, { id, filepath: plan.filepath }, request.log);
      if (!image) throw planNotFound();
      // A plan's image never changes under its address (a new image is a new plan).
      return reply
        .type(image.mime)
        .header('Cache-Control', 'private')
        .header('X-Content-Type-Options', 'nosniff')
        .send(image.data);
    },
  });
}
