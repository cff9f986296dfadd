import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
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
  const result = await db.execute(sql`
    select id, state, retry_count, start_after, started_on, output from ${job}
    where name = ${name} and data @> ${JSON.stringify(data)}::jsonb order by created_on, id`);
  const rows = (result as { rows: unknown[] }).rows as (JobRow & {
    start_after: string | Date;
    started_on: string | Date | null;
  })[];
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
