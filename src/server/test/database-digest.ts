import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql-helpers';

/** A digest of every row of every table: equal digests mean a call changed nothing. */
export async function databaseDigest(db: Db): Promise<string> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  expect(tables.map((r) => r.name)).toEqual(expect.arrayContaining(['users', 'sessions', 'audit_log']));
  const digests: string[] = [];
  for (const { name } of tables) {
    const [row] = await queryRows<{ digest: string | null }>(
      db,
      sql`select md5(string_agg(x::text, '|' order by x::text)) as digest from ${sql.identifier(name)} x`,
    );
    digests.push(`${name}:${row?.digest ?? 'empty'}`);
  }
  return digests.join('\n');
}
