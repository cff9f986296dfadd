import { type SQL, and, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { type Keyset, orderOf } from '../db/keyset';
import { queryRows } from '../db/sql-helpers';

/** How many rows one round trip reads: an export of a million rows never holds more than this. */
export const EXPORT_BATCH = 1000;

/**
 * Where an export's rows come from: a table walked by the list's keyset, or, for a short list
 * gathered from several tables (Expiring, Trash: a few hundred rows at most), the list's own pages.
 */
export type ExportSource<Row> = TableSource<Row> | PagedSource<Row>;

export interface PagedSource<Row> {
  /** The list's own page function: its rows of page `page` (from 1) and the total. */
  page(db: Db, page: number): Promise<{ rows: Row[]; total: number }>;
}

export interface TableSource<Row> {
  table: PgTable;
  id: PgColumn;
  /** Exactly the list's WHERE, built by the list's own function. */
  where: SQL | undefined;
  keyset: Keyset;
  /** The list's own row select for these ids, in the list's order. */
  rows(db: Db, ids: number[]): Promise<Row[]>;
}

function after(keyset: Keyset, last: string[]): SQL {
  const left = sql.join(
    keyset.keys.map((k) => k.expr),
    sql`, `,
  );
  const right = sql.join(
    keyset.keys.map((k, i) => sql`cast(${last[i]} as ${sql.raw(k.type)})`),
    sql`, `,
  );
  return keyset.direction === 'desc' ? sql`(${left}) < (${right})` : sql`(${left}) > (${right})`;
}

/**
 * Every row the list's filter selects, in the list's order, EXPORT_BATCH at a time: each batch
 * takes the keys after the previous batch's last (an index walk, no OFFSET), then reads those rows
 * through the list's own select. Each batch is its own short query, so no transaction or cursor
 * holds the embedded database's one connection while a slow client downloads.
 * `stopped()` is asked between batches: a closed request ends the reading.
 */
export async function* readAll<Row>(
  db: Db,
  source: ExportSource<Row>,
  stopped: () => boolean = () => false,
  batch = EXPORT_BATCH,
): AsyncGenerator<Row[]> {
  if ('page' in source) {
    yield* readPages(db, source, stopped);
    return;
  }
  const { keyset } = source;
  const keyColumns = sql.join(
    keyset.keys.map((k, i) => sql`(${k.expr})::text as ${sql.identifier(`k${i}`)}`),
    sql`, `,
  );
  let last: string[] | undefined;
  while (!stopped()) {
    const where = and(source.where, last ? after(keyset, last) : undefined) ?? sql`true`;
    const keys = await queryRows<Record<string, string>>(
      db,
      sql`select ${source.id} as id, ${keyColumns} from ${source.table}
          where ${where} order by ${sql.join(orderOf(keyset), sql`, `)} limit ${batch}`,
    );
    if (keys.length === 0) return;
    const lastKey = keys[keys.length - 1] as Record<string, string>;
    last = keyset.keys.map((_, i) => lastKey[`k${i}`] as string);
    yield await source.rows(
      db,
      keys.map((k) => Number(k.id)),
    );
    if (keys.length < batch) return;
  }
}

/** Page after page of the list until the total is read (or a page comes back empty). */
async function* readPages<Row>(
  db: Db,
  source: PagedSource<Row>,
  stopped: () => boolean,
): AsyncGenerator<Row[]> {
  let read = 0;
  for (let page = 1; !stopped(); page += 1) {
    const { rows, total } = await source.page(db, page);
    if (rows.length === 0) return;
    yield rows;
    read += rows.length;
    if (read >= total) return;
  }
}
