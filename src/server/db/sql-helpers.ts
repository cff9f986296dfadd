import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** `%text%` for ILIKE, with the user's own `%`, `_` and `\` matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const offsetFor = (page: number, pageSize: number) => (page - 1) * pageSize;

/**
 * Ids passed as one literal int[] parameter, so the planner sees the list itself (a hashed or
 * indexed match) where a subquery would be guessed at.
 */
export const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

export const countAll = () => sql<number>`count(*)`.mapWith(Number);

/** Raw SQL for what the query builder cannot say; both drivers answer with `{rows}`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** A table joined to a list's own to sort it by a name that lives there (a report's job's location). */
export interface ListJoin {
  table: PgTable;
  on: SQL;
}

/**
 * `id in (the ids of one page)`: the page is found among the keys alone (an index-only scan of
 * the list's order when its index covers the filter) and only its rows are then read and joined.
 * With OFFSET on the full query, every skipped row of a deep page was fetched and joined first
 * (page 2,000 read 50,000 rows). Page numbers stay as the spec has them (decision 0023).
 */
export function onPage(
  db: Db,
  table: PgTable,
  id: PgColumn,
  where: SQL | undefined,
  order: SQL[],
  window: { offset: number; limit: number },
  /** The table(s) a sort column lives in (db/list-sort.ts), joined so the order reads it once per row. */
  join?: ListJoin | readonly ListJoin[],
): SQL {
  let from = db.select({ id }).from(table).$dynamic();
  for (const step of [join ?? []].flat()) from = from.innerJoin(step.table, step.on);
  const keys = from
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  return sql`${id} in ${keys}`;
}
