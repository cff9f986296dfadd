import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/schemas/common';
import { portalLocationParams } from '@shared/schemas/portal';
import { portalApplications, portalChemicalParams } from '@shared/schemas/portal-actions';
import { PORTAL } from '../http/access';
import { CHEMICAL_DOCUMENTS } from '../chemicals/chemicals.public';
import { fileAnswer } from '../http/file-answer';
import { openUpload } from '../storage/upload-store';
import { locationApplications, theirChemicalDocument } from './portal-applications.repository';
import { assertTheirLocation, notTheirs } from './portal-view.repository';

/**
 * The application records of a contact's location and each product's document, the label or
 * safety data sheet the customer has a right to know (issue 37 part 2, decision 0049).
 */
export async function portalApplicationsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get('/api/portal/locations/:id/applications', {
    config: { access: PORTAL },
    schema: {
      operationId: 'listPortalLocationApplications',
      summary: "List a contact's location's application records",
      tags: ['portal'],
      description:
        'The submitted application records, newest first (at most 50): product, EPA Reg. No., amount, ' +
        'place, pests, applicator, and whether the product’s document can be read; 404 for a location ' +
        'not theirs.',
      params: portalLocationParams,
      response: { 200: portalApplications, 404: errorResponse },
    },
    handler: async (request) => {
      await assertTheirLocation(db, request.portal!.email, request.params.id);
      return { applications: await locationApplications(db, request.params.id) };
    },
  });

  api.get('/api/portal/chemicals/:id/document', {
    config: { access: PORTAL },
    schema: {
      operationId: 'downloadPortalChemicalDocument',
      summary: "Download the label or safety data sheet of a product used at a contact's location",
      tags: ['portal'],
      description:
        'The product’s document, only when an application record at one of the contact’s locations used ' +
        'it; 404 for any other product.',
      params: portalChemicalParams,
      produces: Object.keys(CHEMICAL_DOCUMENTS.types),
      response: { 200: fileAnswer, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const row = await theirChemicalDocument(db, request.portal!.email, request.params.id);
      const file = await openUpload(app.files, CHEMICAL_DOCUMENTS, row.filepath);
      if (!file) throw notTheirs();
      return reply
        .header('Content-Type', row.file_mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', contentDisposition(row.file_name ?? undefined, { type: 'attachment' }))
        .header('Content-Length', file.size)
        .send(file.stream);
    },
  });
}
