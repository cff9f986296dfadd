import { and, eq, gt, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { webhookAttempts, webhookMessages, webhookSubscriptions } from '../db/schema/webhooks';
import { adminRecipientsByLanguage, queueMail } from '../mail/mail.public';
import { QUEUE_SCHEMA } from '../queue/job-queue';
import { webhookDisabledMail } from './webhook-mail';

export type PendingMessage = typeof webhookMessages.$inferSelect & {
  subscription: typeof webhookSubscriptions.$inferSelect;
};

/** The message a job is about, with its subscription, while it still waits to be delivered. */
export async function pendingMessage(db: Db, id: number): Promise<PendingMessage | undefined> {
  const [row] = await db
    .select({ message: webhookMessages, subscription: webhookSubscriptions })
    .from(webhookMessages)
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookMessages.subscriptionId))
    .where(and(eq(webhookMessages.id, id), eq(webhookMessages.status, 'pending')));
  return row ? { ...row.message, subscription: row.subscription } : undefined;
}

/**
 * Pending messages the queue has no job for: brought back by a restore (the queue's schema is not
 * in a backup). Each gets its job again at the sender's start.
 */
export async function orphanMessages(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: webhookMessages.id })
    .from(webhookMessages)
    .where(
      and(
        eq(webhookMessages.status, 'pending'),
        sql`not exists (select 1 from ${sql.raw(QUEUE_SCHEMA)}.job j where j.name = 'webhook'
              and j.state in ('created', 'retry', 'active') and j.data->>'messageId' = ${webhookMessages.id}::text)`,
      ),
    );
  return rows.map((r) => r.id);
}

export interface Attempt {
  at: Date;
  status: number | null;
  response: string;
  durationMs: number;
}

const attemptRow = (messageId: number, ok: boolean, a: Attempt) => ({
  messageId,
  attemptedAt: a.at,
  ok,
  responseStatus: a.status,
  response: a.response,
  durationMs: a.durationMs,
});

/**
 * The receiver took it: `delivered` with its try, and the subscription's run of failures ended, in
 * one transaction, so no later try or restart sends it again.
 */
export async function markDelivered(db: Db, message: PendingMessage, attempt: Attempt): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(webhookMessages)
      .set({ attempts: sql`${webhookMessages.attempts} + 1` })
      .where(eq(webhookMessages.id, message.id));
    // Delivered once: a second answer (a try held across a restart) is logged, not recorded again.
    await tx
      .update(webhookMessages)
      .set({ status: 'delivered', deliveredAt: attempt.at })
      .where(and(eq(webhookMessages.id, message.id), eq(webhookMessages.status, 'pending')));
    await tx.insert(webhookAttempts).values(attemptRow(message.id, true, attempt));
    await tx
      .update(webhookSubscriptions)
      .set({ failedInARow: 0 })
      .where(eq(webhookSubscriptions.id, message.subscriptionId));
  });
}

/**
 * A try that failed: logged; after the last one the message is `failed`, and a subscription that
 * has delivered nothing since this message was made (its receiver failed every try for about a
 * day) is disabled, every active Admin told by mail.
 */
export async function markFailed(
  db: Db,
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>,
  message: PendingMessage,
  attempt: Attempt,
  /** `last`: no try follows; `judge`: a failure that counts toward disabling (not a redelivery's). */
  { last, judge }: { last: boolean; judge: boolean },
): Promise<{ disabled: boolean }> {
  return db.transaction(async (tx) => {
    await tx
      .update(webhookMessages)
      .set({ attempts: sql`${webhookMessages.attempts} + 1`, ...(last ? { status: 'failed' as const } : {}) })
      .where(eq(webhookMessages.id, message.id));
    await tx.insert(webhookAttempts).values(attemptRow(message.id, false, attempt));
    if (!judge) return { disabled: false };
    const [sub] = await tx
      .update(webhookSubscriptions)
      .set({ failedInARow: sql`${webhookSubscriptions.failedInARow} + 1` })
      .where(eq(webhookSubscriptions.id, message.subscriptionId))
      .returning();
    const [since] = await tx
      .select({ id: webhookMessages.id })
      .from(webhookMessages)
      .where(
        and(
          eq(webhookMessages.subscriptionId, message.subscriptionId),
          gt(webhookMessages.deliveredAt, message.createdAt),
        ),
      )
      .limit(1);
    if (!sub?.enabled || since) return { disabled: false };
    await tx
      .update(webhookSubscriptions)
      .set({ enabled: false, disabledReason: 'failures', disabledAt: attempt.at })
      .where(eq(webhookSubscriptions.id, sub.id));
    await tellAdmins(tx, config, sub, attempt);
    return { disabled: true };
  });
}

async function tellAdmins(
  tx: Db,
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>,
  sub: typeof webhookSubscriptions.$inferSelect,
  attempt: Attempt,
): Promise<void> {
  const last = attempt.status === null ? attempt.response : `HTTP ${attempt.status}`;
  // One mail per language the Admins read (decision 0070).
  for (const [language, to] of await adminRecipientsByLanguage(tx)) {
    await queueMail(tx, config, { kind: 'webhook', to, ...webhookDisabledMail(language, sub, last) });
  }
}
