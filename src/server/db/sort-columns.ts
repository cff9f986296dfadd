import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Sort keys the lists share (issue 18, beside list-sort.ts). A list's page is chosen among its own
 * table's ids (onPage), so a name from another table is a lookup per row, not a join.
 */

/** The lower-cased name of the row of `table` whose id is `id` (null when there is none). */
export const nameOf = (table: PgTable, id: SQL | { getSQL(): SQL }) =>
  sql`(select lower(n.name) from ${table} n where n.id = ${id})`;

/** A choice's place in its list (a workflow, a scale), not its spelling, which a language would sort differently. */
export const rankOf = (values: readonly string[], column: SQL | { getSQL(): SQL }) =>
  sql`array_position(array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[], ${column})`;
