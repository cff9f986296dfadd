import { z } from 'zod';
import { JOB_STATES, type JobState, QUEUE_NAMES, type QueueName } from '../queue-names';
import { pageQuery, timestamp } from './common';

export type { JobState, QueueName } from '../queue-names';

/** `GET /api/queue`: each queue's jobs by state. */
export const queueSummary = z.object({
  queues: z.array(
    z.object({
      name: z.enum(QUEUE_NAMES),
      counts: z.object(
        Object.fromEntries(JOB_STATES.map((s) => [s, z.number()])) as Record<JobState, z.ZodNumber>,
      ),
    }),
  ),
});
export type QueueSummary = z.infer<typeof queueSummary>;

export const queueJobsQuery = z.object({
  page: pageQuery,
  queue: z.enum(QUEUE_NAMES).optional(),
  state: z.enum(JOB_STATES).optional(),
});
export type QueueJobsQuery = { page: number; queue?: QueueName; state?: JobState };

export const queueJob = z.object({
  id: z.uuid(),
  queue: z.enum(QUEUE_NAMES),
  state: z.enum(JOB_STATES),
  /** What the job is about, as its queue put it (e.g. `{ "mailId": 12 }`). */
  data: z.record(z.string(), z.unknown()),
  /** Tries made so far (the one in hand included). */
  attempts: z.number(),
  max_attempts: z.number(),
  created_at: timestamp,
  /** When it runs (or runs again). */
  start_after: timestamp,
  started_at: timestamp.nullable(),
  completed_at: timestamp.nullable(),
  /** The last failed try's error. */
  error: z.string().nullable(),
});
export type QueueJob = z.infer<typeof queueJob>;

export const queueJobsResponse = z.object({
  jobs: z.array(queueJob),
  total: z.number(),
});
export type QueueJobsResponse = z.infer<typeof queueJobsResponse>;

export const queueJobParams = z.object({ queue: z.enum(QUEUE_NAMES), id: z.uuid() });
