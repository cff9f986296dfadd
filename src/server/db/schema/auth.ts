import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** Sessions live in the database so a restart or a second process keeps everyone logged in. */
export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a leaked table does not leak usable sessions. */
    tokenHash: text('token_hash').primaryKey(),
    /** What the sessions list names a session by: never the token's hash. */
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    csrfToken: text('csrf_token').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    /** Moved forward at most once a minute (auth.plugin.ts), for the sessions list. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** An Admin the company requires two-factor of, who has none yet: only enrolment is open. */
    mustEnrol: boolean('must_enrol').notNull().default(false),
    /** The challenge of a passkey being registered in this session. */
    webauthnChallenge: text('webauthn_challenge'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Failed logins: `login` is the account key (auth.repository.ts accountKey), `ip` the client. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    login: text('login').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_login_idx').on(t.login, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);
