import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { Status } from '@shared/constants';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema/auth';
import { passwordResetRequests, passwordResets } from '../db/schema/password-resets';
import { users } from '../db/schema/users';
import { badRequest, conflict, HttpError, notFound } from '../http/errors';
import { queueMail } from '../mail/mail.public';
import { passwordLoginOff } from '../sso/sso.public';
import { assertMayTouch } from '../users/users.public';
import { accountKey, findUserForLogin, passwordCheckKey } from '../auth/auth.public';
import { readerLanguage } from '../texts/mail-text';
import { passwordResetMail, type ResetAskedBy } from './password-reset-mail';
import { deleteUserSessions, hashToken, newToken, type SessionUser } from '../auth/auth.public';

/** "Forgot password?" requests one client address may make in REQUEST_WINDOW before 429. */
export const MAX_RESET_REQUESTS_PER_IP = 10;
const REQUEST_WINDOW = sql`now() - interval '15 minutes'`;
/** Mails the login page sends one account per hour; more requests are answered alike, unsent. */
export const MAX_RESET_MAILS_PER_ACCOUNT = 3;
const MAIL_WINDOW = sql`now() - interval '1 hour'`;
/** A link works within this time of being sent (the database's clock, as it checks it). */
const RESET_LIFETIME = sql`now() + interval '1 hour'`;

type MailConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL' | 'PORT'>;

/**
 * Stores a one-time link for the user (only its token's hash) and queues its mail, in the
 * caller's transaction: the mail exists exactly when the link does.
 */
async function issueReset(
  tx: Db,
  config: MailConfig,
  user: { id: number; name: string; email: string; language: string | null },
  askedBy: ResetAskedBy,
  sentBy: number | null,
): Promise<void> {
  const token = newToken();
  await tx.insert(passwordResets).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: RESET_LIFETIME,
    sentBy,
  });
  const language = await readerLanguage(tx, user.language);
  const mail = passwordResetMail(config, { name: user.name, email: user.email, token, askedBy, language });
  await queueMail(tx, config, {
    kind: 'password-reset',
    to: [user.email],
    userId: user.id,
    createdBy: sentBy,
    ...mail,
  });
}

/**
 * "Forgot password?": the same work and the same answer for any login typed; a link is made only
 * for a live, active account under its hourly cap. Every answered request is recorded: those
 * records are the per-address limit. A refused (429) one is not, so a flood cannot grow the table.
 */
export async function requestPasswordReset(
  tx: Db,
  config: MailConfig,
  input: { login: string; ip: string },
): Promise<void> {
  const [byIp] = await tx
    .select({ n: count() })
    .from(passwordResetRequests)
    .where(and(eq(passwordResetRequests.ip, input.ip), gt(passwordResetRequests.createdAt, REQUEST_WINDOW)));
  if ((byIp?.n ?? 0) >= MAX_RESET_REQUESTS_PER_IP) throw new HttpError(429, 'auth.tooManyResets');
  await tx.insert(passwordResetRequests).values({ login: input.login.toLowerCase(), ip: input.ip });

  const found = await findUserForLogin(tx, input.login);
  // Locked, so two requests at once cannot both pass the cap; id 0 (nobody) locks and counts nothing.
  const userId = found?.statusId === Status.Active ? found.id : 0;
  const [user] = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      typeId: users.typeId,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.statusId, Status.Active), isNull(users.deletedAt)))
    .for('update');
  const [mails] = await tx
    .select({ n: count() })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.sentBy),
        gt(passwordResets.createdAt, MAIL_WINDOW),
      ),
    );
  if (!user || (mails?.n ?? 0) >= MAX_RESET_MAILS_PER_ACCOUNT) return;
  // Answered alike: the page tells nobody which addresses sign in with single sign-on.
  if (await passwordLoginOff(tx, user)) return;
  await issueReset(tx, config, user, { kind: 'login-page' }, null);
}

/** An Admin sends a reset link: Super Admins' accounts only by Super Admins, never to an inactive one. */
export async function sendPasswordReset(
  tx: Db,
  config: MailConfig,
  id: number,
  actor: SessionUser,
): Promise<void> {
  const [user] = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      typeId: users.typeId,
      statusId: users.statusId,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update');
  if (!user) throw notFound('user');
  assertMayTouch(actor, user, 'reset the password of');
  if (user.statusId !== Status.Active) throw conflict('user.resetInactive');
  if (await passwordLoginOff(tx, user)) throw conflict('sso.passwordLoginOff');
  await issueReset(tx, config, user, { kind: 'admin', name: actor.name }, actor.id);
}

/** The live, active account an unused and unexpired link belongs to; 410 for any other link. */
export async function findResetUser(db: Db, token: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
        eq(users.statusId, Status.Active),
        isNull(users.deletedAt),
      ),
    );
  if (!row) throw new HttpError(410, 'auth.resetLinkInvalid');
  return row;
}

/** The user's own login as the new password is refused, as on the account page. */
export function assertNotLogin(user: { email: string; username: string }, password: string): void {
  const lowered = password.toLowerCase();
  if (lowered === user.email.toLowerCase() || lowered === user.username.toLowerCase()) {
    throw badRequest('user.passwordIsLogin', { password: 'user.passwordIsLogin' });
  }
}

/**
 * Uses the link once: the update that marks it used is the check, so two uses at once cannot both
 * pass. Then the new password, every other link of the user spent, every session ended (a thief's
 * included) and the login failures cleared, all in the caller's transaction.
 */
export async function resetPassword(
  tx: Db,
  input: { token: string; userId: number; passwordHash: string },
): Promise<void> {
  const used = await tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(input.token)),
        eq(passwordResets.userId, input.userId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  if (used.length === 0) throw new HttpError(410, 'auth.resetLinkInvalid');
  // The audit log names the account's owner: holding the link is how they proved who they are.
  await tx.execute(sql`select set_config('fieldbook.user_id', ${String(input.userId)}, true)`);
  await tx.update(users).set({ passwordHash: input.passwordHash }).where(eq(users.id, input.userId));
  await tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, input.userId), isNull(passwordResets.usedAt)));
  await deleteUserSessions(tx, input.userId);
  await tx
    .delete(loginFailures)
    .where(
      sql`${loginFailures.login} in (${accountKey('', input.userId)}, ${passwordCheckKey(input.userId)})`,
    );
}
