import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { userTypes } from './lookups';

/** A claim value and the role it gives (never Super Admin: decision 0045). */
export interface SsoRoleMapping {
  value: string;
  role_id: number;
}

/**
 * Single sign-on with OpenID Connect (issue 36, decision 0045): one row, id 1, made by the
 * migration. Not audited: the audit log would keep the client secret in its before and after.
 */
export const ssoSettings = pgTable(
  'sso_settings',
  {
    id: integer('id').primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    issuer: text('issuer').notNull().default(''),
    clientId: text('client_id').notNull().default(''),
    /** Write-only through the API: never answered back. */
    clientSecret: text('client_secret').notNull().default(''),
    /** The e-mail domains it serves, lower-cased. */
    domains: jsonb('domains').$type<string[]>().notNull().default([]),
    roleClaim: text('role_claim').notNull().default(''),
    roleMap: jsonb('role_map').$type<SsoRoleMapping[]>().notNull().default([]),
    /** The role when no mapping matches; null refuses the sign-in. */
    defaultRoleId: integer('default_role_id').references(() => userTypes.id),
    /** Password login (and password resets) refused for the domains, Super Admins excepted. */
    passwordLoginOff: boolean('password_login_off').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check('sso_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * A sign-in on its way through the identity provider: the browser holds the token in an HttpOnly
 * cookie, the server its hash with the state, nonce and PKCE verifier. Used once, 10 minutes.
 */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    tokenHash: text('token_hash').primaryKey(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    returnTo: text('return_to'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sso_logins_expires_idx').on(t.expiresAt)],
);
