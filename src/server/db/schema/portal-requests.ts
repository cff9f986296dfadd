import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, updatedAt } from './columns';
import { mailMessages } from './mail';
import { users } from './users';
import { visits } from './visits';

/**
 * A contact's request to move an upcoming visit (issue 37 part 3, decision 0049): the day they
 * would rather have and why. One open request per visit and address (`handled_at` null): a second
 * one replaces it. The office marks it handled (`handled_by`); audited like every portal change.
 */
export const visitChangeRequests = pgTable(
  'visit_change_requests',
  {
    id: id(),
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    /** The contact's address, lower-cased (the portal session's). */
    email: text('email').notNull(),
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    handledBy: integer('handled_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('visit_change_requests_open_uq')
      .on(t.visitId, t.email)
      .where(sql`${t.handledAt} is null`),
    index('visit_change_requests_visit_idx').on(t.visitId, t.createdAt),
  ],
);

/**
 * What a contact's address chose to be mailed (issue 37 part 3, decision 0049): the day before a
 * visit, a report finished, applications recorded at their site. No row: nothing (defaults off).
 */
export const portalNotificationChoices = pgTable('portal_notification_choices', {
  /** Lower-cased, as the portal session's. */
  email: text('email').primaryKey(),
  visitBefore: boolean('visit_before').notNull().default(false),
  reportFinished: boolean('report_finished').notNull().default(false),
  applicationRecorded: boolean('application_recorded').notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * Each notice mailed to a contact, once: its kind, what it tells of (a visit, or a report) and the
 * address. Its key lets one of two runs (a retry, a second process) write it; the other mails nothing.
 */
export const portalNotices = pgTable(
  'portal_notices',
  {
    kind: text('kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    email: text('email').notNull(),
    mailId: integer('mail_id').references(() => mailMessages.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subjectId, t.email] })],
);
