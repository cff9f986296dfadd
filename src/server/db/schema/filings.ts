import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { mailMessages } from './mail';
import { users } from './users';

/**
 * Every state filing or register made (issue 15, decision 0030): who made it, when, for which
 * state and period, and the file itself (in the file store under `filings/`) with its SHA-256,
 * so the exact bytes sent can be downloaded again and shown to match.
 */
export const filings = pgTable(
  'filings',
  {
    id: id(),
    state: text('state').notNull(),
    kind: text('kind').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    records: integer('records').notNull(),
    /** Problems the readiness list still had: above 0 only when filed anyway. */
    problems: integer('problems').notNull().default(0),
    forced: boolean('forced').notNull().default(false),
    madeBy: integer('made_by')
      .notNull()
      .references(() => users.id),
    madeAt: timestamp('made_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A register made for one location or one customer (`registerFilter`); null: all of them. */
    locationId: integer('location_id'),
    customer: text('customer'),
  },
  (t) => [index('filings_state_idx').on(t.state, t.madeAt.desc(), t.id.desc())],
);

/**
 * The application records a filing was made from (issue 30): a record of its period added,
 * removed or corrected since marks it out of date. No key to `applications`: a record removed for
 * good is one the filing still names.
 */
export const filingRecords = pgTable(
  'filing_records',
  {
    filingId: integer('filing_id')
      .notNull()
      .references(() => filings.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.filingId, t.applicationId] }),
    index('filing_records_application_idx').on(t.applicationId),
  ],
);

/**
 * Each filing reminder mailed to the Admins (decision 0047): one per state, period and reminder
 * (`week`, `day`, `overdue`), written in the transaction that queues its mail, so a daily job run
 * twice, or by two processes at once, mails it once.
 */
export const filingReminders = pgTable(
  'filing_reminders',
  {
    state: text('state').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    reminder: text('reminder').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** The mail that told the Admins; null once the mail log no longer has it. */
    mailId: integer('mail_id').references(() => mailMessages.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.state, t.periodStart, t.reminder] })],
);
