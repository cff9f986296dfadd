import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '@shared/constants';
import {
  WEBHOOK_TEST_EVENT,
  type UpdateWebhookBody,
  type WebhookEvent,
  type WebhookMessagesResponse,
  type WebhookSubscription,
  type WebhookWithSecret,
} from '@shared/schemas/webhooks';
import type { Db } from '../db/client';
import { webhookAttempts, webhookMessages, webhookSubscriptions } from '../db/schema/webhooks';
import { offsetFor } from '../db/sql-helpers';
import { HttpError } from '../http/errors';
import { sendJob } from '../queue/job-queue';
import { queueMessages } from './webhook-events';

/** How long the previous secret still signs after a rotation, so receivers can switch in time. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

type SubscriptionRow = typeof webhookSubscriptions.$inferSelect;

/** A new secret as Standard Webhooks writes it: `whsec_` and the base64 of 32 random bytes. */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

const notFound = () => new HttpError(404, 'webhook.notFound');

function subscriptionOf(r: SubscriptionRow, last: WebhookSubscription['last_delivery']): WebhookSubscription {
  return {
    id: r.id,
    url: r.url,
    description: r.description,
    events: r.events as WebhookEvent[],
    enabled: r.enabled,
    disabled_reason: r.disabledReason as WebhookSubscription['disabled_reason'],
    disabled_at: r.disabledAt,
    failed_in_a_row: r.failedInARow,
    previous_secret_until: r.previousSecret ? r.previousSecretUntil : null,
    created_at: r.createdAt,
    last_delivery: last,
  };
}

/** Each subscription's latest message: its state and when it was made or delivered. */
async function lastDeliveries(
  db: Db,
  ids: number[],
): Promise<Map<number, WebhookSubscription['last_delivery']>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([webhookMessages.subscriptionId], {
      subscriptionId: webhookMessages.subscriptionId,
      status: webhookMessages.status,
      at: sql<Date>`coalesce(${webhookMessages.deliveredAt}, ${webhookMessages.createdAt})`.mapWith(
        (v: string | Date) => new Date(v),
      ),
    })
    .from(webhookMessages)
    .where(inArray(webhookMessages.subscriptionId, ids))
    .orderBy(webhookMessages.subscriptionId, desc(webhookMessages.createdAt), desc(webhookMessages.id));
  return new Map(rows.map((r) => [r.subscriptionId, { status: r.status, at: r.at }]));
}

export async function listWebhooks(db: Db): Promise<WebhookSubscription[]> {
  const rows = await db.select().from(webhookSubscriptions).orderBy(webhookSubscriptions.id);
  const last = await lastDeliveries(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => subscriptionOf(r, last.get(r.id) ?? null));
}

export async function readWebhook(db: Db, id: number): Promise<WebhookSubscription> {
  const [row] = await db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
  if (!row) throw notFound();
  return subscriptionOf(row, (await lastDeliveries(db, [id])).get(id) ?? null);
}

export async function createWebhook(
  tx: Db,
  body: { url: string; description: string; events: WebhookEvent[] },
  userId: number,
): Promise<WebhookWithSecret> {
  const secret = newSecret();
  const [row] = await tx
    .insert(webhookSubscriptions)
    .values({ ...body, secret, createdBy: userId })
    .returning();
  return { ...subscriptionOf(row!, null), secret };
}

/** URL, description, events; `enabled` on again clears the failures that disabled it. */
export async function updateWebhook(tx: Db, id: number, body: UpdateWebhookBody, now: Date): Promise<void> {
  const { enabled, ...rest } = body;
  const changes: Partial<typeof webhookSubscriptions.$inferInsert> = { ...rest };
  if (enabled === true)
    Object.assign(changes, { enabled, disabledReason: null, disabledAt: null, failedInARow: 0 });
  if (enabled === false) Object.assign(changes, { enabled, disabledReason: 'admin', disabledAt: now });
  const [row] = await tx
    .update(webhookSubscriptions)
    .set(changes)
    .where(
      and(
        eq(webhookSubscriptions.id, id),
        ...(enabled === false ? [eq(webhookSubscriptions.enabled, true)] : []),
      ),
    )
    .returning({ id: webhookSubscriptions.id });
  // Disabled already: nothing to change, but it exists.
  if (!row) await readWebhook(tx, id);
}

export async function deleteWebhook(tx: Db, id: number): Promise<void> {
  const [row] = await tx
    .delete(webhookSubscriptions)
    .where(eq(webhookSubscriptions.id, id))
    .returning({ id: webhookSubscriptions.id });
  if (!row) throw notFound();
}

/** A new secret signs from now; the one it replaces signs beside it for ROTATION_OVERLAP_MS. */
export async function rotateSecret(tx: Db, id: number, now: Date): Promise<WebhookWithSecret> {
  const secret = newSecret();
  const [row] = await tx
    .update(webhookSubscriptions)
    .set({
      secret,
      previousSecret: webhookSubscriptions.secret,
      previousSecretUntil: new Date(now.getTime() + ROTATION_OVERLAP_MS),
    })
    .where(eq(webhookSubscriptions.id, id))
    .returning();
  if (!row) throw notFound();
  return { ...subscriptionOf(row, (await lastDeliveries(tx, [id])).get(id) ?? null), secret };
}

/** A `webhook.test` message to this subscription alone, enabled or not asked for. */
export async function sendTestEvent(tx: Db, id: number, now: Date): Promise<{ message_id: number }> {
  await readWebhook(tx, id);
  const [messageId] = await queueMessages(tx, [id], WEBHOOK_TEST_EVENT, { id }, now);
  return { message_id: messageId! };
}

/** A subscription's messages, newest first, each with its tries. */
export async function listMessages(db: Db, id: number, page: number): Promise<WebhookMessagesResponse> {
  await readWebhook(db, id);
  const where = eq(webhookMessages.subscriptionId, id);
  const rows = await db
    .select()
    .from(webhookMessages)
    .where(where)
    .orderBy(desc(webhookMessages.createdAt), desc(webhookMessages.id))
    .limit(PAGE_SIZE)
    .offset(offsetFor(page, PAGE_SIZE));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(webhookMessages).where(where);
  const tries = rows.length
    ? await db
        .select()
        .from(webhookAttempts)
        .where(
          inArray(
            webhookAttempts.messageId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(webhookAttempts.attemptedAt, webhookAttempts.id)
    : [];
  return {
    total: Number(total),
    messages: rows.map((r) => ({
      id: r.id,
      message_id: r.messageId,
      event_type: r.eventType,
      payload: r.payload,
      status: r.status,
      attempts: r.attempts,
      created_at: r.createdAt,
      delivered_at: r.deliveredAt,
      tries: tries
        .filter((a) => a.messageId === r.id)
        .map((a) => ({
          attempted_at: a.attemptedAt,
          ok: a.ok,
          response_status: a.responseStatus,
          response: a.response,
          duration_ms: a.durationMs,
        })),
    })),
  };
}

/**
 * The message sent once more, now, with the same `webhook-id` and body: one try (its failure
 * does not count toward disabling the subscription).
 */
export async function redeliver(tx: Db, id: number, messageId: number): Promise<void> {
  const [row] = await tx
    .update(webhookMessages)
    .set({ status: 'pending' })
    .where(and(eq(webhookMessages.id, messageId), eq(webhookMessages.subscriptionId, id)))
    .returning({ id: webhookMessages.id });
  if (!row) throw new HttpError(404, 'webhook.messageNotFound');
  await sendJob(tx, 'webhook', { messageId, redelivery: true }, { retryLimit: 0 });
}
