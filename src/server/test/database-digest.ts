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
  // One statement for all the tables: the CSRF test takes two digests for each of its ~500 calls,
  // and a round trip per table made it the slowest file of the API suite.
  const perTable = tables.map(
    ({ name }) =>
      sql`select ${name}::text as name, (select md5(string_agg(x::text, '|' order by x::text)) from ${sql.identifier(name)} x) as digest`,
  );
  const rows = await queryRows<{ name: string; digest: string | null }>(
    db,
    sql`${sql.join(perTable, sql` union all `)} order by name`,
  );
  return rows.map((r) => `${r.name}:${r.digest ?? 'empty'}`).join('\n');
}
