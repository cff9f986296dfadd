import { type SQL, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '@shared/constants';
import type { TRASH_SORTS, TrashEntity, TrashFilter, TrashItem } from '@shared/schemas/trash';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { nameOf } from '../db/sort-columns';
import { offsetFor, queryRows } from '../db/sql-helpers';
import { notFound } from '../http/errors';
import { RESTORABLE, type TrashKind } from './trash.registry';

interface TrashRow extends Record<string, unknown> {
  entity: TrashEntity;
  id: number;
  name: string | null;
  deleted_at: string | Date;
  deleted_by_id: number | null;
  deleted_by_name: string | null;
}

const dir = (sort: NonNullable<TrashFilter['sort']>) =>
  sort.direction === 'desc' ? sql`desc nulls last` : sql`asc`;

/** A kind's sort key of each column (issue 18): text without case, the kind by its entity. */
const SORT_KEYS: Record<(typeof TRASH_SORTS)[number], (k: TrashKind) => SQL> = {
  kind: (k) => sql`${k.entity}::text`,
  name: (k) => sql`lower(${k.label})`,
  deleted_at: () => sql`deleted_at`,
  deleted_by: (k) => nameOf(users, sql`${k.table}.deleted_by`),
};

/**
 * The rows of a page among every kind's `offset + 25` first: newest first (each from its
 * deleted_at index), or by a column, each kind then sorting its own deleted rows of the last 30
 * days; equal keys go by kind, then id.
 */
function firstOfEachKind(kinds: TrashKind[], offset: number, sort: TrashFilter['sort']): SQL {
  if (!sort) {
    const newest = sql.join(
      kinds.map(
        (k) => sql`(select ${k.entity}::text as entity, id, deleted_at, deleted_by from ${k.table}
          where ${RESTORABLE} order by deleted_at desc, id desc limit ${offset + PAGE_SIZE})`,
      ),
      sql` union all `,
    );
    return sql`select * from (${newest}) trash
      order by deleted_at desc, entity, id desc limit ${PAGE_SIZE} offset ${offset}`;
  }
  const first = sql.join(
    kinds.map(
      (k) => sql`(select ${k.entity}::text as entity, id, deleted_at, deleted_by,
          ${SORT_KEYS[sort.column](k)} as sort_key from ${k.table}
        where ${RESTORABLE} order by sort_key ${dir(sort)}, id ${dir(sort)} limit ${offset + PAGE_SIZE})`,
    ),
    sql` union all `,
  );
  return sql`select * from (${first}) trash
    order by sort_key ${dir(sort)}, entity ${dir(sort)}, id ${dir(sort)} limit ${PAGE_SIZE} offset ${offset}`;
}

/**
 * Everything deleted in the last 30 days, newest first or by a column (`sort`), across every
 * registered kind. Each kind gives only its first `offset + 25`, so a page never labels the whole
 * Trash; the names are looked up for the page's 25 rows alone (decision 0023).
 */
export async function listTrash(
  db: Db,
  kinds: TrashKind[],
  page: number,
  sort?: TrashFilter['sort'],
): Promise<{ items: TrashItem[]; total: number }> {
  if (kinds.length === 0) return { items: [], total: 0 };
  const offset = offsetFor(page, PAGE_SIZE);
  const label = sql.join(
    kinds.map((k) => sql`when ${k.entity} then (select ${k.label} from ${k.table} where id = t.id)`),
    sql` `,
  );
  const counts = sql.join(
    kinds.map((k) => sql`(select count(*) from ${k.table} where ${RESTORABLE})`),
    sql` + `,
  );
  const [rows, countRows] = await Promise.all([
    queryRows<TrashRow>(
      db,
      sql`
      select t.entity, t.id, case t.entity ${label} end as name, t.deleted_at,
             u.id as deleted_by_id, u.name as deleted_by_name
      from (${firstOfEachKind(kinds, offset, sort)}) t
      left join users u on u.id = t.deleted_by
      order by ${sort ? sql`t.sort_key ${dir(sort)}, t.entity ${dir(sort)}, t.id ${dir(sort)}` : sql`t.deleted_at desc, t.entity, t.id desc`}`,
    ),
    queryRows<{ total: number }>(db, sql`select (${counts})::int as total`),
  ]);
  return {
    total: Number(countRows[0]?.total ?? 0),
    items: rows.map((r) => ({
      entity: r.entity,
      id: Number(r.id),
      name: r.name ?? '',
      deleted_at: new Date(r.deleted_at),
      deleted_by:
        r.deleted_by_id === null ? null : { id: Number(r.deleted_by_id), name: r.deleted_by_name ?? '' },
    })),
  };
}

export async function restoreFromTrash(
  tx: Db,
  kind: TrashKind,
  id: number,
  actor: SessionUser,
): Promise<void> {
  await kind.beforeRestore?.(tx, id, actor);
  const rows = await queryRows(
    tx,
    sql`
    update ${kind.table} set deleted_at = null, deleted_by = null, updated_at = now()
    where id = ${id} and ${RESTORABLE} returning id`,
  );
  if (rows.length === 0) throw notFound('deletedItem');
}
