import PgBoss from 'pg-boss';
import type { QUEUE_NAMES } from '@shared/queue-names';
import type { RawDb } from './client';

/*
 * The job queue's tables and queues (decision 0042) are part of the database's schema: they are put
 * in place with the application's migrations (client.ts), so the database module owns them and the
 * queue module (queue/) runs on them.
 */

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
  /**
   * The customer portal's notices (decision 0049, part 3): a report finished or applications
   * recorded (a job from the change's event), and the day-before-visit run each morning. Each
   * notice is mailed once by its key, so a retry sends only what is missing.
   */
  'portal-notices': { retryLimit: 6, retryDelay: 300, retryBackoff: true, expireInSeconds: 600 },
  /** The nightly sweep of expired portal sessions and used or expired links: one waiting at most. */
  'portal-sweep': {
    policy: 'short',
    retryLimit: 4,
    retryDelay: 300,
    retryBackoff: true,
    expireInSeconds: 600,
  },
} satisfies Record<(typeof QUEUE_NAMES)[number], Omit<PgBoss.Queue, 'name'>>;

export type QueueName = keyof typeof QUEUES;

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
