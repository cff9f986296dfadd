import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { countAll, queryRows } from '../db/sql-helpers';

/**
 * Up to this many matching jobs the total is always exact. Counting a million jobs exactly takes
 * a few hundred milliseconds however it is indexed (PostgreSQL must visit every entry), so an
 * unfiltered list past this size reports the planner's estimate instead (docs/decisions).
 */
export const EXACT_COUNT_LIMIT = 10_000;

export interface Count {
  total: number;
  estimated: boolean;
}

async function exactCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: countAll() }).from(jobs).where(where);
  return row?.total ?? 0;
}

/** What the planner expects `select … where` to return, from the table's statistics. */
async function plannerEstimate(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
    db,
    sql`explain (format json) select 1 from ${jobs} where ${where ?? sql`true`}`,
  );
  const raw = row?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(plan[0].Plan['Plan Rows']);
}

/**
 * The list's total. Exact whenever the matching jobs number at most EXACT_COUNT_LIMIT (a count
 * that stops there costs a few milliseconds) or when `estimable` is false: a text, user or group
 * filter, whose selectivity the statistics cannot tell. Otherwise (no filter, Active | Inactive,
 * a location) the planner's estimate, which for plain column conditions is as fresh as the last
 * ANALYZE (autovacuum redoes it after about a tenth of the table changed).
 */
export async function countJobs(db: Db, where: SQL | undefined, estimable: boolean): Promise<Count> {
  if (!estimable) return { total: await exactCount(db, where), estimated: false };
  const [capped] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
          select 1 from ${jobs} where ${where ?? sql`true`} limit ${EXACT_COUNT_LIMIT + 1}
        ) capped`,
  );
  const n = Number(capped?.n ?? 0);
  if (n <= EXACT_COUNT_LIMIT) return { total: n, estimated: false };
  return { total: Math.max(await plannerEstimate(db, where), n), estimated: true };
}

/**
 * Makes an estimated total consistent with the page in hand, so every job stays reachable by
 * paging: a page with a next page after it raises the total past it; a short page is the last
 * one, and gives the exact total; a page past the real end (the estimate was high) counts exactly.
 */
export async function settleTotal(
  db: Db,
  where: SQL | undefined,
  count: Count,
  page: { offset: number; rows: number; more: boolean },
): Promise<Count> {
  if (!count.estimated) return count;
  if (page.more) return { total: Math.max(count.total, page.offset + page.rows + 1), estimated: true };
  if (page.rows > 0) return { total: page.offset + page.rows, estimated: false };
  return { total: await exactCount(db, where), estimated: false };
}
