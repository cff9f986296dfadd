import { createHash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { BackupManifest } from '@shared/schemas/backup';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql-helpers';

/** How many rows one round trip fetches: a million-row table never sits in memory whole. */
const FETCH_ROWS = 2000;

export interface TableInfo {
  name: string;
  /** Primary-key columns: the order rows are written in, so a table's hash does not depend on storage order. */
  key: string[];
}

const ident = (name: string) => sql.identifier(name);
const list = (names: string[]) => sql.join(names.map(ident), sql`, `);

/**
 * Settings that fix how rows print, so one row prints the same on PGlite and on PostgreSQL, at
 * backup and at restore: time stamps in UTC, shortest exact floats, hex bytea.
 */
export async function fixOutputSettings(tx: Db): Promise<void> {
  await tx.execute(sql`set local time zone 'UTC'`);
  await tx.execute(sql`set local extra_float_digits = 1`);
  await tx.execute(sql`set local bytea_output = 'hex'`);
}

/** The application's tables (schema `public`) with their primary keys, by name. */
export async function listTables(tx: Db): Promise<TableInfo[]> {
  const rows = await queryRows<{ name: string; key: string }>(
    tx,
    sql`select c.relname as name,
          coalesce((select json_agg(a.attname::text order by k.ord)
                    from pg_index i
                    cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
                    join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
                    where i.indrelid = c.oid and i.indisprimary), '[]')::text as key
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')
        order by c.relname`,
  );
  return rows.map((r) => ({ name: r.name, key: JSON.parse(r.key) as string[] }));
}

/**
 * Reads a table in key order through a cursor, FETCH_ROWS at a time, handing each row's JSON text
 * to `onRows`. Returns the row count and the SHA-256 of the lines (each row followed by "\n").
 */
export async function readTable(
  tx: Db,
  table: TableInfo,
  onRows: (lines: string) => Promise<void>,
): Promise<{ rows: number; sha256: string }> {
  const order: SQL = table.key.length > 0 ? list(table.key) : sql`row_to_json(t)::text`;
  await tx.execute(
    sql`declare fieldbook_dump no scroll cursor for
        select row_to_json(t)::text as j from ${ident(table.name)} t order by ${order}`,
  );
  const hash = createHash('sha256');
  let rows = 0;
  for (;;) {
    const batch = await queryRows<{ j: string }>(tx, sql.raw(`fetch ${FETCH_ROWS} from fieldbook_dump`));
    if (batch.length === 0) break;
    const lines = batch.map((r) => `${r.j}\n`).join('');
    hash.update(lines);
    rows += batch.length;
    await onRows(lines);
  }
  await tx.execute(sql`close fieldbook_dump`);
  return { rows, sha256: hash.digest('hex') };
}

async function write(stream: WriteStream, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}

export async function appliedMigrations(tx: Db): Promise<BackupManifest['migrations']> {
  const rows = await queryRows<{ when: string; hash: string }>(
    tx,
    sql`select created_at::text as "when", hash from drizzle.__drizzle_migrations order by created_at`,
  );
  return rows.map((r) => ({ when: Number(r.when), hash: r.hash }));
}

/**
 * Writes every application table to `dir/tables/<name>.jsonl` from ONE snapshot: a read-only
 * REPEATABLE READ transaction sees the database as it was at its first query, whatever other
 * processes commit meanwhile. Sequences are read too; they are not transactional, so their values
 * may run ahead of the rows, which only leaves a gap in the ids.
 */
export async function dumpDatabase(
  db: Db,
  dir: string,
): Promise<Pick<BackupManifest, 'migrations' | 'tables' | 'sequences'>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    await fixOutputSettings(tx);
    const migrations = await appliedMigrations(tx);
    const tables: BackupManifest['tables'] = [];
    for (const table of await listTables(tx)) {
      const out = createWriteStream(path.join(dir, `${table.name}.jsonl`), { flags: 'wx' });
      try {
        const result = await readTable(tx, table, (lines) => write(out, lines));
        tables.push({ name: table.name, ...result });
      } finally {
        out.end();
        await once(out, 'close');
      }
    }
    const sequences = await queryRows<{ name: string; lastValue: string | null }>(
      tx,
      sql`select sequencename::text as name, last_value::text as "lastValue"
          from pg_sequences where schemaname = 'public' order by sequencename`,
    );
    return { migrations, tables, sequences };
  });
}
