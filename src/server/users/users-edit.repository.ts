import { and, eq, isNull, ne } from 'drizzle-orm';
import { Role, Status } from '@shared/constants';
import type { UserDetail } from '@shared/schemas/users';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { sessions } from '../db/schema/auth';
import { users } from '../db/schema/users';
import { conflict, forbidden, notFound } from '../http/errors';
import { getUser } from './users.repository';
import {
  asTakenError,
  assertLoginFree,
  assertMayGrant,
  assertMayTouch,
  otherActiveSuperAdmins,
  SUPER_ADMIN_REMOVAL_LOCK,
} from './users.rules';

/** What create and update write; the password arrives already hashed (scrypt is slow on purpose). */
export interface UserInput {
  name: string;
  email: string;
  username: string;
  type_id: number;
  status_id: number;
  /** Absent: kept, or the column's default for a new user. */
  daily_capacity_hours?: number | undefined;
  /** Null: none chosen; absent: kept. */
  language?: string | null | undefined;
  passwordHash?: string;
}

const languageOf = (input: UserInput) => (input.language === undefined ? {} : { language: input.language });

/** Hours as stored: whole minutes (the schema allows quarter hours only). */
const capacityOf = (input: UserInput) =>
  input.daily_capacity_hours === undefined
    ? {}
    : { dailyCapacityMinutes: Math.round(input.daily_capacity_hours * 60) };

export async function createUser(
  tx: Db,
  input: UserInput & { passwordHash: string },
  actor: SessionUser,
): Promise<UserDetail> {
  assertMayGrant(actor, input.type_id);
  await assertLoginFree(tx, input);
  const [row] = await tx
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      username: input.username,
      passwordHash: input.passwordHash,
      typeId: input.type_id,
      statusId: input.status_id,
      ...capacityOf(input),
      ...languageOf(input),
    })
    .returning({ id: users.id })
    .catch((error: unknown) => {
      throw asTakenError(error);
    });
  return getUser(tx, row!.id);
}

/**
 * Ends the user's sessions, except the one making the change: a user who changes their own
 * password stays logged in here and is logged out everywhere else.
 */
export async function endSessions(tx: Db, userId: number, keepTokenHash?: string): Promise<void> {
  await tx
    .delete(sessions)
    .where(
      and(eq(sessions.userId, userId), keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined),
    );
}

/**
 * docs/product.md section 3: only a Super Admin edits a Super Admin or gives that role; nobody
 * changes their own role or deactivates themselves; the last active Super Admin stays one.
 */
export async function updateUser(
  tx: Db,
  id: number,
  input: UserInput,
  actor: SessionUser,
  actorTokenHash: string | undefined,
): Promise<UserDetail> {
  // Most edits could demote or deactivate a Super Admin, and which user is the target is only
  // known after reading it, so every edit takes the removal lock first (edits are rare).
  await tx.execute(SUPER_ADMIN_REMOVAL_LOCK);
  const [target] = await tx
    .select({ id: users.id, typeId: users.typeId, statusId: users.statusId })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update');
  if (!target) throw notFound('user');
  assertMayTouch(actor, target, 'edit');
  if (input.type_id !== target.typeId) assertMayGrant(actor, input.type_id);
  if (target.id === actor.id) {
    if (input.type_id !== target.typeId) throw forbidden('user.ownRole');
    if (input.status_id !== Status.Active && target.statusId === Status.Active) {
      throw forbidden('user.ownDeactivate');
    }
  }
  const losesSuperAdmin =
    target.typeId === Role.SuperAdmin &&
    target.statusId === Status.Active &&
    (input.type_id !== Role.SuperAdmin || input.status_id !== Status.Active);
  if (losesSuperAdmin && (await otherActiveSuperAdmins(tx, id)) === 0) {
    throw conflict('user.lastSuperAdmin');
  }
  await assertLoginFree(tx, input, id);
  await tx
    .update(users)
    .set({
      name: input.name,
      email: input.email,
      username: input.username,
      typeId: input.type_id,
      statusId: input.status_id,
      ...capacityOf(input),
      ...languageOf(input),
      ...(input.passwordHash ? { passwordHash: input.passwordHash } : {}),
    })
    .where(eq(users.id, id))
    .catch((error: unknown) => {
      throw asTakenError(error);
    });
  if (input.status_id !== Status.Active) await endSessions(tx, id);
  else if (input.passwordHash) await endSessions(tx, id, actorTokenHash);
  return getUser(tx, id);
}
