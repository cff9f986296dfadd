import { expect } from 'vitest';
import { PAGE_SIZE } from '@shared/constants';
import type { Session, TestApp } from '../test/test-app';

/** Five letters each, some differing only in case: equal under lower(), so the id decides. */
export const WORDS = [
  'apple',
  'Apple',
  'berry',
  'Cedar',
  'daisy',
  'EAGLE',
  'fable',
  'Grape',
  'hazel',
  'IGLOO',
];
/** The i-th of `n` rows' word: every word comes up more than once, so ties are common. */
export const wordOf = (i: number) => WORDS[(i * 7) % WORDS.length] as string;

export type SortValue = string | number | null;

/** Ascending or descending by the value (text without case), nulls last either way, then by id. */
export function expectedOrder<R>(
  rows: R[],
  id: (r: R) => number,
  value: (r: R) => SortValue,
  direction: 'asc' | 'desc',
): number[] {
  const sign = direction === 'asc' ? 1 : -1;
  const norm = (v: SortValue) => (typeof v === 'string' ? v.toLowerCase() : v);
  return [...rows]
    .sort((a, b) => {
      const x = norm(value(a));
      const y = norm(value(b));
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
      } else if (x !== y) {
        return x < y ? -sign : sign;
      }
      return (id(a) - id(b)) * sign;
    })
    .map(id);
}

export interface SortedList<R> {
  /** The list's URL with its filter, without `sort` and `page`. */
  url: string;
  rows: (body: unknown) => R[];
  id: (r: R) => number;
  columns: Record<string, (r: R) => SortValue>;
}

async function fetchRows<R>(t: TestApp, session: Session, list: SortedList<R>, query: string) {
  const res = await t.request(session, { method: 'GET', url: `${list.url}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return list.rows(res.json());
}

/**
 * Every column ascending and descending, two pages read one after the other: together they are
 * the rows in the order a sort in JS gives, and page 2 continues page 1 without a gap or repeat.
 */
export async function expectEverySort<R>(t: TestApp, session: Session, list: SortedList<R>, made: number) {
  const all = [
    ...(await fetchRows(t, session, list, '&page=1')),
    ...(await fetchRows(t, session, list, '&page=2')),
  ];
  expect(all).toHaveLength(made);
  expect(made).toBeGreaterThan(PAGE_SIZE);
  for (const [column, value] of Object.entries(list.columns)) {
    for (const direction of ['asc', 'desc'] as const) {
      const sort = direction === 'asc' ? column : `-${column}`;
      const page1 = await fetchRows(t, session, list, `&sort=${sort}`);
      const page2 = await fetchRows(t, session, list, `&sort=${sort}&page=2`);
      expect(page1, sort).toHaveLength(PAGE_SIZE);
      expect([...page1, ...page2].map(list.id), sort).toEqual(expectedOrder(all, list.id, value, direction));
    }
  }
}

/** An unknown column is a 400 naming the allowed values. */
export async function expectUnknownRefused(t: TestApp, session: Session, url: string, allowed: string[]) {
  const res = await t.request(session, { method: 'GET', url: `${url}?sort=nope` });
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json<{ fieldCodes: { sort: { code: string; params: { values: string } } } }>();
  expect(body.fieldCodes.sort.code).toBe('validation.choice');
  const values = body.fieldCodes.sort.params.values.split(', ');
  expect(values).toEqual(allowed.flatMap((c) => [c, `-${c}`]));
}

export const time = (v: string | Date) => new Date(v).getTime();
