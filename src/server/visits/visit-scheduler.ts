import { dayIn } from '@shared/dates';
import type { Db } from '../db/client';
import { type GenerationResult, generateVisits } from './visit-generation';

export const VISIT_SCHEDULER_INTERVAL_MS = 60 * 60 * 1000;

export interface VisitScheduler {
  /** Stops the timer and waits for a run in progress, so the database can be closed after it. */
  stop(): Promise<void>;
  /** The run in progress, if any (tests wait for the first one). */
  running(): Promise<GenerationResult | null>;
}

interface SchedulerLog {
  info(message: string): void;
  error(message: string): void;
}

/**
 * The scheduled task of recurring service (issue 18): generates the horizon's visits once at start,
 * then every `intervalMs` (an hour), for the office's today in `timeZone` by the clock given. The
 * timer does not hold the process open; in several processes on one database the lock lets one of
 * them do each run.
 */
export function startVisitScheduler(opts: {
  db: Db;
  log: SchedulerLog;
  now: () => Date;
  timeZone: string;
  horizonDays: number;
  intervalMs?: number;
}): VisitScheduler {
  let stopped = false;
  let current: Promise<GenerationResult | null> | null = null;

  const run = (): Promise<GenerationResult | null> => {
    // A run still going when the next is due (a slow database): the next is that same run.
    if (current) return current;
    const today = dayIn(opts.now(), opts.timeZone);
    current = generateVisits(opts.db, { today, horizonDays: opts.horizonDays })
      .then((result) => {
        if (result.added > 0)
          opts.log.info(
            `Recurring service: ${result.added} visits planned up to today + ${opts.horizonDays} days`,
          );
        if (result.unreadable.length > 0)
          opts.log.error(
            `Recurring service: the rule of jobs ${result.unreadable.join(', ')} cannot be read`,
          );
        return result;
      })
      .catch((error: unknown) => {
        // The next run tries again; a database away for a while must not end the server.
        opts.log.error(`Recurring service: planning visits failed: ${(error as Error).message}`);
        return null;
      })
      .finally(() => {
        current = null;
      });
    return current;
  };

  void run();
  const timer = setInterval(() => {
    if (!stopped) void run();
  }, opts.intervalMs ?? VISIT_SCHEDULER_INTERVAL_MS);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
    running: async () => current,
  };
}
