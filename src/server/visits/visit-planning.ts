import type PgBoss from 'pg-boss';
import { dayIn } from '@shared/dates';
import type { Db } from '../db/client';
import { type QueueWorker, startQueueWorker, wakeQueue } from '../queue/queue-worker';
import { generateVisits } from './visit-generation';

/** Every hour, on the hour: pg-boss's cron (decision 0047), kept by whichever process's timekeeper. */
export const VISIT_PLANNING_CRON = '0 * * * *';

interface PlanningLog {
  info(message: string): void;
  warn(obj: object, message: string): void;
  error(obj: object, message: string): void;
}

/**
 * The `visit-planning` queue's cron, and one job now so that a fresh start plans at once (the
 * hour's would come up to an hour later), for this process's worker to take at once. The queue
 * keeps one job waiting: when a job already waits, as when several processes start together,
 * this one is dropped.
 */
export async function scheduleVisitPlanning(boss: PgBoss, timeZone: string): Promise<void> {
  await boss.schedule('visit-planning', VISIT_PLANNING_CRON, {}, { tz: timeZone });
  if (await boss.send('visit-planning', {})) wakeQueue('visit-planning');
}

/**
 * The scheduled task of recurring service (issue 18) as the `visit-planning` queue's worker: each
 * job plans the horizon's visits for the office's today in `timeZone` by the clock given. A run
 * that fails is tried again by the queue's policy; one that finds another process generating (the
 * advisory lock of generateVisits) leaves the work to it.
 */
export function startVisitPlanningWorker(opts: {
  boss: PgBoss;
  db: Db;
  now: () => Date;
  timeZone: string;
  horizonDays: number;
  log: PlanningLog;
  poll?: boolean;
}): QueueWorker {
  const { log } = opts;
  return startQueueWorker({
    boss: opts.boss,
    name: 'visit-planning',
    log,
    poll: opts.poll,
    // A job is an hour's work at most once an hour: no hurry to look for another process's.
    pollMs: 30_000,
    handle: async () => {
      const today = dayIn(opts.now(), opts.timeZone);
      const result = await generateVisits(opts.db, { today, horizonDays: opts.horizonDays });
      if (result.added > 0)
        log.info(
          `Recurring service: ${result.added} visits planned up to ${today} + ${opts.horizonDays} days`,
        );
      if (result.unreadable.length > 0)
        log.error({}, `Recurring service: the rule of jobs ${result.unreadable.join(', ')} cannot be read`);
    },
  });
}
