import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailAttempts, mailMessages } from '../db/schema/mail';

export type ClaimedMail = typeof mailMessages.$inferSelect;

/** The server's answers and errors are kept up to this length in the delivery log. */
const RESPONSE_MAX = 2000;
const clip = (text: string) => (text.length > RESPONSE_MAX ? `${text.slice(0, RESPONSE_MAX - 1)}…` : text);

/**
 * Takes up to `limit` due mails for this sender: `queued` ones whose time has come, and `sending`
 * ones whose holder's lock has passed (a sender that crashed mid-send). FOR UPDATE SKIP LOCKED lets
 * several processes on one database claim at once without taking the same row; the row is held
 * (`sending`, `locked_until`) when the statement commits, so nobody else sends it meanwhile.
 */
export async function claimDueMail(
  db: Db,
  now: Date,
  lockedUntil: Date,
  limit: number,
): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(
      and(
        // As mail_messages_due_idx is built, so the scan reads only waiting rows.
        sql`${mailMessages.status} in ('queued', 'sending')`,
        lte(mailMessages.nextAttemptAt, now),
        or(eq(mailMessages.status, 'queued'), lt(mailMessages.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mailMessages.nextAttemptAt), asc(mailMessages.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailMessages)
    .set({ status: 'sending', lockedUntil })
    .where(inArray(mailMessages.id, due))
    .returning();
}

/**
 * The SMTP server took it: `sent` at once, with its attempt, in one statement, so a restart after
 * this never sends it again.
 */
export async function markSent(db: Db, id: number, now: Date, response: string): Promise<void> {
  await db.execute(sql`
    with sent as (
      update ${mailMessages}
      set status = 'sent', sent_at = ${now.toISOString()}::timestamptz, attempts = attempts + 1,
          locked_until = null, last_error = null
      where id = ${id}
      returning id
    )
    insert into ${mailAttempts} (message_id, attempted_at, ok, response)
    select id, ${now.toISOString()}::timestamptz, true, ${clip(response)} from sent`);
}

/**
 * A try that failed: back to `queued` for `retryAt`, or `failed` for good (`retryAt` null). Only a
 * row this sender still holds changes; the attempt is logged either way.
 */
export async function markFailed(
  db: Db,
  id: number,
  now: Date,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  const status = retryAt ? 'queued' : 'failed';
  const next = (retryAt ?? now).toISOString();
  await db.execute(sql`
    with failed as (
      update ${mailMessages}
      set status = ${status}, attempts = attempts + 1, next_attempt_at = ${next}::timestamptz,
          locked_until = null, last_error = ${clip(error)}
      where id = ${id} and status = 'sending'
      returning id
    )
    insert into ${mailAttempts} (message_id, attempted_at, ok, response)
    values (${id}, ${now.toISOString()}::timestamptz, false, ${clip(error)})`);
}
