import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The customer portal's one-time sign-in links (issue 37, decision 0048): mailed to a location
 * contact's address, only the token's SHA-256 kept, 15 minutes to use it, once. `email` is the
 * address asked for, lower-cased: the portal knows a person by their address, not by a row.
 */
export const portalSignInLinks = pgTable(
  'portal_sign_in_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('portal_sign_in_links_email_idx').on(t.email, t.createdAt)],
);

/**
 * A customer's portal session: its own table and cookie, never an office session (no user). The
 * locations it opens are read from `location_contacts` on every call, so a contact removed from a
 * location stops seeing it at once.
 */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    /** SHA-256 of the cookie's token. */
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('portal_sessions_expires_idx').on(t.expiresAt)],
);
