import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/** One-time password reset links (issue 19): the token's SHA-256, an hour to use it, once. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /** The Admin who sent it; null when the user asked on the login page. */
    sentBy: integer('sent_by').references(() => users.id),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Every "Forgot password?" request, known address or not, so requests can be limited per client
 * address and per account without telling which accounts exist.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: id(),
    /** The address typed, lower-cased. */
    login: text('login').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_reset_requests_login_idx').on(t.login, t.createdAt),
    index('password_reset_requests_ip_idx').on(t.ip, t.createdAt),
  ],
);
