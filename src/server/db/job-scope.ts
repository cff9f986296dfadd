import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * Rows of the jobs a user is assigned to (a Supervisor's own: the visits they plan and read).
 * `jobId` is the row's job column as the query names it (`v.job_id` where visits is `v`). Here,
 * below the modules, since several scope a Supervisor so (the schedule, day routes, the location
 * page) and none may import another for it without a cycle.
 */
export const ownJobSql = (userId: number, jobId: SQL | AnyColumn = sql`v.job_id`) =>
  sql`exists (select 1 from job_users ju where ju.job_id = ${jobId} and ju.user_id = ${userId})`;
