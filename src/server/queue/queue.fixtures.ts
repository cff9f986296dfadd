import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailMessages } from '../db/schema/mail';
import { queryRows } from '../db/sql-helpers';
import { queueMail } from '../mail/mail-queue';
import { QUEUE_SCHEMA, type QueueName } from './job-queue';

const job = sql.raw(`${QUEUE_SCHEMA}.job`);

export interface JobRow {
  id: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retry_count: number;
  start_after: Date;
  started_on: Date | null;
  output: { message?: string } | null;
}

/** The jobs of a queue whose data holds `data`, oldest first. */
export async function jobsOf(db: Db, name: QueueName, data: object = {}): Promise<JobRow[]> {
  const rows = await queryRows<JobRow & { start_after: string | Date; started_on: string | Date | null }>(
    db,
    sql`select id, state, retry_count, start_after, started_on, output from ${job}
      where name = ${name} and data @> ${JSON.stringify(data)}::jsonb order by created_on, id`,
  );
  return rows.map((r) => ({
    ...r,
    start_after: new Date(r.start_after),
    started_on: r.started_on === null ? null : new Date(r.started_on),
  }));
}

/** A retry's wait passed: the queue's waiting jobs are due now (tests move time, never wait for it). */
export async function dueNow(db: Db, name: QueueName): Promise<void> {
  await db.execute(sql`
    update ${job} set start_after = now() - interval '1 second' where name = ${name} and state in ('created', 'retry')`);
}

/**
 * The CSRF test's real call for the queue's one change (http/csrf.api.test.ts): a mail whose job
 * failed for good, tried again.
 */
export function queueCalls(db: Db): Record<string, () => Promise<{ url: string }>> {
  return {
    'POST /api/queue/:queue/jobs/:id/retry': async () => {
      const { id: mailId } = await queueMail(
        db,
        { SMTP_URL: 'smtp://csrf.example', MAIL_FROM: 'office@greenleaf.example' },
        { kind: 'test', to: ['csrf@customer.example'], subject: 'Csrf', text: 'Hello' },
      );
      const [failed] = await jobsOf(db, 'mail', { mailId });
      // As the worker leaves a mail the server refused for good: the job and its mail failed.
      await db.execute(sql`update ${job} set state = 'failed' where id = ${failed!.id}`);
      await db.update(mailMessages).set({ status: 'failed' }).where(eq(mailMessages.id, mailId));
      return { url: `/api/queue/mail/jobs/${failed!.id}/retry` };
    },
  };
}
