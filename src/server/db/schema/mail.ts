import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Language } from '../../../shared/languages';
import { createdAt, id } from './columns';
import { reports } from './reports';
import { users } from './users';

/**
 * What a queued mail attaches; resolved when it is sent, so a queued row stays small. A report's
 * PDF is in its reader's language (issue 35); rows queued before languages had none: English.
 */
export type MailAttachment = { kind: 'report-pdf'; reportId: number; language?: Language };

/**
 * Every mail Fieldbook sends, queued in the database (issue 19, decision 0032): a worker sends
 * `queued` rows whose `next_attempt_at` has come, retrying with backoff; without SMTP_URL rows stay
 * in the `outbox`, readable by Admins. `sent` is written as soon as the server accepted it, so a
 * restart never sends it again.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: id(),
    /** `report` (a finished report), `password-reset`, `test`. */
    kind: text('kind').notNull(),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** queued | sending | sent | failed | outbox */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A worker holds a row it is sending until then; a crashed worker's row is taken again after. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    /** The Message-ID header, fixed when queued so a retry is the same message to the receiver. */
    messageId: text('message_id').notNull(),
    reportId: integer('report_id').references(() => reports.id),
    userId: integer('user_id').references(() => users.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // Sorting the log by subject (issue 18), both directions.
    index('mail_messages_subject_sort_idx').on(sql`lower(${t.subject})`, t.id),
    index('mail_messages_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index('mail_messages_list_idx').on(t.createdAt.desc(), t.id.desc()),
    index('mail_messages_report_idx')
      .on(t.reportId, t.createdAt.desc())
      .where(sql`${t.reportId} is not null`),
  ],
);

/** Each try to hand a mail to the SMTP server: the delivery log. */
export const mailAttempts = pgTable(
  'mail_attempts',
  {
    id: id(),
    messageId: integer('message_id')
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ok: boolean('ok').notNull(),
    /** The server's answer or the error, as the SMTP library put it. */
    response: text('response').notNull(),
  },
  (t) => [index('mail_attempts_message_idx').on(t.messageId, t.attemptedAt)],
);
