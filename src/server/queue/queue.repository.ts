import { type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { PAGE_SIZE } from '@shared/constants';
import { JOB_STATES, type JobState, QUEUE_NAMES } from '@shared/queue-names';
import type { QueueJob, QueueJobsResponse, QueueSummary } from '@shared/schemas/queue';
import type { Db } from '../db/client';
import { offsetFor, queryRows } from '../db/sql-helpers';
import { notFound } from '../http/errors';
import { QUEUE_SCHEMA, type QueueName, inTransaction } from './job-queue';

const job = sql.raw(`${QUEUE_SCHEMA}.job`);

/** Each queue's jobs by state (completed ones until the queue's upkeep archives them, after 12 hours). */
export async function queueSummary(db: Db): Promise<QueueSummary> {
  const rows = await queryRows<{ name: QueueName; state: JobState; count: string | number }>(
    db,
    sql`select name, state, count(*) as count from ${job} group by name, state`,
  );
  return {
    queues: QUEUE_NAMES.map((name) => ({
      name,
      counts: Object.fromEntries(
        JOB_STATES.map((state) => [
          state,
          Number(rows.find((r) => r.name === name && r.state === state)?.count ?? 0),
        ]),
      ) as Record<JobState, number>,
    })),
  };
}

interface JobRow {
  id: string;
  name: QueueName;
  state: JobState;
  data: Record<string, unknown> | null;
  retry_count: number;
  retry_limit: number;
  created_on: Date;
  start_after: Date;
  started_on: Date | null;
  completed_on: Date | null;
  output: { message?: unknown } | null;
}

const JOB_COLUMNS = sql`select id, name, state, data, retry_count, retry_limit, created_on, start_after,
  started_on, completed_on, output`;

/** A page of jobs, newest first, of one queue and state or all. */
export async function queueJobs(
  db: Db,
  q: { page: number; queue?: QueueName; state?: JobState },
): Promise<QueueJobsResponse> {
  // pg-boss's own queues (its cron's `__pgboss__send-it`) are not the page's.
  const where: SQL[] = [
    sql`name in (${sql.join(
      QUEUE_NAMES.map((n) => sql`${n}`),
      sql`, `,
    )})`,
  ];
  if (q.queue) where.push(sql`name = ${q.queue}`);
  if (q.state) where.push(sql`state = ${q.state}`);
  const rows = await queryRows<JobRow & { total: string | number }>(
    db,
    sql`${JOB_COLUMNS}, count(*) over () as total from ${job} where ${sql.join(where, sql` and `)}
        order by created_on desc, id desc limit ${PAGE_SIZE} offset ${offsetFor(q.page, PAGE_SIZE)}`,
  );
  return { jobs: rows.map(jobOf), total: Number(rows[0]?.total ?? 0) };
}

function jobOf(r: JobRow): QueueJob {
  // pg-boss counts a retry when it is fetched: a job waiting to be tried again has made one more.
  const tried = r.state === 'created' ? 0 : r.retry_count + 1;
  const message = r.output?.message;
  return {
    id: r.id,
    queue: r.name,
    state: r.state,
    data: r.data ?? {},
    attempts: tried,
    max_attempts: r.retry_limit + 1,
    created_at: r.created_on,
    start_after: r.start_after,
    started_at: r.started_on,
    completed_at: r.completed_on,
    error:
      r.state === 'retry' || r.state === 'failed' ? (typeof message === 'string' ? message : null) : null,
  };
}

/** What a queue's own records need when an Admin retries one of its failed jobs (mail: queued again). */
type RetryHook = (tx: Db, data: Record<string, unknown>) => Promise<void>;
const retryHooks = new Map<QueueName, RetryHook>();

export function onJobRetry(name: QueueName, hook: RetryHook): void {
  retryHooks.set(name, hook);
}

/** A failed job tried once more, now (in the caller's transaction); 404 unless it is failed. */
export async function retryJob(tx: Db, boss: PgBoss, name: QueueName, id: string): Promise<QueueJob> {
  const [found] = await queryRows<{ data: Record<string, unknown> | null }>(
    tx,
    sql`select data from ${job} where name = ${name} and id = ${id} and state = 'failed' for update`,
  );
  if (!found) throw notFound('queueJob');
  await boss.retry(name, id, { db: inTransaction(tx) });
  await retryHooks.get(name)?.(tx, found.data ?? {});
  const [retried] = await queryRows<JobRow>(
    tx,
    sql`${JOB_COLUMNS} from ${job} where name = ${name} and id = ${id}`,
  );
  return jobOf(retried!);
}
