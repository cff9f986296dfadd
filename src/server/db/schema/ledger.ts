import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns';

/**
 * The ledger of issued records (issue 30, decision 0040): one row per finished report, application
 * record, correction and filing, each holding the SHA-256 of the record's content and of the entry
 * before it. Only ever appended: a trigger refuses UPDATE and DELETE (migration 0025).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    /** report | application | filing (`LEDGER_KINDS`). */
    kind: text('kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** issued | corrected | made | entered (`LEDGER_REASONS`). */
    reason: text('reason').notNull(),
    /** Printed on the record: 12 characters of Crockford base 32, `XXXX-XXXX-XXXX`. */
    code: text('code').notNull(),
    contentSha256: text('content_sha256').notNull(),
    previousSha256: text('previous_sha256').notNull(),
    entrySha256: text('entry_sha256').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('ledger_entries_code_idx').on(t.code),
    index('ledger_entries_subject_idx').on(t.kind, t.subjectId, t.id),
  ],
);
