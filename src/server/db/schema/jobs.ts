import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, time } from 'drizzle-orm/pg-core';
import { createdAt, id, softDelete, updatedAt } from './columns';
import { locations } from './locations';
import { statuses } from './lookups';
import { users } from './users';

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    name: text('name').notNull(),
    category: text('category').notNull().default(''),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => statuses.id),
    /**
     * Recurring service (issue 18, decision 0036): RFC 5545 lines (DTSTART;VALUE=DATE, RRULE and any
     * EXDATE) read by the rrule library; null: visits are made by hand. The visit window's wall-clock
     * times go to every generated visit.
     */
    recurrence: text('recurrence'),
    visitStartTime: time('visit_start_time'),
    visitEndTime: time('visit_end_time'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...softDelete(),
  },
  (t) => [
    // The jobs list is newest first; each filter has an index that serves that order.
    index('jobs_list_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('jobs_status_list_idx')
      .on(t.statusId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('jobs_location_list_idx')
      .on(t.locationId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    // The Job Count columns of the users, groups and locations lists count active live jobs: these
    // answer "is this job active" and "how many at this location" from the index alone.
    index('jobs_active_idx')
      .on(t.id)
      .where(sql`${t.statusId} = 1 and ${t.deletedAt} is null`),
    index('jobs_location_active_idx')
      .on(t.locationId)
      .where(sql`${t.statusId} = 1 and ${t.deletedAt} is null`),
    index('jobs_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('jobs_category_trgm_idx').using('gin', sql`${t.category} gin_trgm_ops`),
    // Sorting by a column (issue 18): one ascending index serves both directions (db/list-sort.ts).
    index('jobs_name_sort_idx')
      .on(sql`lower(${t.name})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('jobs_category_sort_idx')
      .on(sql`lower(${t.category})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('jobs_created_sort_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The scheduled task walks the recurring jobs only.
    index('jobs_recurring_idx')
      .on(t.id)
      .where(sql`${t.recurrence} is not null and ${t.deletedAt} is null`),
    index('jobs_deleted_at_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
    // jobs_deleted_id_idx (id, deleted ones) is not declared here: it is built while the app
    // serves (jobs/jobs-deleted-index.ts), not by a migration.
  ],
);

/** Supervisors and technicians assigned to a job ("supervisor" in the spec's words). */
export const jobUsers = pgTable(
  'job_users',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.userId] }), index('job_users_user_idx').on(t.userId, t.jobId)],
);
