// Apart from the queue's schemas (schemas/queue.ts): the Admin's page filters by them without zod (decision 0067).

/** The background queues (server/queue/job-queue.ts QUEUES), as the Admin's page names them. */
export const QUEUE_NAMES = [
  'mail',
  'report-pdf',
  'webhook',
  'visit-planning',
  'filing-reminders',
  'portal-notices',
  'portal-sweep',
] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];
/** pg-boss's states: waiting (`created`), waiting to be tried again, in hand, and the three ends. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];
