import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REPORT_IMAGES } from '../storage/report-image-kind';
import { errorResponse, idParam } from '@shared/schemas/common';
import { actionRow } from '@shared/schemas/corrective-actions';
import { ANY_USER, STAFF } from '../http/access';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { forbidden, HttpError } from '../http/errors';
import { receiveUpload } from '../storage/multipart-upload';
import type { FileStore } from '../storage/file-store';
import { readUpload, removeUpload, type UploadKind } from '../storage/upload-store';
import { setClosingPhoto } from './corrective-action-edit.repository';
import { actionById, actionNotFound, actionRecord } from './corrective-actions.repository';
import { customerUpdateRecord } from './customer-updates.repository';
import { technicianMayAddPhoto, technicianMayRead } from './report-actions.repository';

/**
 * Closing photos under `corrective-actions/` in the file store: PNG or JPEG, as the report's
 * photos (the web app sends the same scaled JPEG), with the report images' limits and texts.
 */
export const ACTION_PHOTOS: UploadKind<'image/png' | 'image/jpeg'> = {
  ...REPORT_IMAGES,
  prefix: 'corrective-actions',
};

/** Staff always; a Technician while one of their reports is in progress where the action is. */
async function assertMayAddPhoto(db: Db, id: number, user: SessionUser, lock = false) {
  const action = await actionRecord(db, id, lock);
  if (!(await technicianMayRead(db, action, user))) throw actionNotFound();
  if (!(await technicianMayAddPhoto(db, action, user))) throw forbidden();
}

export async function actionPhotoRoutes(app: FastifyInstance, opts: { today: () => string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/corrective-actions/:id/photo', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'uploadCorrectiveActionPhoto',
      summary: 'Upload the closing photo of a corrective action',
      tags: ['corrective-actions'],
      description:
        'Stores the closing photo (multipart field "file", PNG or JPEG, at most 10 MB), replacing any ' +
        'earlier one. Office staff for any action; a Technician while they have a report in progress at ' +
        'its location, for an action still open or closed by them.',
      consumes: ['multipart/form-data'],
      params: idParam,
      response: {
        200: actionRow,
        400: errorResponse,
        403: errorResponse,
        404: errorResponse,
        413: errorResponse,
      },
    },
    handler: async (request) => {
      const { id } = request.params;
      // Refused before a byte of the file is read, and checked again under the row's lock.
      await assertMayAddPhoto(app.db, id, request.user);
      const replaced = await receiveUpload(request, app.files, ACTION_PHOTOS, (stored) =>
        request.transaction(async (tx) => {
          await assertMayAddPhoto(tx, id, request.user, true);
          return setClosingPhoto(tx, id, stored);
        }),
      );
      if (replaced) {
        await removeUpload(app.files, ACTION_PHOTOS, replaced).catch((err: unknown) =>
          request.log.warn({ err, name: replaced }, 'could not remove a replaced closing photo'),
        );
      }
      return actionById(app.db, id, opts.today());
    },
  });

  api.get('/api/corrective-actions/:id/photo', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'getCorrectiveActionPhoto',
      summary: 'Get the closing photo of a corrective action',
      tags: ['corrective-actions'],
      description: 'The closing photo, to whoever may read the action.',
      params: idParam,
      produces: ['image/png', 'image/jpeg'],
    },
    handler: async (request, reply) => {
      const action = await actionRecord(app.db, request.params.id);
      if (!(await technicianMayRead(app.db, action, request.user))) throw actionNotFound();
      return sendPhoto(reply, app.files, action.closingPhotoPath, action.closingPhotoMime);
    },
  });

  api.get('/api/corrective-action-updates/:id/photo', {
    config: { access: STAFF },
    schema: {
      operationId: 'getCustomerUpdatePhoto',
      summary: "Get the photo of a customer's update on a corrective action",
      tags: ['corrective-actions'],
      description: 'The photo a location’s contact sent from the customer portal with an update.',
      params: idParam,
      produces: ['image/png', 'image/jpeg'],
    },
    handler: async (request, reply) => {
      const update = await customerUpdateRecord(app.db, request.params.id);
      // The action must still be live: a deleted one's updates go with it.
      if (update) await actionRecord(app.db, update.actionId);
      return sendPhoto(reply, app.files, update?.photoPath ?? null, update?.photoMime ?? null);
    },
  });
}

/** A stored action photo, asked for again each time: a new one may replace it at this address. */
export async function sendPhoto(
  reply: FastifyReply,
  files: FileStore,
  path: string | null,
  mime: string | null,
) {
  const data = path ? await readUpload(files, ACTION_PHOTOS, path) : null;
  if (!data) throw new HttpError(404, 'correctiveAction.noPhoto');
  return reply
    .type(mime ?? 'application/octet-stream')
    .header('Cache-Control', 'private, no-cache')
    .header('X-Content-Type-Options', 'nosniff')
    .send(data);
}
