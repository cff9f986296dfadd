import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Condition, Scoring } from '@shared/schemas/checklist-logic';
import { createdAt, id, softDelete, updatedAt } from './columns';
import { jobs } from './jobs';
import { reportStatuses } from './lookups';
import { templates } from './templates';
import { users } from './users';
import { visits } from './visits';

/**
 * A template's tasks and fields as they were when the report started (docs/product.md section 6). Rules, scoring and the pass mark (decision 0034) are
 * missing from reports started before them: read as none.
 */
export interface ReportSnapshot {
  template: { id: number; name: string; company_name: string; pass_mark?: number | null };
  tasks: {
    id: number;
    task: string;
    weight: number;
    condition?: Condition | null;
    fields: {
      id: number;
      field_name: string;
      field_type: number;
      type_name: string;
      required: 0 | 1;
      options: string[];
      weight: number;
      default_value: string | null;
      condition?: Condition | null;
      scoring?: Scoring | null;
      /** Device inspection fields (issue 17); absent: off. */
      full_coverage?: boolean;
    }[];
  }[];
}

export const reports = pgTable(
  'reports',
  {
    id: id(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The visit it was started from (issue 18); reports made before visits get one at start-up. */
    visitId: integer('visit_id').references(() => visits.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => reportStatuses.id),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    returnReason: text('return_reason'),
    snapshot: jsonb('snapshot').$type<ReportSnapshot>().notNull(),
    // The score of its shown answers, computed by the server from the snapshot on every save
    // (shared/checklist-logic.ts); null points when nothing in the report is scored.
    scorePoints: integer('score_points'),
    scoreMax: integer('score_max'),
    scorePercent: smallint('score_percent'),
    flaggedCount: integer('flagged_count').notNull().default(0),
    passed: boolean('passed'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...softDelete(),
  },
  (t) => [
    index('reports_list_idx')
      .on(t.startDate.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('reports_job_idx').on(t.jobId),
    index('reports_template_idx').on(t.templateId),
    index('reports_visit_idx').on(t.visitId),
    index('reports_user_idx').on(t.userId, t.startDate.desc()),
    // A Technician's list and "My reports": their own live reports in the list's order.
    index('reports_user_list_idx')
      .on(t.userId, t.startDate.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('reports_status_idx')
      .on(t.statusId, t.startDate.desc())
      .where(sql`${t.deletedAt} is null`),
    index('reports_deleted_at_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
    // The reports list's Result and Flagged filters, in the list's order.
    index('reports_passed_list_idx')
      .on(t.passed, t.startDate.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null and ${t.passed} is not null`),
    index('reports_flagged_list_idx')
      .on(t.startDate.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null and ${t.flaggedCount} > 0`),
    // Sorting by a column (issue 18): one ascending index serves both directions (db/list-sort.ts).
    index('reports_start_sort_idx')
      .on(t.startDate, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('reports_status_sort_idx')
      .on(t.statusId, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('reports_flagged_sort_idx')
      .on(t.flaggedCount, t.id)
      .where(sql`${t.deletedAt} is null`),
    // reports_template_list_idx (template_id, start_date desc, id desc, live ones) is not declared
    // here: it is built while the app serves (reports/report-template-index.ts), not by a migration.
  ],
);

/** One answer per snapshot field; `value` is typed by the field's type (text, number, list, object). */
export const reportAnswers = pgTable(
  'report_answers',
  {
    id: id(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id),
    fieldId: integer('field_id').notNull(),
    value: jsonb('value').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('report_answers_field_uq').on(t.reportId, t.fieldId)],
);

export const reportStatusHistory = pgTable(
  'report_status_history',
  {
    id: id(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id),
    fromStatusId: integer('from_status_id').references(() => reportStatuses.id),
    toStatusId: integer('to_status_id')
      .notNull()
      .references(() => reportStatuses.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason'),
    /**
     * Their name when they made the move (issue 30): a finished report's history does not follow a
     * later rename. Set by a trigger from `users` when left out; null only on rows older than it
     * that start-up has not reached yet (reports/report-site.ts), which read the name as it is now.
     */
    userName: text('user_name'),
    createdAt: createdAt(),
  },
  (t) => [index('report_status_history_report_idx').on(t.reportId, t.createdAt)],
);

/** Signature and photo images of a report, stored under DATA_DIR with generated names. */
export const reportFiles = pgTable(
  'report_files',
  {
    id: id(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id),
    fieldId: integer('field_id').notNull(),
    filepath: text('filepath').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /**
     * The device's own name for the image (issue 32): an upload sent again (the answer lost with
     * the connection) finds the file already stored instead of storing a second one.
     */
    clientKey: text('client_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('report_files_report_idx').on(t.reportId, t.fieldId),
    uniqueIndex('report_files_client_key_idx').on(t.reportId, t.clientKey),
  ],
);

/**
 * A device's own id for a report it started offline (issue 32), per user: the start sent again
 * (a retry, a lost answer) finds the report it made, or the one it was resolved to when the job
 * already had one in progress, instead of making another.
 */
export const reportClientKeys = pgTable(
  'report_client_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    clientKey: text('client_key').notNull(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.clientKey] }),
    index('report_client_keys_report_idx').on(t.reportId),
  ],
);

/**
 * Where, for whom and by whom a report was done, as it was when submitted (issue 30): a submitted
 * or finished report shows these, never what its job, location, customer, technician or products
 * became later. `chemicals` are the products its answers name.
 */
export interface ReportSite {
  job: { name: string; category: string };
  location: { id: number; name: string; address: string; state: string | null; customer_name: string };
  technician: { name: string };
  chemicals: { id: number; name: string; epa_reg_no: string | null; active_ingredient: string | null }[];
}

/**
 * A report's site, written at each submit (a returned report is done again) and never after it is
 * finished. Its own table, not a column of `reports`: freezing the reports of an older database
 * adds rows here without rewriting (and auditing) every report.
 */
export const reportSites = pgTable('report_sites', {
  reportId: integer('report_id')
    .primaryKey()
    .references(() => reports.id),
  site: jsonb('site').$type<ReportSite>().notNull(),
  takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
