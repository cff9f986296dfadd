import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema/auth';
import { users } from '../db/schema/users';
import { Status } from '@shared/constants';

/** The office session's cookie (auth.plugin.ts reads it, start-session.ts sets it). */
export const SESSION_COOKIE = 'fieldbook_session';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  username: string;
  typeId: number;
}

/** The API key a request came with (api-keys/api-key-auth.ts) and the Admin it acts as. */
export interface KeyPrincipal {
  keyId: number;
  user: SessionUser;
}

export interface LoadedSession {
  tokenHash: string;
  csrfToken: string;
  /** Only enrolment is open (the company requires a second factor; decision 0046). */
  mustEnrol: boolean;
  lastSeenAt: Date;
  user: SessionUser;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
export const newToken = () => randomBytes(32).toString('base64url');

export async function createSession(
  db: Db,
  input: { userId: number; ttlHours: number; ip: string; userAgent: string | undefined; mustEnrol?: boolean },
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
    mustEnrol: input.mustEnrol ?? false,
  });
  return { token, csrfToken, expiresAt };
}

/**
 * Every request's first statement, so it is prepared once per database and connection (named on
 * PostgreSQL): built, parsed and planned anew each time it took 0.27 ms (p50) through drizzle, 0.09
 * prepared, on a quiet machine (docs/performance.md).
 */
function sessionQuery(db: Db) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      csrfToken: sessions.csrfToken,
      mustEnrol: sessions.mustEnrol,
      lastSeenAt: sessions.lastSeenAt,
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
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.statusId, Status.Active),
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
    .prepare('load_session');
}
const sessionQueries = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

/** A session counts only while it is unexpired and its user is active and not deleted. */
export async function loadSession(db: Db, token: string): Promise<LoadedSession | undefined> {
  let query = sessionQueries.get(db);
  if (!query) sessionQueries.set(db, (query = sessionQuery(db)));
  const [row] = await query.execute({ tokenHash: hashToken(token) });
  if (!row) return undefined;
  const { tokenHash, csrfToken, mustEnrol, lastSeenAt, ...user } = row;
  return { tokenHash, csrfToken, mustEnrol, lastSeenAt, user };
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

/** The person's own sessions still running, newest first (the account page's list). */
export async function listUserSessions(db: Db, userId: number, currentTokenHash: string) {
  const rows = await db
    .select({
      tokenHash: sessions.tokenHash,
      id: sessions.id,
      created_at: sessions.createdAt,
      last_seen_at: sessions.lastSeenAt,
      user_agent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  return rows.map(({ tokenHash, ...row }) => ({ ...row, current: tokenHash === currentTokenHash }));
}

/** Ends one of the person's sessions; the token hash of the ended one, if it was theirs. */
export async function deleteUserSession(db: Db, userId: number, id: number) {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
    .returning({ tokenHash: sessions.tokenHash });
  return row?.tokenHash;
}

/** "Sign out everywhere": every session of the person but this one. */
export async function deleteOtherSessions(db: Db, userId: number, keepTokenHash: string) {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
    .returning({ id: sessions.id });
  return rows.length;
}
