import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/schemas/common';
import { portalLocationParams } from '@shared/schemas/portal';
import {
  portalAction,
  portalActionParams,
  portalActions,
  portalActionUpdateBody,
  portalUpdateParams,
} from '@shared/schemas/portal-actions';
import { PORTAL } from '../http/access';
import { ACTION_PHOTOS, sendPhoto } from '../corrective-actions/corrective-actions.public';
import { receiveUpload } from '../storage/multipart-upload';
import { removeUpload } from '../storage/upload-store';
import {
  addCustomerUpdate,
  customerActions,
  portalActionById,
  setUpdatePhoto,
  theirUpdate,
} from './portal-actions.repository';
import { assertTheirLocation } from './portal-view.repository';

/**
 * Corrective actions the office gave the customer (issue 37 part 2, decision 0049): a contact
 * reads their location's, acknowledges, comments, says fixed, and adds a photo to what they said.
 * Each change runs in `request.transaction`, which names the contact's address to the audit log.
 */
export async function portalActionsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const emailOf = (request: FastifyRequest) => request.portal!.email;

  api.get('/api/portal/locations/:id/actions', {
    config: { access: PORTAL },
    schema: {
      operationId: 'listPortalLocationActions',
      summary: "List the corrective actions a contact's location is to do",
      tags: ['portal'],
      description:
        'The actions the office marked as the customer’s, open ones and those closed in the last 90 days, ' +
        'newest first (at most 50), with what the contacts said on each; 404 for a location not theirs.',
      params: portalLocationParams,
      response: { 200: portalActions, 404: errorResponse },
    },
    handler: async (request) => {
      await assertTheirLocation(db, emailOf(request), request.params.id);
      return { actions: await customerActions(db, request.params.id, app.clock()) };
    },
  });

  api.post('/api/portal/actions/:id/updates', {
    config: { access: PORTAL },
    schema: {
      operationId: 'addPortalActionUpdate',
      summary: 'Acknowledge, comment on, or mark fixed a corrective action',
      tags: ['portal'],
      description:
        '`kind` acknowledged, comment (a note required) or fixed, with an optional note; the office sees ' +
        'it on the action and the audit log names the contact. 409 once the office verified the action.',
      params: portalActionParams,
      body: portalActionUpdateBody,
      response: { 200: portalAction, 400: errorResponse, 404: errorResponse, 409: errorResponse },
    },
    handler: async (request) => {
      const email = emailOf(request);
      await request.transaction((tx) => addCustomerUpdate(tx, email, request.params.id, request.body));
      return portalActionById(db, email, request.params.id);
    },
  });

  api.post('/api/portal/action-updates/:id/photo', {
    config: { access: PORTAL },
    schema: {
      operationId: 'uploadPortalActionUpdatePhoto',
      summary: 'Add a photo to what the contact said on a corrective action',
      tags: ['portal'],
      description:
        'Stores a photo (multipart field "file", PNG or JPEG, at most 10 MB) with one of the contact’s own ' +
        'updates, replacing any earlier one; kept with the office’s action photos.',
      consumes: ['multipart/form-data'],
      params: portalUpdateParams,
      response: {
        200: portalAction,
        400: errorResponse,
        404: errorResponse,
        409: errorResponse,
        413: errorResponse,
      },
    },
    handler: async (request) => {
      const email = emailOf(request);
      const { id } = request.params;
      // Refused before a byte of the file is read, and checked again under the row's lock.
      await theirUpdate(db, email, id, true);
      const { replaced, actionId } = await receiveUpload(request, app.files, ACTION_PHOTOS, (stored) =>
        request.transaction((tx) => setUpdatePhoto(tx, email, id, stored)),
      );
      if (replaced) {
        await removeUpload(app.files, ACTION_PHOTOS, replaced).catch((err: unknown) =>
          request.log.warn({ err, name: replaced }, 'could not remove a replaced customer photo'),
        );
      }
      return portalActionById(db, email, actionId);
    },
  });

  api.get('/api/portal/action-updates/:id/photo', {
    config: { access: PORTAL },
    schema: {
      operationId: 'getPortalActionUpdatePhoto',
      summary: "Get the photo of a contact's update on a corrective action",
      tags: ['portal'],
      description: 'The photo sent with an update, to any contact of the action’s location; 404 otherwise.',
      params: portalUpdateParams,
      produces: ['image/png', 'image/jpeg'],
    },
    handler: async (request, reply) => {
      const { update } = await theirUpdate(db, emailOf(request), request.params.id);
      return sendPhoto(reply, app.files, update.photoPath, update.photoMime);
    },
  });
}

/** Registered inside the portal's plugin: its multipart parser serves these routes alone. */
export async function registerPortalActions(app: FastifyInstance) {
  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(portalActionsRoutes);
}
