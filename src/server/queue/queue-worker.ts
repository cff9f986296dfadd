import type PgBoss from 'pg-boss';
import { QUEUE_SCHEMA, type QueueName, type QueuedJob } from './job-queue';

/** A refusal that no retry can change (a mail server's 5xx for this recipient): failed at once. */
export class PermanentJobError extends Error {}

export interface QueueWorker {
  /** Looks at the queue now (a job was sent in this process). */
  wake(): void;
  /** Runs what is due until nothing is; resolves with how many jobs were tried. */
  drain(): Promise<number>;
  /** Stops polling and waits for the job in hand to be finished. */
  stop(): Promise<void>;
}

interface WorkerLog {
  warn(obj: object, message: string): void;
  error(obj: object, message: string): void;
}

const running = new Map<QueueName, Set<QueueWorker>>();

/**
 * Tells this process's workers of `name` that a job was sent; call after the sending transaction
 * committed (before, they cannot see it yet and find it at their next poll instead).
 */
export function wakeQueue(name: QueueName): void {
  for (const worker of running.get(name) ?? []) worker.wake();
}

/**
 * One queue's worker in this process. It fetches due jobs with pg-boss (SKIP LOCKED: several
 * processes never take the same job), runs each, and completes it or fails it; pg-boss schedules
 * the retry of a failed one by the queue's policy. A `PermanentJobError` fails the job for good.
 */
export function startQueueWorker<T>(opts: {
  boss: PgBoss;
  name: QueueName;
  handle: (job: QueuedJob<T>) => Promise<void>;
  /** After a failed try that will be tried again, with the time pg-boss set for it. */
  onRetry?: (job: QueuedJob<T>, at: Date) => Promise<void>;
  log: WorkerLog;
  /** How often the queue is looked at without a wake (another process's jobs, retries). */
  pollMs?: number;
  /** Polls from the start; tests call drain() themselves instead. */
  poll?: boolean;
}): QueueWorker {
  const { boss, name, log } = opts;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<number> | null = null;
  let again = false;

  async function runOne(job: PgBoss.JobWithMetadata<T>): Promise<void> {
    const attempt = job.retryCount + 1;
    const queued = { id: job.id, data: job.data, attempt, lastAttempt: job.retryCount >= job.retryLimit };
    try {
      await opts.handle(queued);
      await boss.complete(name, job.id);
    } catch (error) {
      const message = (error as Error).message ?? String(error);
      if (error instanceof PermanentJobError) await failForGood(boss, name, job.id);
      await boss.fail(name, job.id, { message });
      log.warn({ queue: name, jobId: job.id, attempt }, `${name} job ${job.id} failed: ${message}`);
      const after = await boss.getJobById<T>(name, job.id);
      if (after?.state === 'retry' && opts.onRetry) await opts.onRetry(queued, after.startAfter);
    }
  }

  async function drainOnce(): Promise<number> {
    let tried = 0;
    while (!stopped) {
      const jobs = await boss.fetch<T>(name, { batchSize: 1, includeMetadata: true });
      const job = jobs?.[0];
      if (!job) break;
      await runOne(job);
      tried += 1;
    }
    return tried;
  }

  /** One pass at a time; a wake during a pass runs one more after it. */
  function drain(): Promise<number> {
    if (pass) {
      again = true;
      return pass;
    }
    pass = (async () => {
      let tried = 0;
      do {
        again = false;
        tried += await drainOnce();
      } while (again && !stopped);
      return tried;
    })().finally(() => {
      pass = null;
      if (again && !stopped) tick();
    });
    return pass;
  }

  function schedule() {
    if (stopped || !opts.poll) return;
    clearTimeout(timer);
    timer = setTimeout(tick, opts.pollMs ?? 5_000);
    // The poll never keeps the process alive on its own; the server stops its workers on shutdown.
    timer.unref();
  }

  function tick() {
    drain()
      .catch((error: unknown) => log.error({ err: error, queue: name }, `${name} queue could not be read`))
      .finally(schedule);
  }

  const worker: QueueWorker = {
    wake: () => {
      if (!stopped) tick();
    },
    drain,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      running.get(name)?.delete(worker);
      await pass?.catch(() => undefined);
    },
  };
  running.set(name, (running.get(name) ?? new Set()).add(worker));
  if (opts.poll) tick();
  return worker;
}

/** No retry after this try: pg-boss fails a job for good once its retries are used up. */
async function failForGood(boss: PgBoss, name: QueueName, id: string): Promise<void> {
  await boss
    .getDb()
    .executeSql(
      `update ${QUEUE_SCHEMA}.job set retry_limit = retry_count where name = $1 and id = $2 and state = 'active'`,
      [name, id],
    );
}
