import type { SQL } from 'drizzle-orm';
import type { ListSort } from '@shared/schemas/list-sort';
import { type Keyset, key, type KeyType, orderOf } from './keyset';
import type { ListJoin } from './sql-helpers';

/**
 * A sortable column of a list: what it orders by (`lower(name)` for text read without case), and
 * the table it lives in when that is not the list's own (a report's job): the page's keys are then
 * found with that table joined. A subquery per row instead read one job per report, 300,000 reads
 * (900 ms) to sort 300,000 reports; the join walks the jobs once (100 ms), or in name order with
 * an index on it. The list's row select must join that table too (the outer ORDER BY reads it).
 */
export interface SortColumn {
  expr: SQL | { getSQL(): SQL };
  type: KeyType;
  /** In join order: a report's job, then that job's location. */
  join?: ListJoin | readonly ListJoin[];
  /** The column is NOT NULL: one ascending index on it (and the id) serves both directions. */
  neverNull?: true;
}

/**
 * The keyset of a list sorted by one of its columns (issue 18, decision 0036): that column, then
 * the row's id so equal values keep one order from page to page, both in the sort's direction.
 * Without a sort, the list's own order. Nulls come last either way (orderOf); a column that is
 * never null is sorted descending by plain DESC, so its ascending index serves that too.
 */
export function sortedKeyset<C extends string>(
  sort: ListSort<C> | undefined,
  columns: Record<C, SortColumn>,
  id: SortColumn,
  own: Keyset,
): Keyset {
  if (!sort) return own;
  const column = columns[sort.column];
  return {
    keys: [key(column.expr, column.type), key(id.expr, id.type)],
    direction: sort.direction,
    ...(column.neverNull ? { neverNull: true } : {}),
  };
}

/** A list's ORDER BY under a sort (or its own), and the table to join for it (onPage's `join`). */
export function sortedOrder<C extends string>(
  sort: ListSort<C> | undefined,
  columns: Record<C, SortColumn>,
  id: SortColumn,
  own: Keyset,
): { order: SQL[]; join?: SortColumn['join'] } {
  return {
    order: orderOf(sortedKeyset(sort, columns, id, own)),
    join: sort ? columns[sort.column].join : undefined,
  };
}
