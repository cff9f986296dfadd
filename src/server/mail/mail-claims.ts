import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailAttempts, mailMessages } from '../db/schema/mail';
import { QUEUE_SCHEMA } from '../queue/job-queue';

export type ClaimedMail = typeof mailMessages.$inferSelect;

/** The server's answers and errors are kept up to this length in the delivery log. */
const RESPONSE_MAX = 2000;
const clip = (text: string) => (text.length > RESPONSE_MAX ? `${text.slice(0, RESPONSE_MAX - 1)}…` : text);

/** The mail a job of the `mail` queue is about, while it still waits to be sent. */
export async function waitingMail(db: Db, id: number): Promise<ClaimedMail | undefined> {
  const [mail] = await db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.id, id), inArray(mailMessages.status, ['queued', 'sending'])));
  return mail;
}

/**
 * Mail waiting with no job to send it: queued by a version before the job queue, or brought back
 * by a restore (the queue's schema is not in a backup). Each gets its job again.
 */
export async function orphanMail(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(
      and(
        inArray(mailMessages.status, ['queued', 'sending']),
        sql`not exists (select 1 from ${sql.raw(QUEUE_SCHEMA)}.job j where j.name = 'mail'
              and j.state in ('created', 'retry', 'active') and j.data->>'mailId' = ${mailMessages.id}::text)`,
      ),
    );
  return rows.map((r) => r.id);
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
 * A try that failed: back to `queued` (the queue sets when it is tried again, `retryAt`), or
 * `failed` for good. Only a row still waiting changes; the attempt is logged either way.
 */
export async function markFailed(
  db: Db,
  id: number,
  now: Date,
  error: string,
  retry: boolean,
): Promise<void> {
  const status = retry ? 'queued' : 'failed';
  const next = now.toISOString();
  await db.execute(sql`
    with failed as (
      update ${mailMessages}
      set status = ${status}, attempts = attempts + 1, next_attempt_at = ${next}::timestamptz,
          locked_until = null, last_error = ${clip(error)}
      where id = ${id} and status in ('queued', 'sending')
      returning id
    )
    insert into ${mailAttempts} (message_id, attempted_at, ok, response)
    values (${id}, ${now.toISOString()}::timestamptz, false, ${clip(error)})`);
}

/** When the queue will try a failed mail again, for the Mail page. */
export async function retryAt(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(mailMessages)
    .set({ nextAttemptAt: at })
    .where(and(eq(mailMessages.id, id), eq(mailMessages.status, 'queued')));
}

/** An Admin retried the failed job of this mail (Background jobs): it waits to be sent again. */
export async function requeueFailedMail(db: Db, id: number): Promise<void> {
  await db
    .update(mailMessages)
    .set({ status: 'queued', nextAttemptAt: sql`now()` })
    .where(and(eq(mailMessages.id, id), eq(mailMessages.status, 'failed')));
}
