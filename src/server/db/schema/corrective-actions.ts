import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, softDelete, updatedAt } from './columns';
import { jobs } from './jobs';
import { locations } from './locations';
import { reports } from './reports';
import { users } from './users';

/**
 * Corrective actions (issue 16, decision 0034): made from a flagged answer of a report, or by hand
 * on a report or a location, and followed until verified. `status` is open | in_progress | done |
 * verified; `priority` is low | medium | high.
 */
export const correctiveActions = pgTable(
  'corrective_actions',
  {
    id: id(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    jobId: integer('job_id').references(() => jobs.id),
    reportId: integer('report_id').references(() => reports.id),
    /** The snapshot field of the report it came from, with the question and answer as they read then. */
    fieldId: integer('field_id'),
    question: text('question'),
    answer: text('answer'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    assigneeId: integer('assignee_id').references(() => users.id),
    dueDate: date('due_date', { mode: 'string' }),
    priority: text('priority').notNull().default('medium'),
    status: text('status').notNull().default('open'),
    closingNote: text('closing_note'),
    /** The closing photo in the file store (generated name), never the uploaded file's own name. */
    closingPhotoPath: text('closing_photo_path'),
    closingPhotoMime: text('closing_photo_mime'),
    closingPhotoSize: bigint('closing_photo_size', { mode: 'number' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    closedBy: integer('closed_by').references(() => users.id),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    verifiedBy: integer('verified_by').references(() => users.id),
    /** The customer's to do (issue 37): shown in the portal to the location's contacts. */
    customerAssigned: boolean('customer_assigned').notNull().default(false),
    /** The contact's latest word on it: acknowledged | fixed (null: nothing yet). */
    customerStatus: text('customer_status'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...softDelete(),
  },
  (t) => [
    index('corrective_actions_list_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('corrective_actions_status_idx')
      .on(t.status, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('corrective_actions_assignee_idx')
      .on(t.assigneeId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('corrective_actions_location_idx')
      .on(t.locationId, t.status)
      .where(sql`${t.deletedAt} is null`),
    index('corrective_actions_report_idx').on(t.reportId, t.fieldId),
    // Overdue: open or in progress, past its due date (the home page counts these).
    index('corrective_actions_due_idx')
      .on(t.dueDate)
      .where(sql`${t.deletedAt} is null and ${t.status} in ('open', 'in_progress')`),
    // A job's actions on its page (issue 18), newest first.
    index('corrective_actions_job_idx')
      .on(t.jobId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('corrective_actions_customer_idx')
      .on(t.locationId, t.createdAt.desc())
      .where(sql`${t.deletedAt} is null and ${t.customerAssigned}`),
    index('corrective_actions_title_sort_idx')
      .on(sql`lower(${t.title})`, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * What a location's contact says on an action the customer is to do (issue 37, decision 0049):
 * acknowledged, a comment, or fixed, with a photo in the action photos' store. Written by the
 * portal only; `email` is the contact's address, the audit log's actor for these rows.
 */
export const correctiveActionUpdates = pgTable(
  'corrective_action_updates',
  {
    id: id(),
    actionId: integer('action_id')
      .notNull()
      .references(() => correctiveActions.id),
    email: text('email').notNull(),
    kind: text('kind').notNull(),
    note: text('note').notNull().default(''),
    photoPath: text('photo_path'),
    photoMime: text('photo_mime'),
    photoSize: bigint('photo_size', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [index('corrective_action_updates_action_idx').on(t.actionId, t.createdAt, t.id)],
);
