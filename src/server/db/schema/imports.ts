import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/** One row an import wrote: what undo needs to take it back. */
export interface ImportChange {
  /** The table written: `locations`, `chemicals`, `users`. */
  entity: string;
  id: number;
  action: 'create' | 'update';
  /** The row's columns before an update, as the import changed them. */
  before?: Record<string, unknown>;
}

/**
 * Every applied import (issue 20): what was imported from which file, by whom, and each row it
 * created or updated, so the whole import can be undone within 30 days.
 */
export const imports = pgTable(
  'imports',
  {
    id: id(),
    /** `locations`, `chemicals` or `users`. */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    rows: integer('rows').notNull(),
    created: integer('created').notNull(),
    updated: integer('updated').notNull(),
    changes: jsonb('changes').$type<ImportChange[]>().notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
    undoneBy: integer('undone_by').references(() => users.id),
  },
  (t) => [index('imports_list_idx').on(t.createdAt.desc(), t.id.desc())],
);

/** The last column mapping used for each kind of import, offered again for the next file. */
export const importMappings = pgTable('import_mappings', {
  kind: text('kind').primaryKey(),
  /** The file's column heading for each field of the kind. */
  mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
