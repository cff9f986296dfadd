import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema/auth';
import { users } from '../db/schema/users';
import { Status } from '@shared/constants';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  username: string;
  typeId: number;
}

export interface LoadedSession {
  tokenHash: string;
  csrfToken: string;
  user: SessionUser;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
export const newToken = () => randomBytes(32).toString('base64url');

export async function createSession(
  db: Db,
  input: { userId: number; ttlHours: number; ip: string; userAgent: string | undefined },
): Promise<{ token: string; csrfToken: string; expiresAt: Date }> {
  const token = newToken();
  const csrfToken = newToken();
  const expiresAt = new Date(Date.now() + input.ttlHours * 3600_000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    csrfToken,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 500),
    expiresAt,
  });
  return { token, csrfToken, expiresAt };
}

/** A session counts only while it is unexpired and its user is active and not deleted. */
export async function loadSession(db: Db, token: string): Promise<LoadedSession | undefined> {
  const [row] = await db
    .select({
      tokenHash: sessions.tokenHash,
      csrfToken: sessions.csrfToken,
      id: users.id,
      name: users.name,
      email: users.email,
      username: users.username,
      typeId: users.typeId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.statusId, Status.Active),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const { tokenHash, csrfToken, ...user } = row;
  return { tokenHash, csrfToken, user };
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user, e.g. when the account is deleted or deactivated. */
export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}
