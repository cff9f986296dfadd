import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, softDelete, updatedAt } from './columns';
import { statuses, userTypes } from './lookups';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The language the user chose (en, ar, fa, es); null until then: the browser's language is used. */
    language: text('language'),
    /** The digits the user reads dates and numbers in (native, latin); null: the language's (0074). */
    numerals: text('numerals'),
    /** The calendar the user reads dates in (gregorian, persian); null: Gregorian (0074). */
    calendar: text('calendar'),
    /**
     * How long a day of work this person has, in minutes: the schedule's week board weighs each
     * day's visits against it (decision 0059). A constant default, so adding it rewrites no row.
     */
    dailyCapacityMinutes: integer('daily_capacity_minutes').notNull().default(480),
    /**
     * The first and last day of this person's visits, kept by triggers on visit_users (decision
     * 0081): widened by an assignment, never narrowed, so a day outside it has none of their visits
     * and the schedule's count of lanes probes only those whose days can meet the week. Null: never
     * assigned, or a person assigned before the columns, not filled yet (visits/visit-day-bounds.ts).
     */
    firstVisitDay: date('first_visit_day', { mode: 'string' }),
    lastVisitDay: date('last_visit_day', { mode: 'string' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => userTypes.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => statuses.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...softDelete(),
  },
  (t) => [
    check('users_numerals', sql`${t.numerals} in ('native', 'latin')`),
    check('users_calendar', sql`${t.calendar} in ('gregorian', 'persian')`),
    // Unique among live users only, so a deleted account does not block its address forever.
    uniqueIndex('users_email_live_uq')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_username_live_uq')
      .on(sql`lower(${t.username})`)
      .where(sql`${t.deletedAt} is null`),
    // `name` last (it never decides the order, id is unique) lets a deep page skip its rows in
    // the index alone: PostgreSQL reads an expression index only-index when the column is there.
    index('users_list_idx')
      .on(sql`lower(${t.name})`, t.id, t.name)
      .where(sql`${t.deletedAt} is null`),
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_deleted_at_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
  ],
);
