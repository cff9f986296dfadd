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
      typeName: userTypes.type,
    })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.typeId))
    .where(eq(users.id, id));
  if (!row) return undefined;
  const { typeName, ...user } = row;
  return { ...user, type: { type: typeName } };
}

/** Failures in the last 15 minutes for this login and for this address. */
export async function recentFailures(db: Db, login: string, ip: string) {
  const [row] = await db
    .select({
      byLogin: sql<number>`count(*) filter (where ${loginFailures.login} = ${login.toLowerCase()})`.mapWith(
        Number,
      ),
      byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`.mapWith(Number),
    })
    .from(loginFailures)
    .where(
      and(
        or(eq(loginFailures.login, login.toLowerCase()), eq(loginFailures.ip, ip)),
        gt(loginFailures.createdAt, FAILURE_WINDOW),
      ),
    );
  return row ?? { byLogin: 0, byIp: 0 };
}

export async function recordFailure(db: Db, login: string, ip: string) {
  await db.insert(loginFailures).values({ login: login.toLowerCase(), ip });
}

export async function clearFailures(db: Db, login: string) {
  await db.delete(loginFailures).where(eq(loginFailures.login, login.toLowerCase()));
}
