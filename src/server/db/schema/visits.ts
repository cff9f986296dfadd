import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { jobs } from './jobs';
import { users } from './users';

/**
 * A job's visits (issue 18, decision 0036): a calendar day in APP_TIMEZONE with an optional wall-clock
 * window, so 09:00 stays 09:00 across a daylight-saving change. `status` is scheduled | in_progress |
 * done | skipped. `occurrence` is the recurrence date a visit was generated for (null: made by hand);
 * one visit per job and occurrence, so generating twice, or in two processes at once, adds nothing.
 * `moved` marks a generated visit changed by hand: a new rule leaves it where it is.
 */
export const visits = pgTable(
  'visits',
  {
    id: id(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time'),
    endTime: time('end_time'),
    status: text('status').notNull().default('scheduled'),
    skipReason: text('skip_reason'),
    occurrence: date('occurrence', { mode: 'string' }),
    moved: boolean('moved').notNull().default(false),
    /**
     * Nobody is on it (decision 0078): kept by triggers on visit_users, so the board's unassigned
     * visits of some days are a range of visits_unassigned_date_idx. Null: a visit older than the
     * column, not filled yet (visits/schedule-days.ts fills them after the app listens).
     */
    unassigned: boolean('unassigned').default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('visits_occurrence_uq')
      .on(t.jobId, t.occurrence)
      .where(sql`${t.occurrence} is not null`),
    index('visits_job_idx').on(t.jobId, t.date),
    // The schedule reads a range of days; Today reads the open visits up to a day.
    index('visits_date_idx').on(t.date, t.id),
    // visits_unassigned_date_idx on (date, id) where unassigned: built after the app listens
    // (decision 0077) by visits/schedule-days.ts, so not declared here.
    index('visits_open_idx')
      .on(t.date)
      .where(sql`${t.status} in ('scheduled', 'in_progress')`),
    check('visits_status_check', sql`${t.status} in ('scheduled', 'in_progress', 'done', 'skipped')`),
    check('visits_skip_reason_check', sql`(${t.status} = 'skipped') = (${t.skipReason} is not null)`),
    check(
      'visits_window_check',
      sql`${t.startTime} is null or ${t.endTime} is null or ${t.endTime} > ${t.startTime}`,
    ),
  ],
);

/**
 * The technicians (or other staff) sent on a visit; none: the visit waits in "Unassigned".
 * `route_position`: the visit's stop number in this person's day as the office ordered it (issue 33,
 * decision 0062), per person since a visit of two people is in two days' routes; null: not ordered.
 * Moving the visit to another day drops it.
 */
export const visitUsers = pgTable(
  'visit_users',
  {
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    routePosition: integer('route_position'),
    /**
     * The visit's day, kept by triggers (decision 0078), so whether a person is on a visit of some
     * days is one probe of visit_users_user_date_idx. Null: an assignment older than the column,
     * not filled yet (visits/schedule-days.ts).
     */
    date: date('date', { mode: 'string' }),
    /**
     * Whether the visit's job is in the trash, kept by triggers (decision 0081), so an Admin's
     * count of lanes reads no visit or job for a person found on a visit of the range. A constant
     * default, so adding it rewrites no row; the assignments of jobs deleted before it are set by
     * visits/visit-job-states.ts after the app listens.
     */
    jobDeleted: boolean('job_deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.visitId, t.userId] }),
    index('visit_users_user_idx').on(t.userId, t.visitId),
    // visit_users_user_date_idx on (user_id, date, visit_id): built after the app listens
    // (decision 0077) by visits/schedule-days.ts, so not declared here.
  ],
);
