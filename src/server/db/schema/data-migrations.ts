import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Upgrades that rewrite stored rows (a visit for every earlier report, …) run in batches while the
 * app serves (data-migrations/, decision 0051): one row each, with where the last batch ended, so a
 * restart goes on from there, and how far it has come, for the log and the Admin's home. Bookkeeping,
 * not anyone's change: not audited.
 */
export const dataMigrations = pgTable('data_migrations', {
  name: text('name').primaryKey(),
  /** The last primary key a batch reached; the next batch starts after it. */
  afterId: bigint('after_id', { mode: 'number' }).notNull().default(0),
  /** Rows changed so far, against `total`, what was left to do when it began. */
  done: bigint('done', { mode: 'number' }).notNull().default(0),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
