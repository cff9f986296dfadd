import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema/auth';
import { userTypes } from '../db/schema/lookups';
import { users } from '../db/schema/users';
import type { AuthUser } from '@shared/schemas/auth';

const FAILURE_WINDOW = sql`now() - interval '15 minutes'`;

export async function findUserForLogin(db: Db, login: string) {
  const [row] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      statusId: users.statusId,
      email: users.email,
      typeId: users.typeId,
    })
    .from(users)
    .where(
      and(
        or(
          eq(sql`lower(${users.email})`, login.toLowerCase()),
          eq(sql`lower(${users.username})`, login.toLowerCase()),
        ),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function getAuthUser(db: Db, id: number): Promise<AuthUser | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      username: users.username,
      type_id: users.typeId,
      language: users.language,
      numerals: users.numerals,
      calendar: users.calendar,
      typeName: userTypes.type,
    })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.typeId))
    .where(eq(users.id, id));
  if (!row) return undefined;
  const { typeName, language, numerals, calendar, ...user } = row;
  // Only PUT /api/account/language and /date-style write these columns, with values of their lists.
  return {
    ...user,
    language: (language ?? null) as AuthUser['language'],
    numerals: numerals as AuthUser['numerals'],
    calendar: calendar as AuthUser['calendar'],
    type: { type: typeName },
  };
}

/**
 * What failures are counted against (`login_failures.login`): the account when the login names
 * one, so its email and its username are one account; the typed text otherwise.
 */
export const accountKey = (login: string, userId: number | undefined) =>
  userId === undefined ? `login:${login.toLowerCase()}` : `user:${userId}`;

/** Wrong current passwords on the account page: counted apart, only a session can add to them. */
/** Wrong current passwords on the account page, per account, before 429. */
export const MAX_WRONG_CURRENT_PASSWORDS = 10;

export const passwordCheckKey = (userId: number) => `password:${userId}`;

/** Failures in the last 15 minutes for this account key and for this address. */
export async function recentFailures(db: Db, key: string, ip: string) {
  const [row] = await db
    .select({
      byAccount: sql<number>`count(*) filter (where ${loginFailures.login} = ${key})`.mapWith(Number),
      byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`.mapWith(Number),
    })
    .from(loginFailures)
    .where(
      and(
        or(eq(loginFailures.login, key), eq(loginFailures.ip, ip)),
        gt(loginFailures.createdAt, FAILURE_WINDOW),
      ),
    );
  return row ?? { byAccount: 0, byIp: 0 };
}

export async function recordFailure(db: Db, key: string, ip: string) {
  await db.insert(loginFailures).values({ login: key, ip });
}

export async function clearFailures(db: Db, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.login, key));
}
