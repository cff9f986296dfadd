import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE, Status } from '@shared/constants';
import { type GROUP_SORTS, type GroupDetail, type GroupRow } from '@shared/schemas/groups';
import type { ListSort } from '@shared/schemas/list-sort';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { type Keyset, key, orderOf } from '../db/keyset';
import { type SortColumn, sortedKeyset } from '../db/list-sort';
import { groups } from '../db/schema/groups';
import { groupJobCounts } from '../db/schema/job-counts';
import { statuses, userTypes } from '../db/schema/lookups';
import { containsPattern, countAll, offsetFor, onPage } from '../db/sql-helpers';
import { conflict, HttpError, notFound } from '../http/errors';
import { RESTORABLE } from '../trash/trash.public';

export interface GroupsFilter {
  filter?: string;
  page: number;
  active?: 'active' | 'inactive';
  sort?: ListSort<(typeof GROUP_SORTS)[number]>;
}

export interface GroupInput {
  name: string;
  type_id: number;
  status_id: number;
}

/** The list's WHERE; its page, count and export (export/lists) all build it here. */
export function groupsWhere({ filter, active }: Omit<GroupsFilter, 'page'>) {
  return and(
    isNull(groups.deletedAt),
    // Served by the trigram index on the name.
    filter ? sql`${groups.name} ilike ${containsPattern(filter)}` : undefined,
    active ? eq(groups.statusId, active === 'active' ? Status.Active : Status.Inactive) : undefined,
  );
}

/**
 * docs/product.md section 3: the distinct active jobs assigned to the group's members. Deleted
 * members have left the group's lists, so their jobs no longer count. Kept by triggers in
 * group_job_counts (decision 0023): counting per row probed every assignment of every member.
 */
const jobCount = sql<number>`coalesce((
  select ${groupJobCounts.activeJobs} from ${groupJobCounts} where ${groupJobCounts.groupId} = ${groups.id}
), 0)`.mapWith(Number);

const groupColumns = {
  id: groups.id,
  name: groups.name,
  type_id: groups.typeId,
  status_id: groups.statusId,
  typeName: userTypes.type,
  statusName: statuses.status,
  jobcount: jobCount,
  created_at: groups.createdAt,
  updated_at: groups.updatedAt,
};

export function selectGroups(db: Db, where: SQL | undefined) {
  return db
    .select(groupColumns)
    .from(groups)
    .innerJoin(userTypes, eq(userTypes.id, groups.typeId))
    .innerJoin(statuses, eq(statuses.id, groups.statusId))
    .where(where);
}

type SelectedGroup = Awaited<ReturnType<typeof selectGroups>>[number];

function toDetail({ typeName, statusName, ...row }: SelectedGroup): GroupDetail {
  return { ...row, type: { type: typeName }, status: { status: statusName } };
}

/** One page of the list, sorted by name then id, as a query of its own so a test can EXPLAIN it. */
/** By name, then id: the list's order and its export's keyset. */
export const GROUPS_KEYSET: Keyset = {
  keys: [key(sql`lower(${groups.name})`, 'text'), key(groups.id, 'int')],
  direction: 'asc',
};

/** The columns the list sorts by (issue 18); its own order (by name) stays GROUPS_KEYSET. */
const GROUP_SORT_COLUMNS: Record<(typeof GROUP_SORTS)[number], SortColumn> = {
  name: { expr: sql`lower(${groups.name})`, type: 'text' },
  role: { expr: groups.typeId, type: 'int' },
  status: { expr: groups.statusId, type: 'int' },
  job_count: { expr: jobCount, type: 'int' },
  created_at: { expr: groups.createdAt, type: 'timestamptz' },
};

export function groupsPageQuery(db: Db, query: GroupsFilter) {
  const order = orderOf(
    sortedKeyset(query.sort, GROUP_SORT_COLUMNS, { expr: groups.id, type: 'int' }, GROUPS_KEYSET),
  );
  // The job counts are worked out for the page's rows only, not for every row a deep page skips.
  const window = { offset: offsetFor(query.page, PAGE_SIZE), limit: PAGE_SIZE };
  return selectGroups(db, onPage(db, groups, groups.id, groupsWhere(query), order, window)).orderBy(...order);
}

export async function listGroups(db: Db, query: GroupsFilter): Promise<{ rows: GroupRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    groupsPageQuery(db, query),
    db.select({ total: countAll() }).from(groups).where(groupsWhere(query)),
  ]);
  return {
    total: count?.total ?? 0,
    rows: rows.map((row) => {
      const { updated_at: _updated, ...listRow } = toDetail(row);
      return listRow;
    }),
  };
}

/** A live group, or 404. */
export async function getGroup(db: Db, id: number): Promise<GroupDetail> {
  const [row] = await selectGroups(db, and(eq(groups.id, id), isNull(groups.deletedAt)));
  if (!row) throw notFound('group');
  return toDetail(row);
}

/**
 * Group names are unique among live groups, ignoring case. No unique index holds that, so
 * saves that name a group take this lock and check one at a time.
 */
const GROUP_NAME_LOCK = sql`select pg_advisory_xact_lock(724063)`;

async function assertNameFree(tx: Db, name: string, exceptId?: number): Promise<void> {
  await tx.execute(GROUP_NAME_LOCK);
  const [taken] = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(
        isNull(groups.deletedAt),
        eq(sql`lower(${groups.name})`, name.toLowerCase()),
        exceptId ? ne(groups.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new HttpError(409, 'group.nameTaken', { name: 'group.nameTaken' });
}

export async function createGroup(tx: Db, input: GroupInput): Promise<GroupDetail> {
  await assertNameFree(tx, input.name);
  const [row] = await tx
    .insert(groups)
    .values({ name: input.name, typeId: input.type_id, statusId: input.status_id })
    .returning({ id: groups.id });
  return getGroup(tx, row!.id);
}

export async function updateGroup(tx: Db, id: number, input: GroupInput): Promise<GroupDetail> {
  const [target] = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.id, id), isNull(groups.deletedAt)))
    .for('update');
  if (!target) throw notFound('group');
  await assertNameFree(tx, input.name, id);
  await tx
    .update(groups)
    .set({ name: input.name, typeId: input.type_id, statusId: input.status_id })
    .where(eq(groups.id, id));
  return getGroup(tx, id);
}

/** Soft delete: the memberships stay, so a restore brings the group back whole. */
export async function softDeleteGroup(tx: Db, id: number, actor: SessionUser): Promise<void> {
  const rows = await tx
    .update(groups)
    .set({ deletedAt: new Date(), deletedBy: actor.id })
    .where(and(eq(groups.id, id), isNull(groups.deletedAt)))
    .returning({ id: groups.id });
  if (rows.length === 0) throw notFound('group');
}

/** A restored group must not share its name with a live group created meanwhile. */
export async function assertGroupRestorable(tx: Db, id: number): Promise<void> {
  const [target] = await tx
    .select({ name: groups.name })
    .from(groups)
    .where(and(eq(groups.id, id), RESTORABLE));
  if (!target) throw notFound('deletedItem');
  await tx.execute(GROUP_NAME_LOCK);
  const [taken] = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(and(isNull(groups.deletedAt), eq(sql`lower(${groups.name})`, target.name.toLowerCase())))
    .limit(1);
  if (taken) {
    throw conflict('group.restoreTaken');
  }
}
