import { eq } from 'drizzle-orm';
import type { DateStyleBody } from '@shared/schemas/account';
import { passwordCheckKey, recentFailures, recordFailure } from '../auth/auth.public';
import { MAX_WRONG_CURRENT_PASSWORDS } from '../auth/auth.public';
import { hashPassword, verifyPassword } from '../auth/auth.public';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { badRequest, HttpError, notFound } from '../http/errors';
import { endSessions } from './users-edit.repository';

export async function updateAccountName(tx: Db, actor: SessionUser, name: string): Promise<void> {
  const rows = await tx.update(users).set({ name }).where(eq(users.id, actor.id)).returning({ id: users.id });
  if (rows.length === 0) throw notFound('user');
}

/** The language the user chose (null until they chose one): what their PDFs are written in. */
export async function accountLanguage(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}

export async function updateAccountDateStyle(
  tx: Db,
  actor: SessionUser,
  style: DateStyleBody,
): Promise<void> {
  const rows = await tx
    .update(users)
    .set({ numerals: style.numerals, calendar: style.calendar })
    .where(eq(users.id, actor.id))
    .returning({ id: users.id });
  if (rows.length === 0) throw notFound('user');
}

export async function updateAccountLanguage(tx: Db, actor: SessionUser, language: string): Promise<void> {
  const rows = await tx
    .update(users)
    .set({ language })
    .where(eq(users.id, actor.id))
    .returning({ id: users.id });
  if (rows.length === 0) throw notFound('user');
}

/**
 * Wrong current passwords are limited too: a session left open on a shared computer must not
 * become a way to guess the password. They are counted apart from failed logins, so a stranger's
 * failed logins never stop the owner from changing the password.
 */
export async function changeOwnPassword(
  db: Db,
  input: { actor: SessionUser; ip: string; tokenHash: string; current: string; next: string },
  transaction: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>,
): Promise<void> {
  const login = input.actor.email;
  const lowered = input.next.toLowerCase();
  if (lowered === login.toLowerCase() || lowered === input.actor.username.toLowerCase()) {
    throw badRequest('user.passwordIsLogin', { password: 'user.passwordIsLogin' });
  }
  const failures = await recentFailures(db, passwordCheckKey(input.actor.id), input.ip);
  if (failures.byAccount >= MAX_WRONG_CURRENT_PASSWORDS) {
    throw new HttpError(429, 'auth.tooManyPasswords');
  }
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, input.actor.id));
  if (!row) throw notFound('user');
  if (!(await verifyPassword(input.current, row.passwordHash))) {
    await recordFailure(db, passwordCheckKey(input.actor.id), input.ip);
    throw badRequest('user.currentPasswordWrong', {
      current_password: 'user.currentPasswordWrong',
    });
  }
  const passwordHash = await hashPassword(input.next);
  await transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, input.actor.id));
    await endSessions(tx, input.actor.id, input.tokenHash);
  });
}
