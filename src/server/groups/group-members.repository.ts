import type { ErrorCode } from '@shared/error-codes';
import { and, asc, eq, exists, isNull, sql } from 'drizzle-orm';
import { Status } from '@shared/constants';
import { type GroupAssignees } from '@shared/schemas/groups';
import type { Db } from '../db/client';
import { groups, groupUsers } from '../db/schema/groups';
import { users } from '../db/schema/users';
import { fieldError, notFound } from '../http/errors';
import { type AssignableQuery, assignableUsers } from '../users/users.public';

const byName = [asc(sql`lower(${users.name})`), asc(users.id)];

/** A live group, locked against a concurrent delete while its members change. */
async function liveGroup(db: Db, groupId: number, lock = false): Promise<void> {
  const query = db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.id, groupId), isNull(groups.deletedAt)));
  const [group] = await (lock ? query.for('share') : query);
  if (!group) throw notFound('group');
}

/**
 * The spec's assignment lists: `assignees` are the group's live members (active or not), by
 * name; `users` one page of the active users who are not members yet (decision 0023).
 */
export async function groupAssignees(
  db: Db,
  groupId: number,
  query: AssignableQuery,
): Promise<GroupAssignees> {
  await liveGroup(db, groupId);
  const taken = exists(
    db
      .select({ one: sql`1` })
      .from(groupUsers)
      .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, users.id))),
  );
  const [assignees, available] = await Promise.all([
    db
      .select({ id: users.id, name: users.name })
      .from(groupUsers)
      .innerJoin(users, eq(users.id, groupUsers.userId))
      .where(and(eq(groupUsers.groupId, groupId), isNull(users.deletedAt)))
      .orderBy(...byName),
    assignableUsers(db, query, { taken }),
  ]);
  return { users: available.users, users_more: available.more, assignees };
}

const userError = (status: number, code: ErrorCode) => fieldError(status, code, 'user_id');

export async function assignUser(tx: Db, groupId: number, userId: number): Promise<void> {
  await liveGroup(tx, groupId, true);
  const [user] = await tx
    .select({ statusId: users.statusId })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('share');
  if (!user) throw userError(404, 'notFound.user');
  if (user.statusId !== Status.Active) throw userError(409, 'group.userInactive');
  const added = await tx
    .insert(groupUsers)
    .values({ groupId, userId })
    .onConflictDoNothing()
    .returning({ userId: groupUsers.userId });
  if (added.length === 0) throw userError(409, 'group.alreadyMember');
}

export async function deassignUser(tx: Db, groupId: number, userId: number): Promise<void> {
  await liveGroup(tx, groupId, true);
  const removed = await tx
    .delete(groupUsers)
    .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, userId)))
    .returning({ userId: groupUsers.userId });
  if (removed.length === 0) throw userError(404, 'group.notMember');
}
