import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, softDelete, updatedAt } from './columns';
import { users } from './users';

/** An applicator's certification in a state (docs/compliance.md): number, category, expiry. */
export const userCertifications = pgTable(
  'user_certifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    state: text('state').notNull(),
    certificationId: text('certification_id').notNull(),
    category: text('category').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...softDelete(),
  },
  (t) => [
    index('user_certifications_user_idx')
      .on(t.userId, t.expiresOn)
      .where(sql`${t.deletedAt} is null`),
    index('user_certifications_expires_idx')
      .on(t.expiresOn, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);
