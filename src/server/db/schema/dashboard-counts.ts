import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { jobs } from './jobs';

/*
 * The Admin's home's figures, kept by triggers in the same transaction as the change (migration
 * dashboard_counts_triggers, decision 0076): counting them on each view aggregated a million
 * reports, jobs and application records (issue 34). Derived data, so not audited; the function
 * fb_refresh_dashboard_counts() rebuilds them from scratch (bulk loads, a restore). Rows that
 * existed before the migration are counted by a data migration in batches while the app serves
 * (dashboard/dashboard-counts-backfill.ts); until it ends the dashboard counts from the rows.
 */

/**
 * Live reports per quarter hour of their start (UTC) and status. A quarter hour is the finest
 * step of any time zone's offset, so any office's day or week is a whole run of slots.
 */
export const reportStartCounts = pgTable(
  'report_start_counts',
  {
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    statusId: integer('status_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.slot, t.statusId] })],
);

/** Live finished reports per quarter hour of their finish. */
export const reportFinishCounts = pgTable('report_finish_counts', {
  slot: timestamp('slot', { withTimezone: true }).primaryKey(),
  n: integer('n').notNull(),
});

/**
 * Per job with a live report: when its latest live report started, and whether the job is active
 * and live; the jobs without a report this month are the active ones not here since its start.
 */
export const jobReportLast = pgTable(
  'job_report_last',
  {
    jobId: integer('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    lastStart: timestamp('last_start', { withTimezone: true }).notNull(),
    active: boolean('active').notNull(),
  },
  (t) => [
    index('job_report_last_active_idx')
      .on(t.lastStart)
      .where(sql`${t.active}`),
  ],
);

/** Listed application records per month of their day and product. */
export const applicationMonthCounts = pgTable(
  'application_month_counts',
  {
    month: date('month', { mode: 'string' }).notNull(),
    chemicalId: integer('chemical_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.chemicalId] })],
);

/**
 * Listed application records per product over the twelve months from `first_month`: the
 * dashboard's year of products used ranks them by one read of this index instead of adding up a
 * year of months for each of thousands of products. Twelve is the dashboard's year (`MONTHS` in
 * dashboard.repository.ts), written into fb_application_deltas.
 */
export const applicationYearCounts = pgTable(
  'application_year_counts',
  {
    firstMonth: date('first_month', { mode: 'string' }).notNull(),
    chemicalId: integer('chemical_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.firstMonth, t.chemicalId] }),
    index('application_year_counts_rank_idx').on(t.firstMonth, t.n.desc()),
  ],
);

/** Listed application records per month of their day, all products: a month's "other" products. */
export const applicationMonthTotals = pgTable('application_month_totals', {
  month: date('month', { mode: 'string' }).primaryKey(),
  n: integer('n').notNull(),
});

/** Single kept totals by name: 'active_jobs', the active live jobs. */
export const keptCounts = pgTable('kept_counts', {
  name: text('name').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * Per source table (reports, jobs, applications): its rows up to `watermark` existed before the
 * counts did and are counted by the backfill, which has reached `after`; a trigger counts a
 * change to a row only once the backfill has counted it (id ≤ after) or the row came later.
 */
export const keptCountProgress = pgTable('kept_count_progress', {
  source: text('source').primaryKey(),
  watermark: integer('watermark').notNull(),
  after: integer('after').notNull(),
});
