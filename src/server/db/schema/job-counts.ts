import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { groups } from './groups';
import { jobs } from './jobs';
import { users } from './users';

/*
 * The Job Count columns of the users and groups lists, kept up to date by triggers in the same
 * transaction as the change (migration job_counts_triggers, decision 0023): counting them per page
 * probed tens of thousands of assignments at a million jobs. Derived data, so not audited; the
 * function fb_refresh_job_counts() rebuilds all three from scratch (migration, bulk loads).
 */

/** Per user: the active live jobs assigned to them (docs/product.md section 3). */
export const userJobCounts = pgTable('user_job_counts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  activeJobs: integer('active_jobs').notNull().default(0),
});

/**
 * Per group and active live job: how many of the group's live members are assigned to it. A row
 * exists only while that is above zero, so a group's distinct jobs are its rows.
 */
export const groupActiveJobs = pgTable(
  'group_active_jobs',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    members: integer('members').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.jobId] }), index('group_active_jobs_job_idx').on(t.jobId)],
);

/** Per group: its rows in group_active_jobs, the distinct active jobs of its live members. */
export const groupJobCounts = pgTable('group_job_counts', {
  groupId: integer('group_id')
    .primaryKey()
    .references(() => groups.id, { onDelete: 'cascade' }),
  activeJobs: integer('active_jobs').notNull().default(0),
});
