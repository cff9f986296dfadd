import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE, Role, Status } from '@shared/constants';
import type { ListSort } from '@shared/schemas/list-sort';
import type { USER_SORTS, UserDetail, UserRow } from '@shared/schemas/users';
import type { SessionUser } from '../auth/auth.public';
import { deleteUserSessions } from '../auth/auth.public';
import type { Db } from '../db/client';
import { type Keyset, key, orderOf } from '../db/keyset';
import { type SortColumn, sortedKeyset } from '../db/list-sort';
import { userCertifications } from '../db/schema/certifications';
import { userJobCounts } from '../db/schema/job-counts';
import { statuses, userTypes } from '../db/schema/lookups';
import { users } from '../db/schema/users';
import { containsPattern, countAll, offsetFor, onPage } from '../db/sql-helpers';
import { conflict, notFound } from '../http/errors';
import { RESTORABLE } from '../trash/trash.public';
import { assertMayManage, otherActiveSuperAdmins, SUPER_ADMIN_REMOVAL_LOCK } from './users.rules';

export { SUPER_ADMIN_REMOVAL_LOCK };

export interface UsersFilter {
  filter?: string;
  page: number;
  active?: 'active' | 'inactive';
  sort?: ListSort<(typeof USER_SORTS)[number]>;
}

/** The list's WHERE; its page, count and export (export/lists) all build it here. */
export function usersWhere({ filter, active }: Omit<UsersFilter, 'page'>) {
  const pattern = filter ? containsPattern(filter) : undefined;
  return and(
    isNull(users.deletedAt),
    // Two ILIKEs, each served by its own trigram index (a bitmap OR), never a table scan.
    pattern ? or(sql`${users.name} ilike ${pattern}`, sql`${users.email} ilike ${pattern}`) : undefined,
    active ? eq(users.statusId, active === 'active' ? Status.Active : Status.Inactive) : undefined,
  );
}

/**
 * The number of active jobs a user is assigned to (docs/product.md section 3), kept by triggers in
 * user_job_counts (decision 0023): counting per row probed every assignment of the page's users.
 */
const jobCount = sql<number>`coalesce((
  select ${userJobCounts.activeJobs} from ${userJobCounts} where ${userJobCounts.userId} = ${users.id}
), 0)`.mapWith(Number);

/** The earliest expiry among the user's certifications (an index-only lookup), for the list's badge. */
const certificationExpiresOn = sql<string | null>`(
  select min(${userCertifications.expiresOn})::text from ${userCertifications}
  where ${userCertifications.userId} = ${users.id} and ${userCertifications.deletedAt} is null
)`;

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  username: users.username,
  type_id: users.typeId,
  status_id: users.statusId,
  typeName: userTypes.type,
  statusName: statuses.status,
  jobcount: jobCount,
  certification_expires_on: certificationExpiresOn,
  created_at: users.createdAt,
  updated_at: users.updatedAt,
  capacityMinutes: users.dailyCapacityMinutes,
  language: users.language,
};

export function selectUsers(db: Db, where: SQL | undefined) {
  return db
    .select(userColumns)
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.typeId))
    .innerJoin(statuses, eq(statuses.id, users.statusId))
    .where(where);
}

type SelectedUser = Awaited<ReturnType<typeof selectUsers>>[number];

function toDetail({ typeName, statusName, capacityMinutes, ...row }: SelectedUser): UserDetail {
  return {
    ...row,
    type: { type: typeName },
    status: { status: statusName },
    daily_capacity_hours: capacityMinutes / 60,
  };
}

/** One page of the list, as a query of its own so a test can EXPLAIN exactly what runs. */
/** By name, then id: the list's order and its export's keyset. */
export const USERS_KEYSET: Keyset = {
  keys: [key(sql`lower(${users.name})`, 'text'), key(users.id, 'int')],
  direction: 'asc',
};

/** The columns the list sorts by (issue 18); its own order (by name) stays USERS_KEYSET. */
const USER_SORT_COLUMNS: Record<(typeof USER_SORTS)[number], SortColumn> = {
  name: { expr: sql`lower(${users.name})`, type: 'text' },
  email: { expr: sql`lower(${users.email})`, type: 'text' },
  role: { expr: users.typeId, type: 'int' },
  status: { expr: users.statusId, type: 'int' },
  job_count: { expr: jobCount, type: 'int' },
  created_at: { expr: users.createdAt, type: 'timestamptz' },
};

export function usersPageQuery(db: Db, query: UsersFilter) {
  const order = orderOf(
    sortedKeyset(query.sort, USER_SORT_COLUMNS, { expr: users.id, type: 'int' }, USERS_KEYSET),
  );
  // The job counts are worked out for the page's rows only, not for every row a deep page skips.
  const window = { offset: offsetFor(query.page, PAGE_SIZE), limit: PAGE_SIZE };
  return selectUsers(db, onPage(db, users, users.id, usersWhere(query), order, window)).orderBy(...order);
}

export function usersCountQuery(db: Db, query: UsersFilter) {
  return db.select({ total: countAll() }).from(users).where(usersWhere(query));
}

export async function listUsers(db: Db, query: UsersFilter): Promise<{ rows: UserRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([usersPageQuery(db, query), usersCountQuery(db, query)]);
  return {
    total: count?.total ?? 0,
    rows: rows.map((row) => {
      const {
        updated_at: _updated,
        daily_capacity_hours: _capacity,
        language: _language,
        ...listRow
      } = toDetail(row);
      return listRow;
    }),
  };
}

/** A live user, or 404. */
export async function getUser(db: Db, id: number): Promise<UserDetail> {
  const [row] = await selectUsers(db, and(eq(users.id, id), isNull(users.deletedAt)));
  if (!row) throw notFound('user');
  return toDetail(row);
}

export async function softDeleteUser(tx: Db, id: number, actor: SessionUser): Promise<void> {
  // One removal at a time: two Super Admins deleting each other at once would otherwise lock
  // their targets in opposite order and deadlock (a 500 on PostgreSQL) instead of one getting 409.
  await tx.execute(SUPER_ADMIN_REMOVAL_LOCK);
  const [target] = await tx
    .select({ id: users.id, typeId: users.typeId, statusId: users.statusId })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update');
  if (!target) throw notFound('user');
  assertMayManage(actor, target, 'delete');
  if (
    target.typeId === Role.SuperAdmin &&
    target.statusId === Status.Active &&
    (await otherActiveSuperAdmins(tx, id)) === 0
  ) {
    throw conflict('user.lastSuperAdminDelete');
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
  if (!target) throw notFound('deletedItem');
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
  if (taken) throw conflict('user.restoreTaken');
}
