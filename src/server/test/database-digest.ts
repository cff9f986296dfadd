import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql-helpers';

/**
 * A digest of every table's rows: equal digests mean a call wrote nothing. Per table, how many
 * rows and the newest transaction that wrote one of them (`xmin`): an insert or an update leaves a
 * row written by a newer transaction, a delete lowers the count. Reading the rows' contents and
 * sorting them, as this did before, took two thirds of the CSRF test's time (~500 calls, two
 * digests each); this reads no contents. Stricter than comparing contents: a row rewritten with
 * the same values counts as written too, which a refused call must not do either.
 */
export async function databaseDigest(db: Db): Promise<string> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  expect(tables.map((r) => r.name)).toEqual(expect.arrayContaining(['users', 'sessions', 'audit_log']));
  // One statement for all the tables: a round trip per table made the CSRF test the API suite's slowest file.
  const perTable = tables.map(
    ({ name }) =>
      sql`select ${name}::text as name, (select count(*) || '@' || coalesce(max(x.xmin::text::bigint), 0) from ${sql.identifier(name)} x) as digest`,
  );
  const rows = await queryRows<{ name: string; digest: string }>(
    db,
    sql`${sql.join(perTable, sql` union all `)} order by name`,
  );
  return rows.map((r) => `${r.name}:${r.digest}`).join('\n');
}
