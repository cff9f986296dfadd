import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParam } from '@shared/schemas/common';
import {
  updateWebhookBody,
  webhookBody,
  webhookMessageParams,
  webhookMessagesQuery,
  webhookMessagesResponse,
  webhookSubscription,
  webhooksResponse,
  webhookWithSecret,
} from '@shared/schemas/webhooks';
import { ADMINS } from '../http/access';
import { HttpError } from '../http/errors';
import { wakeQueue } from '../queue/queue-worker';
import { AddressRefusedError, checkWebhookUrl, parseAllowedNetworks } from '../network/webhook-address';
import {
  createWebhook,
  deleteWebhook,
  listMessages,
  listWebhooks,
  readWebhook,
  redeliver,
  rotateSecret,
  sendTestEvent,
  updateWebhook,
} from './webhooks.repository';

const success = z.object({ status: z.literal('success') });
const tags = ['webhooks'];

/** Webhook subscriptions and their delivery log (issue 36, decision 0044): Admins, or a key with the area. */
export async function webhooksRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const allowed = parseAllowedNetworks(app.config.WEBHOOK_ALLOWED_NETWORKS);

  /** Refuses a URL whose host is, or resolves to, an address webhooks are not sent to. */
  async function checkUrl(url: string): Promise<void> {
    try {
      await checkWebhookUrl(new URL(url), allowed);
    } catch (error) {
      if (error instanceof AddressRefusedError) {
        const coded = { code: 'webhook.addressRefused' as const, params: { address: error.address } };
        throw new HttpError(400, coded, { url: coded });
      }
      const coded = { code: 'webhook.unresolvable' as const, params: { host: new URL(url).hostname } };
      throw new HttpError(400, coded, { url: coded });
    }
  }

  api.get('/api/webhooks', {
    config: { access: ADMINS },
    schema: {
      operationId: 'listWebhooks',
      summary: 'List the webhook subscriptions',
      tags,
      description: 'Every subscription with its events, state and latest delivery; never a secret.',
      response: { 200: webhooksResponse },
    },
    handler: async () => ({ subscriptions: await listWebhooks(app.db) }),
  });

  api.post('/api/webhooks', {
    config: { access: ADMINS },
    schema: {
      operationId: 'createWebhook',
      summary: 'Subscribe a URL to events',
      tags,
      description:
        'The URL gets a signed POST for each event chosen (docs/webhooks.md). It must be a public ' +
        'address (400 `webhook.addressRefused` otherwise). The answer is the only time the secret is shown.',
      body: webhookBody,
      response: { 200: webhookWithSecret, 400: errorResponse },
    },
    handler: async (request) => {
      await checkUrl(request.body.url);
      return request.transaction((tx) => createWebhook(tx, request.body, request.user.id));
    },
  });

  api.patch('/api/webhooks/:id', {
    config: { access: ADMINS },
    schema: {
      operationId: 'updateWebhook',
      summary: 'Change a webhook subscription, disable or enable it',
      tags,
      description:
        'Changes what is given: URL, description, events, `enabled`. Enabling clears the failures that disabled it.',
      params: idParam,
      body: updateWebhookBody,
      response: { 200: webhookSubscription, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      if (request.body.url) await checkUrl(request.body.url);
      const { id } = request.params;
      await request.transaction((tx) => updateWebhook(tx, id, request.body, app.clock()));
      return readWebhook(app.db, id);
    },
  });

  api.delete('/api/webhooks/:id', {
    config: { access: ADMINS },
    schema: {
      operationId: 'deleteWebhook',
      summary: 'Delete a webhook subscription and its delivery log',
      tags,
      params: idParam,
      response: { 200: success, 404: errorResponse },
    },
    handler: async (request) => {
      await request.transaction((tx) => deleteWebhook(tx, request.params.id));
      return { status: 'success' as const };
    },
  });

  api.post('/api/webhooks/:id/rotate-secret', {
    config: { access: ADMINS },
    schema: {
      operationId: 'rotateWebhookSecret',
      summary: 'Give a subscription a new secret',
      tags,
      description:
        'The new secret signs from now; the previous one signs beside it for 24 hours (two `v1,` ' +
        'signatures), so the receiver can switch. The answer is the only time the new secret is shown.',
      params: idParam,
      response: { 200: webhookWithSecret, 404: errorResponse },
    },
    handler: async (request) => request.transaction((tx) => rotateSecret(tx, request.params.id, app.clock())),
  });

  api.post('/api/webhooks/:id/test', {
    config: { access: ADMINS },
    schema: {
      operationId: 'sendTestWebhook',
      summary: 'Send a test event to a subscription',
      tags,
      description: 'A `webhook.test` event, delivered like any other; see its delivery in the log.',
      params: idParam,
      response: { 200: z.object({ message_id: z.number() }), 404: errorResponse },
    },
    handler: async (request) => {
      const sent = await request.transaction((tx) => sendTestEvent(tx, request.params.id, app.clock()));
      wakeQueue('webhook');
      return sent;
    },
  });

  api.get('/api/webhooks/:id/messages', {
    config: { access: ADMINS },
    schema: {
      operationId: 'listWebhookMessages',
      summary: 'A subscription’s delivery log, a page at a time',
      tags,
      description: 'Its messages newest first, 25 a page, each with the body sent and every try’s answer.',
      params: idParam,
      querystring: webhookMessagesQuery,
      response: { 200: webhookMessagesResponse, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => listMessages(app.db, request.params.id, request.query.page),
  });

  api.post('/api/webhooks/:id/messages/:messageId/redeliver', {
    config: { access: ADMINS },
    schema: {
      operationId: 'redeliverWebhookMessage',
      summary: 'Send a message again',
      tags,
      description: 'One more try now, with the same `webhook-id` and body, whatever its state.',
      params: webhookMessageParams,
      response: { 200: success, 404: errorResponse },
    },
    handler: async (request) => {
      const { id, messageId } = request.params;
      await request.transaction((tx) => redeliver(tx, id, messageId));
      wakeQueue('webhook');
      return { status: 'success' as const };
    },
  });
}
