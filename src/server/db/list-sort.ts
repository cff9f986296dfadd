import type { SQL } from 'drizzle-orm';
import type { ListSort } from '@shared/schemas/list-sort';
import { type Keyset, key, type KeyType } from './keyset';

/** A sortable column of a list: what it orders by (`lower(name)` for text read without case). */
export interface SortColumn {
  expr: SQL | { getSQL(): SQL };
  type: KeyType;
}

/**
 * The keyset of a list sorted by one of its columns (issue 18, decision 0036): that column, then
 * the row's id so equal values keep one order from page to page, both in the sort's direction.
 * Without a sort, the list's own order. Nulls come last either way (orderOf).
 */
export function sortedKeyset<C extends string>(
  sort: ListSort<C> | undefined,
  columns: Record<C, SortColumn>,
  id: SortColumn,
  own: Keyset,
): Keyset {
  if (!sort) return own;
  const column = columns[sort.column];
  return { keys: [key(column.expr, column.type), key(id.expr, id.type)], direction: sort.direction };
}
