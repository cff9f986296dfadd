import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * A key for scripts and other systems (issue 36, decision 0043): it acts as the Admin who made it,
 * within its scopes. Only the SHA-256 of its secret is kept; `prefix` tells keys apart in lists.
 * The rate window lives in the row, so every app process counts against the same limit.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    name: text('name').notNull(),
    /** `fbk_` and the secret's first 8 characters: shown in lists, never enough to use. */
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    /** `{ area: 'read' | 'write' }`, an area being an OpenAPI tag (shared/schemas/api-keys.ts). */
    scopes: jsonb('scopes').$type<Record<string, 'read' | 'write'>>().notNull(),
    /** Addresses and CIDRs the key may be used from; empty: anywhere. */
    allowedIps: text('allowed_ips').array().notNull().default([]),
    /** Requests a minute. */
    rateLimit: integer('rate_limit').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }),
    windowCount: integer('window_count').notNull().default(0),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedBy: integer('revoked_by').references(() => users.id),
  },
  (t) => [index('api_keys_created_idx').on(t.createdAt.desc())],
);
