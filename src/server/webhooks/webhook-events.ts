import { randomUUID } from 'node:crypto';
import { and, arrayContains, eq, sql } from 'drizzle-orm';
import type { WebhookEvent } from '@shared/schemas/webhooks';
import type { Db } from '../db/client';
import { webhookMessages, webhookSubscriptions } from '../db/schema/webhooks';
import { queryRows } from '../db/sql-helpers';
import { sendJob } from '../queue/job-queue';

/** What an event tells: the record's id, enough to fetch it through the API, and a little more. */
export type WebhookEventData = { id: number } & Record<string, string | number | boolean | null>;

type EventListener = (tx: Db, type: WebhookEvent, data: WebhookEventData) => Promise<void>;

/**
 * The modules that hear every event in its transaction besides the subscriptions (the customer
 * portal's notices), registered by app.ts: webhooks import no module above them (decision 0056).
 * A set, so an app built twice in one process registers each once.
 */
const listeners = new Set<EventListener>();

export function listenToEvents(listener: EventListener): void {
  listeners.add(listener);
}

/**
 * Tells every enabled subscription of `type` that it happened (decision 0044): one message each,
 * and its job on the `webhook` queue, in the caller's transaction, so an event exists exactly when
 * the change it tells of does. Its time is the transaction's. The one entry point for other
 * modules; the listeners (the customer portal's notices, decision 0049, part 3) hear of the same
 * events in the same transaction.
 */
export async function emitEvent(tx: Db, type: WebhookEvent, data: WebhookEventData): Promise<void> {
  for (const listener of listeners) await listener(tx, type, data);
  const subscribers = await tx
    .select({ id: webhookSubscriptions.id })
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.enabled, true), arrayContains(webhookSubscriptions.events, [type])));
  if (subscribers.length === 0) return;
  const [{ now } = { now: '' }] = await queryRows<{ now: string | Date }>(tx, sql`select now() as now`);
  await queueMessages(
    tx,
    subscribers.map((s) => s.id),
    type,
    data,
    new Date(now),
  );
}

/** One message per subscription with its job; the payload fixed now, sent the same on every try. */
export async function queueMessages(
  tx: Db,
  subscriptionIds: number[],
  type: string,
  data: WebhookEventData,
  at: Date,
): Promise<number[]> {
  const payload = JSON.stringify({ type, timestamp: at.toISOString(), data });
  const ids: number[] = [];
  for (const subscriptionId of subscriptionIds) {
    const [row] = await tx
      .insert(webhookMessages)
      .values({ subscriptionId, messageId: `msg_${randomUUID()}`, eventType: type, payload, createdAt: at })
      .returning({ id: webhookMessages.id });
    await sendJob(tx, 'webhook', { messageId: row!.id });
    ids.push(row!.id);
  }
  return ids;
}
