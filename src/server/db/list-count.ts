import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { queryRows } from './sql-helpers';

/**
 * Up to this many matching rows a list's total is exact. Counting a million rows exactly takes
 * a few hundred milliseconds however it is indexed (PostgreSQL must visit every entry), so past
 * it a list reports the planner's estimate instead (docs/decisions/0023-lists-at-a-million-rows.md).
 */
export const EXACT_COUNT_LIMIT = 10_000;

export interface Count {
  total: number;
  estimated: boolean;
}

async function exactCount(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${table} where ${where ?? sql`true`}`,
  );
  return Number(row?.n ?? 0);
}

/** What the planner expects `select … where` to return, from the table's statistics. */
export async function plannerEstimate(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
    db,
    sql`explain (format json) select 1 from ${table} where ${where ?? sql`true`}`,
  );
  const raw = row?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(plan[0].Plan['Plan Rows']);
}

/**
 * With `estimateFirst`, a planner estimate of more than this many times the limit is answered as
 * it is, without the capped count: for a text matching a quarter of a million jobs, finding the
 * first 10,001 matches read 44,000 rows through ILIKE (15 ms), to learn only that there are many.
 */
export const TRUSTED_ESTIMATE_FACTOR = 10;

/**
 * The list's total: exact whenever at most `limit` rows match (a count that stops there costs a
 * few milliseconds); past it the planner's estimate, never below what was counted. For plain
 * column conditions the estimate is as fresh as the last ANALYZE; for text it is a guess, which
 * settleTotal corrects as the pages are walked. `estimateFirst` (text filters) asks the planner
 * first and skips the count when it expects over TRUSTED_ESTIMATE_FACTOR × `limit` rows; a far too high guess shows
 * as an estimated total until the pages are walked to the real end. `order` (the list's own)
 * makes the count walk the list's index like its page does: for a filter checked row by row, the
 * planner otherwise built a bitmap of every live row (a million) before checking the first.
 * `neverSort` (with `order`) also takes sorting off the planner's table for that one statement:
 * it guesses a row-by-row check (a subquery's ILIKE) matches almost nothing (99 of a million
 * reports), so once the cap passes that guess, reading every row and sorting the matches looked
 * as cheap as walking the index to the cap: for a tenth of the reports it read them all (5.6 s).
 * It opens a transaction of its own, so `db` must not be one. `estimate` replaces the planner's
 * estimate of the whole condition where the caller knows better.
 */
export async function countRows(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  limit = EXACT_COUNT_LIMIT,
  {
    estimateFirst = false,
    order,
    neverSort = false,
    estimate = () => plannerEstimate(db, table, where),
  }: {
    estimateFirst?: boolean;
    order?: SQL[];
    neverSort?: boolean;
    estimate?: () => Promise<number>;
  } = {},
): Promise<Count> {
  const expected = estimateFirst ? await estimate() : undefined;
  if (expected !== undefined && expected > TRUSTED_ESTIMATE_FACTOR * limit) {
    return { total: expected, estimated: true };
  }
  const capped = sql`select count(*)::int as n from (
      select 1 from ${table} where ${where ?? sql`true`}
      ${order ? sql`order by ${sql.join(order, sql`, `)}` : sql``} limit ${limit + 1}
    ) capped`;
  const [counted] =
    neverSort && order
      ? await db.transaction(async (tx) => {
          // Local to this transaction: the pooled connection's other statements plan as usual.
          await tx.execute(sql`select set_config('enable_sort', 'off', true)`);
          return queryRows<{ n: number }>(tx, capped);
        })
      : await queryRows<{ n: number }>(db, capped);
  const n = Number(counted?.n ?? 0);
  if (n <= limit) return { total: n, estimated: false };
  return { total: Math.max(expected ?? (await estimate()), n), estimated: true };
}

/**
 * Makes an estimated total consistent with the page in hand, so every row stays reachable by
 * paging: a page with a next page after it raises the total past it; a short page is the last
 * one, and gives the exact total; a page past the real end (the estimate was high) counts exactly.
 */
export async function settleTotal(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  count: Count,
  page: { offset: number; rows: number; more: boolean },
): Promise<Count> {
  if (!count.estimated) return count;
  if (page.more) return { total: Math.max(count.total, page.offset + page.rows + 1), estimated: true };
  if (page.rows > 0) return { total: page.offset + page.rows, estimated: false };
  return { total: await exactCount(db, table, where), estimated: false };
}
