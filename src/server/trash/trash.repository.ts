import { sql } from 'drizzle-orm';
import { PAGE_SIZE } from '@shared/constants';
import type { TrashEntity, TrashItem } from '@shared/schemas/trash';
import type { SessionUser } from '../auth/sessions.repository';
import type { Db } from '../db/client';
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

/** Everything deleted in the last 30 days, newest first, across every registered kind. */
export async function listTrash(
  db: Db,
  kinds: TrashKind[],
  page: number,
): Promise<{ items: TrashItem[]; total: number }> {
  if (kinds.length === 0) return { items: [], total: 0 };
  const trash = sql.join(
    kinds.map(
      (k) => sql`select ${k.entity}::text as entity, id, ${k.label} as name, deleted_at, deleted_by
        from ${k.table} where ${RESTORABLE}`,
    ),
    sql` union all `,
  );
  const [rows, countRows] = await Promise.all([
    queryRows<TrashRow>(
      db,
      sql`
      with trash as (${trash})
      select t.entity, t.id, t.name, t.deleted_at, u.id as deleted_by_id, u.name as deleted_by_name
      from trash t left join users u on u.id = t.deleted_by
      order by t.deleted_at desc, t.entity, t.id desc
      limit ${PAGE_SIZE} offset ${offsetFor(page, PAGE_SIZE)}`,
    ),
    queryRows<{ total: number }>(db, sql`with trash as (${trash}) select count(*)::int as total from trash`),
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
