import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { Role, Status } from '@shared/constants';
import type { SsoSettings, SsoSettingsBody } from '@shared/schemas/sso';
import { hashPassword } from '../auth/auth.public';
import { hashToken, newToken } from '../auth/auth.public';
import type { Db } from '../db/client';
import { ssoLogins, ssoSettings } from '../db/schema/sso';
import { users } from '../db/schema/users';
import { fieldError, HttpError } from '../http/errors';

const SETTINGS_ID = 1;
/** How long a sign-in may spend at the identity provider (the database's clock, as it checks it). */
const LOGIN_LIFETIME = sql`now() + interval '10 minutes'`;

export type SsoRow = typeof ssoSettings.$inferSelect;

export async function getSsoRow(db: Db): Promise<SsoRow> {
  const [row] = await db.select().from(ssoSettings).where(eq(ssoSettings.id, SETTINGS_ID));
  if (!row) throw new Error('sso_settings has no row 1 (migration 0027 makes it)');
  return row;
}

/** What an Admin reads: everything but the secret, which is only said to be there. */
export function toSettings(row: SsoRow, redirectUri: string): SsoSettings {
  return {
    enabled: row.enabled,
    issuer: row.issuer,
    client_id: row.clientId,
    client_secret_set: row.clientSecret !== '',
    domains: row.domains,
    role_claim: row.roleClaim,
    role_map: row.roleMap,
    default_role_id: row.defaultRoleId,
    password_login_off: row.passwordLoginOff,
    redirect_uri: redirectUri,
  };
}

/** Saves the settings as sent; an absent or empty secret keeps the stored one. */
export async function saveSsoSettings(tx: Db, body: SsoSettingsBody): Promise<void> {
  const [current] = await tx
    .select({ clientSecret: ssoSettings.clientSecret })
    .from(ssoSettings)
    .where(eq(ssoSettings.id, SETTINGS_ID))
    .for('update');
  const secret = body.client_secret ? body.client_secret : (current?.clientSecret ?? '');
  if (body.enabled && secret === '') throw fieldError(400, 'sso.secretRequired', 'client_secret');
  await tx
    .update(ssoSettings)
    .set({
      enabled: body.enabled,
      issuer: body.issuer.trim(),
      clientId: body.client_id.trim(),
      clientSecret: secret,
      domains: [...new Set(body.domains.map((d) => d.trim().toLowerCase()))],
      roleClaim: body.role_claim.trim(),
      roleMap: body.role_map.map((m) => ({ value: m.value.trim(), role_id: m.role_id })),
      defaultRoleId: body.default_role_id,
      passwordLoginOff: body.password_login_off,
      updatedAt: new Date(),
    })
    .where(eq(ssoSettings.id, SETTINGS_ID));
}

export const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** Whether single sign-on is on and serves this address's domain. */
export const servesEmail = (row: SsoRow, email: string) =>
  row.enabled && row.domains.includes(emailDomain(email));

/**
 * Password login and resets are refused to an account of a served domain while the Admin has
 * turned them off; a Super Admin keeps a password, so a broken identity provider cannot lock the
 * company out (decision 0045).
 */
export async function passwordLoginOff(db: Db, user: { email: string; typeId: number }): Promise<boolean> {
  if (user.typeId === Role.SuperAdmin) return false;
  const row = await getSsoRow(db);
  return row.passwordLoginOff && servesEmail(row, user.email);
}

/** Stores a sign-in on its way; the token goes to the browser's cookie. */
export async function createSsoLogin(
  db: Db,
  input: { state: string; nonce: string; codeVerifier: string; returnTo: string | null },
): Promise<string> {
  const token = newToken();
  await db.delete(ssoLogins).where(lt(ssoLogins.expiresAt, sql`now()`));
  await db.insert(ssoLogins).values({ tokenHash: hashToken(token), ...input, expiresAt: LOGIN_LIFETIME });
  return token;
}

/** The sign-in this browser started, taken once: a second use of its cookie finds nothing. */
export async function takeSsoLogin(db: Db, token: string) {
  const [row] = await db
    .delete(ssoLogins)
    .where(and(eq(ssoLogins.tokenHash, hashToken(token)), gt(ssoLogins.expiresAt, sql`now()`)))
    .returning();
  return row;
}

/**
 * The account a verified sign-in is for: the live user with this address (compared lower-cased, as
 * every login is), its role set from the claim at every sign-in (a Super Admin's is left alone),
 * or a new one. A deactivated account, or a deleted one with no live successor, is refused.
 */
export async function ssoAccount(
  tx: Db,
  input: { email: string; name: string; roleId: number },
): Promise<number> {
  const email = input.email.toLowerCase();
  const matching = await tx
    .select({ id: users.id, typeId: users.typeId, statusId: users.statusId, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .for('update');
  const live = matching.find((u) => u.deletedAt === null);
  if (live) {
    if (live.statusId !== Status.Active) throw new HttpError(403, 'sso.accountInactive');
    if (live.typeId !== Role.SuperAdmin && live.typeId !== input.roleId) {
      await tx.update(users).set({ typeId: input.roleId }).where(eq(users.id, live.id));
    }
    return live.id;
  }
  if (matching.length > 0) throw new HttpError(403, 'sso.accountInactive');
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.deletedAt), eq(sql`lower(${users.username})`, email)))
    .limit(1);
  const [created] = await tx
    .insert(users)
    .values({
      name: input.name,
      email,
      username: taken ? `${email}-${newToken().slice(0, 6)}` : email,
      // Nobody knows it: such an account signs in through its provider, or after a reset.
      passwordHash: await hashPassword(newToken()),
      typeId: input.roleId,
      statusId: Status.Active,
    })
    .returning({ id: users.id });
  return created!.id;
}
