import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParam } from '@shared/schemas/common';
import {
  portalNotifications,
  portalNotificationsBody,
  portalVisitChangeAnswer,
  portalVisitChangeBody,
  portalVisitParams,
  visitChangeRequests,
} from '@shared/schemas/portal-requests';
import { PORTAL, STAFF } from '../http/access';
import { wakeQueue } from '../queue/queue-worker';
import { visitById } from '../visits/visits.public';
import { notificationChoices, setNotificationChoices } from './portal-choices.repository';
import {
  handleChangeRequest,
  openChangeRequests,
  requestVisitChange,
  requestVisitId,
} from './visit-requests.repository';

/**
 * A contact asks to move an upcoming visit (issue 37 part 3, decision 0049); the office reads the
 * request on the visit and marks it handled. The portal's route runs in `request.transaction`,
 * which names the contact's address to the audit log.
 */
export async function portalVisitRequestRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;

  api.post('/api/portal/visits/:id/change-request', {
    config: { access: PORTAL },
    schema: {
      operationId: 'requestPortalVisitChange',
      summary: 'Ask the office to move an upcoming visit',
      tags: ['portal'],
      description:
        'The day the contact would rather have (today up to a year ahead) and a note; replaces their open ' +
        'request on the visit and mails the company’s Admins. 409 for a visit past, under way, done or ' +
        'skipped; 404 for a visit not at one of their locations.',
      params: portalVisitParams,
      body: portalVisitChangeBody,
      response: { 200: portalVisitChangeAnswer, 400: errorResponse, 404: errorResponse, 409: errorResponse },
    },
    handler: async (request) => {
      const input = {
        email: request.portal!.email,
        visitId: request.params.id,
        body: request.body,
        now: app.clock(),
      };
      const answer = await request.transaction((tx) => requestVisitChange(tx, config, input));
      wakeQueue('mail');
      return { request: answer };
    },
  });

  api.get('/api/portal/notifications', {
    config: { access: PORTAL },
    schema: {
      operationId: 'getPortalNotifications',
      summary: 'Get the mails the contact chose',
      tags: ['portal'],
      description:
        'The day before a visit, a report finished, applications recorded at their site: each off until ' +
        'the contact turns it on. They are the address’s, for every location it is a contact of.',
      response: { 200: portalNotifications },
    },
    handler: async (request) => notificationChoices(app.db, request.portal!.email),
  });

  api.put('/api/portal/notifications', {
    config: { access: PORTAL },
    schema: {
      operationId: 'setPortalNotifications',
      summary: 'Choose the mails the contact gets',
      tags: ['portal'],
      description: 'Replaces the three choices; answers them as saved.',
      body: portalNotificationsBody,
      response: { 200: portalNotifications, 400: errorResponse },
    },
    handler: async (request) => {
      const email = request.portal!.email;
      await request.transaction((tx) => setNotificationChoices(tx, email, request.body));
      return notificationChoices(app.db, email);
    },
  });
}

/** The office's side: on the visit (its drawer), those who may read the visit. */
export async function visitRequestRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get('/api/visits/:id/change-requests', {
    config: { access: STAFF },
    schema: {
      operationId: 'listVisitChangeRequests',
      summary: "List the customer's open requests to move a visit",
      tags: ['visits'],
      description:
        'What the location’s contacts asked in the portal (the day they prefer and a note), not yet ' +
        'handled, oldest first. Supervisors read those of their own jobs.',
      params: idParam,
      response: { 200: visitChangeRequests, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      await visitById(db, request.params.id, request.user);
      return { requests: await openChangeRequests(db, request.params.id) };
    },
  });

  api.post('/api/visit-change-requests/:id/handled', {
    config: { access: STAFF },
    schema: {
      operationId: 'handleVisitChangeRequest',
      summary: "Mark a customer's request to move a visit handled",
      tags: ['visits'],
      description:
        'The office has answered it: it leaves the visit’s open requests. Answers those still open.',
      params: idParam,
      response: { 200: visitChangeRequests, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const visitId = await requestVisitId(db, request.params.id);
      await visitById(db, visitId, request.user);
      await request.transaction((tx) =>
        handleChangeRequest(tx, request.params.id, request.user.id, app.clock()),
      );
      return { requests: await openChangeRequests(db, visitId) };
    },
  });
}
