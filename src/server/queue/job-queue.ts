import PgBoss from 'pg-boss';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { QUEUE_SCHEMA, type QueueName } from '../db/job-queue-schema';

export { createBoss, installJobQueue, QUEUE_SCHEMA, QUEUES, type QueueName } from '../db/job-queue-schema';

/** A queue's job as a worker gets it: its data and where it is in its tries. */
export interface QueuedJob<T> {
  id: string;
  data: T;
  /** 1 for the first try. */
  attempt: number;
  /** True when no retry follows a failure of this try. */
  lastAttempt: boolean;
}

/** Builds pg-boss's statements for sendJob; every call brings the transaction it runs in. */
const sender = new PgBoss({
  schema: QUEUE_SCHEMA,
  db: { executeSql: () => Promise.reject(new Error('sendJob runs in a transaction')) },
});

/**
 * Sends a job in the caller's transaction: it exists exactly when what it is about does. The
 * queue must be one of QUEUES (pg-boss drops a job of an unknown queue without a word).
 */
export async function sendJob<N extends QueueName>(
  tx: Db,
  name: N,
  data: object,
  options: Omit<PgBoss.SendOptions, 'db'> = {},
): Promise<string> {
  const id = await sender.send(name, data, { ...options, db: inTransaction(tx) });
  if (!id) throw new Error(`The ${name} queue took no job: is it installed?`);
  // pg-boss takes a job when `start_after < now()`, and PGlite's clock counts whole milliseconds:
  // a job due "now" was not yet due to a worker woken in the same millisecond, and waited for the
  // next poll. Due a millisecond ago, by the database's own clock, it is taken at once.
  if (options.startAfter === undefined) {
    await tx.execute(
      sql`update ${sql.raw(QUEUE_SCHEMA)}.job set start_after = start_after - interval '1 millisecond'
        where name = ${name} and id = ${id}`,
    );
  }
  return id;
}

/**
 * pg-boss's statement run inside a Drizzle transaction: a job sent with it exists exactly when the
 * transaction commits, like the row it is about.
 */
export function inTransaction(tx: Db): PgBoss.Db {
  return {
    executeSql: async (text: string, values: unknown[]) => {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) => {
        if (i % 2 === 0) return sql.raw(part);
        // pg sends undefined as NULL; Drizzle would leave the parameter out.
        const value = values[Number(part) - 1] ?? null;
        // pg writes a plain object as JSON and an array as a PostgreSQL array, as pg-boss expects.
        const plain =
          value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value);
        // One parameter each, arrays too (a template would spread an array into a list).
        return sql`${sql.param(plain ? JSON.stringify(value) : value)}`;
      });
      const result = (await tx.execute(sql.join(chunks, sql.raw('')))) as { rows: Record<string, unknown>[] };
      return { rows: result.rows };
    },
  };
}
