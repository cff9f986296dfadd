import PgBoss from 'pg-boss';
import { type SQL, sql } from 'drizzle-orm';
import type { QUEUE_NAMES } from '@shared/schemas/queue';
import type { Db, RawDb } from '../db/client';

/** The queue's own tables live in this schema, beside (not in) the application's `public`. */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * Every queue and how it retries (decision 0042). pg-boss waits `retryDelay · 2^n / 2` to
 * `retryDelay · 2^n` seconds before the n-th retry; `expireInSeconds` is how long one try may hold
 * a job before another process takes it again (a process that died mid-job).
 */
export const QUEUES = {
  /** A mail of mail_messages to the SMTP server: 12 tries over about a day. */
  mail: { retryLimit: 11, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
  /** A finished report's PDF made ahead of its first download or mail: 4 tries, minutes apart. */
  'report-pdf': { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 600 },
  /**
   * A webhook message to its receiver (decision 0044): 11 tries; the n-th retry waits 60·2^(n-1)
   * to 60·2^n s, so the last comes 17 to 34 hours after the first (about 24 on average).
   */
  webhook: { retryLimit: 10, retryDelay: 60, retryBackoff: true, expireInSeconds: 60 },
  /**
   * Planning recurring jobs' visits for the horizon (decision 0047), every hour and at each start:
   * 5 tries within about half an hour, before the next hour's. `short`: at most one waiting (a
   * start's job or the hour's beside one already waiting is dropped); a run in hand and a
   * retry may still meet, which generation's advisory lock settles.
   */
  'visit-planning': {
    policy: 'short',
    retryLimit: 4,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 900,
  },
  /** The day's filing reminders to Admins (decision 0047): 7 tries over about ten hours, one waiting. */
  'filing-reminders': {
    policy: 'short',
    retryLimit: 6,
    retryDelay: 300,
    retryBackoff: true,
    expireInSeconds: 600,
  },
} satisfies Record<(typeof QUEUE_NAMES)[number], Omit<PgBoss.Queue, 'name'>>;

export type QueueName = keyof typeof QUEUES;

/** A queue's job as a worker gets it: its data and where it is in its tries. */
export interface QueuedJob<T> {
  id: string;
  data: T;
  /** 1 for the first try. */
  attempt: number;
  /** True when no retry follows a failure of this try. */
  lastAttempt: boolean;
}

export function createBoss(raw: RawDb, options: PgBoss.ConstructorOptions = {}): PgBoss {
  return new PgBoss({ db: raw, schema: QUEUE_SCHEMA, ...options });
}

/**
 * Puts the queue's schema in place (pg-boss's own migrations) and every queue of QUEUES with its
 * current policy; runs with the application's migrations, so a started app always has its queues.
 */
export async function installJobQueue(raw: RawDb): Promise<void> {
  const boss = createBoss(raw, { supervise: false, schedule: false, migrate: true });
  boss.on('error', () => undefined);
  await boss.start();
  try {
    for (const [name, policy] of Object.entries(QUEUES)) {
      if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...policy });
      else await boss.createQueue(name, { name, ...policy });
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
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
