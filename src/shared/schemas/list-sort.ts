/**
 * Sorting any list by a column (issue 18, decision 0036): `?sort=name` ascending, `?sort=-name`
 * descending, absent for the list's own order. Each list names its sortable columns once; anything
 * else is a 400 listing them (validation.choice).
 */
import { z } from 'zod';

export type SortDirection = 'asc' | 'desc';
export interface ListSort<C extends string = string> {
  column: C;
  direction: SortDirection;
}

/** The `sort` query of a list whose sortable columns are `columns`. */
export function sortQuery<const C extends string>(columns: readonly [C, ...C[]]) {
  const values = columns.flatMap((c) => [c, `-${c}`]) as [string, ...string[]];
  return z
    .enum(values)
    .optional()
    .transform((v): ListSort<C> | undefined =>
      v === undefined
        ? undefined
        : v.startsWith('-')
          ? { column: v.slice(1) as C, direction: 'desc' }
          : { column: v as C, direction: 'asc' },
    );
}

/** The URL value of a sort: `name`, `-name`, or undefined for the list's own order. */
export const sortParam = (sort: ListSort | undefined): string | undefined =>
  sort ? `${sort.direction === 'desc' ? '-' : ''}${sort.column}` : undefined;

/** A URL value back as a sort; anything not of `columns` is the list's own order. */
export function sortFrom<C extends string>(
  value: string | null | undefined,
  columns: readonly C[],
): ListSort<C> | undefined {
  if (!value) return undefined;
  const desc = value.startsWith('-');
  const column = (desc ? value.slice(1) : value) as C;
  return columns.includes(column) ? { column, direction: desc ? 'desc' : 'asc' } : undefined;
}
