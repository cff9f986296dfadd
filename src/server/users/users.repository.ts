import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { PAGE_SIZE, Role, Status } from '@shared/constants';
import type { UserRow } from '@shared/schemas/users';
import type { SessionUser } from '../auth/sessions.repository';
import { deleteUserSessions } from '../auth/sessions.repository';
import type { Db } from '../db/client';
import { jobs, jobUsers } from '../db/schema/jobs';
import { statuses, userTypes } from '../db/schema/lookups';
import { users } from '../db/schema/users';
import { containsPattern, countAll, offsetFor } from '../db/sql-helpers';
import { conflict, forbidden, notFound } from '../http/errors';
import { RESTORABLE } from '../trash/trash.registry';

export interface UsersFilter {
  filter?: string;
  page: number;
  active?: 'active' | 'inactive';
}

function filterWhere({ filter, active }: UsersFilter) {
  const pattern = filter ? containsPattern(filter) : undefined;
  return and(
    isNull(users.deletedAt),
    // Two ILIKEs, each served by its own trigram index (a bitmap OR), never a table scan.
    pattern ? or(sql`${users.name} ilike ${pattern}`, sql`${users.email} ilike ${pattern}`) : undefined,
    active ? eq(users.statusId, active === 'active' ? Status.Active : Status.Inactive) : undefined,
  );
}

/** The number of active jobs a user is assigned to (decisions.md section 3). */
const jobCount = sql<number>`(
  select count(*) from ${jobUsers} ju join ${jobs} j on j.id = ju.job_id
  where ju.user_id = ${users.id} and j.status_id = ${Status.Active} and j.deleted_at is null
)`.mapWith(Number);

export async function listUsers(db: Db, query: UsersFilter): Promise<{ rows: UserRow[]; total: number }> {
  const where = filterWhere(query);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        username: users.username,
        type_id: users.typeId,
        status_id: users.statusId,
        typeName: userTypes.type,
        statusName: statuses.status,
        jobcount: jobCount,
        created_at: users.createdAt,
      })
      .from(users)
      .innerJoin(userTypes, eq(userTypes.id, users.typeId))
      .innerJoin(statuses, eq(statuses.id, users.statusId))
      .where(where)
      .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
      .limit(PAGE_SIZE)
      .offset(offsetFor(query.page, PAGE_SIZE)),
    db.select({ total: countAll() }).from(users).where(where),
  ]);
  return {
    total: count?.total ?? 0,
    rows: rows.map(({ typeName, statusName, ...row }) => ({
      ...row,
      type: { type: typeName },
      status: { status: statusName },
    })),
  };
}

/**
 * The rules of decisions.md section 3 for changing or removing another account:
 * nobody removes themselves, only a Super Admin touches a Super Admin.
 */
function assertMayManage(actor: SessionUser, target: { id: number; typeId: number }, verb: string) {
  if (target.id === actor.id) throw forbidden(`You cannot ${verb} your own account.`);
  if (target.typeId === Role.SuperAdmin && actor.typeId !== Role.SuperAdmin) {
    throw forbidden(`Only a Super Admin can ${verb} a Super Admin.`);
  }
}

/** Locks the live Super Admins, so two concurrent removals cannot both pass the last-one check. */
async function otherActiveSuperAdmins(tx: Db, exceptId: number): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.typeId, Role.SuperAdmin),
        eq(users.statusId, Status.Active),
        isNull(users.deletedAt),
        ne(users.id, exceptId),
      ),
    )
    .for('update');
  return rows.length;
}

/** Held for the rest of the transaction by every removal that may take away a Super Admin. */
const SUPER_ADMIN_REMOVAL_LOCK = sql`select pg_advisory_xact_lock(724062)`;

export async function softDeleteUser(tx: Db, id: number, actor: SessionUser): Promise<void> {
  // One removal at a time: two Super Admins deleting each other at once would otherwise lock
  // their targets in opposite order and deadlock (a 500 on PostgreSQL) instead of one getting 409.
  await tx.execute(SUPER_ADMIN_REMOVAL_LOCK);
  const [target] = await tx
    .select({ id: users.id, typeId: users.typeId, statusId: users.statusId })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update');
  if (!target) throw notFound('User');
  assertMayManage(actor, target, 'delete');
  if (
    target.typeId === Role.SuperAdmin &&
    target.statusId === Status.Active &&
    (await otherActiveSuperAdmins(tx, id)) === 0
  ) {
    throw conflict('The last active Super Admin cannot be deleted.');
  }
  await tx.update(users).set({ deletedAt: new Date(), deletedBy: actor.id }).where(eq(users.id, id));
  await deleteUserSessions(tx, id);
}

/** A restored user must not collide with a live user who took the email or username meanwhile. */
export async function assertUserRestorable(tx: Db, id: number, actor: SessionUser): Promise<void> {
  const [target] = await tx
    .select({ id: users.id, typeId: users.typeId, email: users.email, username: users.username })
    .from(users)
    // Only a user still in the Trash; a live one would otherwise "collide" with its own email.
    .where(and(eq(users.id, id), RESTORABLE));
  if (!target) throw notFound('Deleted item');
  assertMayManage(actor, target, 'restore');
  const [taken] = await tx
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        or(
          eq(sql`lower(${users.email})`, target.email.toLowerCase()),
          eq(sql`lower(${users.username})`, target.username.toLowerCase()),
        ),
      ),
    )
    .limit(1);
  if (taken) throw conflict('Another user now has this email or username, so this user cannot be restored.');
}
