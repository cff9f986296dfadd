import { z } from 'zod';
import { ERROR_TEXTS } from '../error-codes';
import { pageQuery, recordId, singleLineText, timestamp } from './common';

/** What a subscription can ask for (issue 36, decision 0044); docs/webhooks.md gives each payload. */
export const WEBHOOK_EVENTS = [
  'report.submitted',
  'report.finished',
  'report.returned',
  'visit.created',
  'visit.moved',
  'visit.done',
  'application.recorded',
  'corrective_action.opened',
  'corrective_action.closed',
  'filing.made',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Sent by "Send test event" only; no subscription asks for it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;

const TEXTS = ERROR_TEXTS.webhook;

export const webhookUrl = z
  .url({ protocol: /^https?$/, error: TEXTS.badUrl })
  .max(WEBHOOK_URL_MAX, { error: TEXTS.badUrl });

export const webhookBody = z.object({
  url: webhookUrl,
  description: singleLineText().trim().max(WEBHOOK_DESCRIPTION_MAX).default(''),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, { error: TEXTS.noEvents }),
});
export type WebhookBody = z.input<typeof webhookBody>;

export const updateWebhookBody = webhookBody.partial().extend({ enabled: z.boolean().optional() });
export type UpdateWebhookBody = z.input<typeof updateWebhookBody>;

export const webhookSubscription = z.object({
  id: z.number(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** `failures`: disabled by the sender after repeated failure; `admin`: by an Admin. */
  disabled_reason: z.enum(['failures', 'admin']).nullable(),
  disabled_at: timestamp.nullable(),
  failed_in_a_row: z.number(),
  /** Until then the previous secret signs too (after a rotation). */
  previous_secret_until: timestamp.nullable(),
  created_at: timestamp,
  last_delivery: z.object({ status: z.enum(['pending', 'delivered', 'failed']), at: timestamp }).nullable(),
});
export type WebhookSubscription = z.infer<typeof webhookSubscription>;

export const webhooksResponse = z.object({ subscriptions: z.array(webhookSubscription) });
export type WebhooksResponse = z.infer<typeof webhooksResponse>;

/** The answer of create and rotate: the only time the secret is shown. */
export const webhookWithSecret = webhookSubscription.extend({
  secret: z.string().meta({ description: '`whsec_` and base64: verify deliveries with it' }),
});
export type WebhookWithSecret = z.infer<typeof webhookWithSecret>;

export const webhookAttempt = z.object({
  attempted_at: timestamp,
  ok: z.boolean(),
  /** The receiver's HTTP status; null when none came (refused, timed out, address refused). */
  response_status: z.number().nullable(),
  response: z.string(),
  duration_ms: z.number(),
});

export const webhookMessage = z.object({
  id: z.number(),
  /** The `webhook-id` header, the same on every try and redelivery. */
  message_id: z.string(),
  event_type: z.string(),
  payload: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number(),
  created_at: timestamp,
  delivered_at: timestamp.nullable(),
  tries: z.array(webhookAttempt),
});
export type WebhookMessage = z.infer<typeof webhookMessage>;

export const webhookMessagesResponse = z.object({ messages: z.array(webhookMessage), total: z.number() });
export type WebhookMessagesResponse = z.infer<typeof webhookMessagesResponse>;

export const webhookMessagesQuery = z.object({ page: pageQuery });
export const webhookMessageParams = z.object({ id: recordId, messageId: recordId });
