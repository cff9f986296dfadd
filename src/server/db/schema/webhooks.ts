import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A receiver of webhooks (issue 36, decision 0044): the events it asked for, signed with its
 * secret. After a rotation the previous secret signs too until `previous_secret_until`.
 */
export const webhookSubscriptions = pgTable('webhook_subscriptions', {
  id: id(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  events: text('events').array().notNull(),
  /** `whsec_` and the base64 of 32 random bytes (Standard Webhooks). */
  secret: text('secret').notNull(),
  previousSecret: text('previous_secret'),
  previousSecretUntil: at('previous_secret_until'),
  enabled: boolean('enabled').notNull().default(true),
  /** Why it was disabled: `failures` (by the sender) or `admin`. */
  disabledReason: text('disabled_reason'),
  disabledAt: at('disabled_at'),
  /** Messages failed for good since the last one delivered. */
  failedInARow: integer('failed_in_a_row').notNull().default(0),
  createdBy: integer('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

/**
 * One event for one subscription, with the id the receiver sees in `webhook-id` on every try and
 * redelivery. `pending` until a try answers 2xx (`delivered`) or the last try fails (`failed`).
 */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    id: id(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    /** `msg_` and a UUID: the `webhook-id` header. */
    messageId: text('message_id').notNull().unique(),
    eventType: text('event_type').notNull(),
    /** The body as sent, byte for byte, on every try. */
    payload: text('payload').notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    deliveredAt: at('delivered_at'),
  },
  (t) => [index('webhook_messages_subscription_idx').on(t.subscriptionId, t.createdAt.desc(), t.id.desc())],
);

/** Each try of a message: when, the receiver's status (null: no answer), what it said, how long. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    messageId: integer('message_id')
      .notNull()
      .references(() => webhookMessages.id, { onDelete: 'cascade' }),
    attemptedAt: at('attempted_at').notNull(),
    ok: boolean('ok').notNull(),
    responseStatus: integer('response_status'),
    /** The response's body or the error, clipped. */
    response: text('response').notNull(),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_message_idx').on(t.messageId, t.attemptedAt)],
);
