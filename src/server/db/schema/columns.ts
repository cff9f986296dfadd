import { integer, timestamp } from 'drizzle-orm/pg-core';
// Relative, not '@shared/…': drizzle-kit reads these files without the app's path aliases.
import { LANGUAGES } from '../../../shared/languages';

export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Soft delete (docs/product.md section 6): rows leave the lists but every reference stays intact. */
export const softDelete = () => ({
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  deletedBy: integer('deleted_by'),
});

/**
 * The languages a language column may hold, as SQL (`'en', 'ar', …`) for its check: a language
 * added to LANGUAGES changes the check, so `npm run db:generate` makes its migration.
 */
export const LANGUAGE_LIST = LANGUAGES.map((l) => `'${l}'`).join(', ');
