import { type SQL, sql } from 'drizzle-orm';

/** The PostgreSQL type a sort key is compared as, once read back as text. */
export type KeyType = 'timestamptz' | 'date' | 'text' | 'int' | 'bigint' | 'float8';

/**
 * A list's order as a keyset: every key in one direction, the last one the row's unique id. The
 * list's ORDER BY is built from it (orderOf), so its page and its export (export/export-source.ts,
 * which walks it batch after batch) can never disagree on the order.
 */
export interface Keyset {
  keys: { expr: SQL; type: KeyType }[];
  direction: 'asc' | 'desc';
  /**
   * Every key is NOT NULL (a sort by such a column, issue 18): descending is then plain DESC, the
   * exact reverse of ASC, so one ascending index serves both directions by a backward scan.
   */
  neverNull?: boolean;
}

export const key = (expr: SQL | { getSQL(): SQL }, type: KeyType) => ({
  expr: 'getSQL' in expr ? expr.getSQL() : expr,
  type,
});

/**
 * The ORDER BY of a keyset, spelled as the list indexes are built: newest first is DESC NULLS
 * LAST (plain DESC means NULLS FIRST, which PostgreSQL will not serve from them, decision 0023).
 */
export function orderOf(keyset: Keyset): SQL[] {
  const dir = keyset.direction === 'asc' ? sql`asc` : keyset.neverNull ? sql`desc` : sql`desc nulls last`;
  return keyset.keys.map((k) => sql`${k.expr} ${dir}`);
}
