import { expect } from 'vitest';

/** A sort key as a test reads it from a row: text (compared without case), a number, or null. */
export type SortValue = string | number | null;

export interface SortedList<R> {
  /** One page of the list, `query` holding `page` and `sort` (and whatever filter the test adds). */
  page: (query: string) => Promise<{ rows: R[]; total: number }>;
  /** The row's identity, unique across the list (the tie-breaker the server uses). */
  id: (row: R) => number | string;
  /** Each sortable column with how to read its value from a row. */
  columns: Record<string, (row: R) => SortValue>;
  /** Orders rows of equal value; defaults to the id, in the sort's direction. */
  tie?: (a: R, b: R) => number;
}

const compareValues = (a: SortValue, b: SortValue) => {
  const x = typeof a === 'string' ? a.toLowerCase() : a;
  const y = typeof b === 'string' ? b.toLowerCase() : b;
  return x === y ? 0 : (x as number | string) < (y as number | string) ? -1 : 1;
};

/**
 * What the server should answer for a sort, worked out in JavaScript: the column's value, text
 * without case, nulls last either way, then the tie-breaker in the same direction.
 */
export function sortedLikeServer<R>(
  rows: R[],
  value: (row: R) => SortValue,
  tie: (a: R, b: R) => number,
  direction: 'asc' | 'desc',
): R[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? sign * tie(a, b) : x === null ? 1 : -1;
    return sign * (compareValues(x, y) || tie(a, b));
  });
}

/** Every page of the list under `query`, in the order the server gives. */
export async function allPages<R>(list: SortedList<R>, query: string): Promise<R[]> {
  const rows: R[] = [];
  for (let page = 1; page < 100; page += 1) {
    const got = await list.page(`page=${page}${query}`);
    rows.push(...got.rows);
    if (got.rows.length === 0 || rows.length >= got.total) break;
  }
  return rows;
}

/**
 * Every column ascending and descending: the pages together are each row once (page 2 goes on
 * where page 1 ended) in the order a JavaScript sort of the same rows gives. `filter` narrows the
 * list to the test's own rows; there must be more than one page of them.
 */
export async function expectEverySort<R>(list: SortedList<R>, filter = ''): Promise<void> {
  const own = await allPages(list, filter);
  expect(own.length, 'the test needs more than one page of rows').toBeGreaterThan(25);
  const ids = own.map(list.id);
  for (const [column, value] of Object.entries(list.columns)) {
    for (const direction of ['asc', 'desc'] as const) {
      const sort = `&sort=${direction === 'desc' ? '-' : ''}${column}`;
      const rows = await allPages(list, `${filter}${sort}`);
      const byId = (a: R, b: R) => compareValues(list.id(a), list.id(b));
      const expected = sortedLikeServer(own, value, list.tie ?? byId, direction);
      expect(rows.map(list.id), `${column} ${direction}`).toEqual(expected.map(list.id));
      expect(new Set(rows.map(list.id)).size).toBe(ids.length);
    }
  }
}

/** An unknown column is refused with a 400 naming what the list sorts by. */
export function expectUnknownSortRefused(
  res: { statusCode: number; json: () => unknown; body: string },
  columns: string[],
): void {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ fieldCodes: { sort: { code: 'validation.choice' } } });
  for (const column of columns) expect(res.body).toContain(`-${column}`);
}
