import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDaysTo } from '@shared/dates';
import { Role } from '@shared/constants';
import { frozenRecord } from '@shared/frozen-record.fixtures';
import { queryRows } from '../db/sql-helpers';
import { createTestApp, type TestApp } from '../test/test-app';
import { insertFinished, insertFinishedReport } from './compliance-db.fixtures';
import { FILING_BATCH, filingPage, filingRecords } from './filing-records';
import { readiness, scopeRecordsQuery } from './readiness';

let t: TestApp;
let reportId: number;
let userId: number;
const YEAR = { state: 'NY', from: '2026-01-01', to: '2026-12-31' } as const;
// More than a batch, spread over most days of the year: a read that went day by day would send
// hundreds of queries, and one batch ends inside a day.
const DAYS = 300;
const PER_DAY = 8;

beforeAll(async () => {
  t = await createTestApp();
  userId = (await t.loginAs(Role.Technician)).userId;
  reportId = await insertFinishedReport(t.db, userId);
  // Written newest day first, so id order is not date order.
  const days = Array.from({ length: DAYS }, (_, i) => addDaysTo(YEAR.from, DAYS - 1 - i));
  const records = days.flatMap((day) =>
    Array.from({ length: PER_DAY }, (_, position) =>
      frozenRecord({
        report_id: reportId,
        position,
        applied_on: day,
        applicator: { id: userId, name: 'Oscar' },
      }),
    ),
  );
  // Other states' and the year after's records are not the scope's. As in a company licensed in
  // several states, New York holds a third of the table: with New York nearly all of it, a scan of
  // the dates skipping the rare other state costs the planner the same as New York's own index,
  // and which it took turned on when the table's statistics were last gathered.
  for (const state of ['CA', 'NJ']) {
    records.push(
      ...days.flatMap((day) =>
        Array.from({ length: PER_DAY }, (_, position) =>
          frozenRecord({ report_id: reportId, position, applied_on: day, state }),
        ),
      ),
    );
  }
  records.push(frozenRecord({ report_id: reportId, applied_on: '2027-01-01' }));
  for (let i = 0; i < records.length; i += 500) await insertFinished(t.db, records.slice(i, i + 500));
  // The statistics gathered now, not whenever autovacuum comes by during the run.
  await t.db.execute(sql`analyze applications`);
});
afterAll(() => t.close());

/** How many statements `run` sends through the app's database handle. */
async function statementsOf(run: () => Promise<unknown>): Promise<number> {
  const spies = [vi.spyOn(t.db, 'select'), vi.spyOn(t.db, 'execute')];
  try {
    await run();
    return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

describe("a filing's records (issue 34: a year read in a few round trips, not day by day)", () => {
  it('gives every record of the scope once, oldest day first and by id within a day, across batches', async () => {
    const seen: { day: string; id: number }[] = [];
    let batches = 0;
    for await (const batch of filingRecords(t.db, YEAR)) {
      batches += 1;
      expect(batch.length).toBeLessThanOrEqual(FILING_BATCH);
      seen.push(...batch.map((r) => ({ day: r.applied_on, id: r.id })));
    }
    expect(seen).toHaveLength(DAYS * PER_DAY);
    expect(batches).toBe(Math.ceil((DAYS * PER_DAY) / FILING_BATCH));
    const sorted = [...seen].sort((a, b) => a.day.localeCompare(b.day) || a.id - b.id);
    expect(seen).toEqual(sorted);
    expect(new Set(seen.map((s) => s.id)).size).toBe(seen.length);
    expect(seen[0]!.day).toBe(YEAR.from);
    expect(seen.at(-1)!.day).toBe(addDaysTo(YEAR.from, DAYS - 1));
  });

  it('reads each page along an index, in its order: no sort of what is left, for a state and for every state', async () => {
    for (const scope of [YEAR, { ...YEAR, state: 'US' as const }]) {
      await t.db.transaction(async (tx) => {
        // As on a table too big to read whole or sort (here, a few thousand rows, reading them all
        // and sorting is what the planner rightly prefers): what is left is the index whose order
        // is the page's. A page no index gives in order would still show its Sort.
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        const page = filingPage(tx, scope, { day: '2026-06-01', id: 1 });
        const rows = await queryRows<Record<string, string>>(tx, sql`explain ${page}`);
        const plan = rows.map((r) => Object.values(r)[0]).join('\n');
        expect(plan, plan).not.toMatch(/Sort/);
        expect(plan, plan).toMatch(
          scope.state === 'US'
            ? /Index Scan using applications_date_sort_idx/
            : /Index Scan Backward using applications_state_idx/,
        );
      });
    }
  });

  it("tells whether the home's count is out of date from the listed index's columns alone, no other column read", async () => {
    // Which index the planner takes depends on the table's size (a state's at a million, 10 to 20 ms,
    // docs/performance.md); what is read must be in it: a record's other column, such as its latest
    // correction, would make every record's row read (1.2 s for a New York year).
    const rows = await queryRows<Record<string, string>>(
      t.db,
      sql`explain (verbose) ${scopeRecordsQuery(YEAR)}`,
    );
    const plan = rows.map((r) => Object.values(r)[0]).join('\n');
    const scanned = plan
      .split('\n')
      .filter((line) => /^\s+Output:/.test(line))
      .slice(1)
      .flatMap((line) => line.replace(/^\s+Output:\s*/, '').split(/,\s*/));
    expect(scanned.length, plan).toBeGreaterThan(0);
    for (const column of scanned) expect(['state', 'applied_on', 'id', 'listed'], plan).toContain(column);
  });

  it("counts the year's problems in a batch's worth of statements", async () => {
    let answer: Awaited<ReturnType<typeof readiness>> | undefined;
    const statements = await statementsOf(async () => (answer = await readiness(t.db, YEAR)));
    expect(answer!.records).toBe(DAYS * PER_DAY);
    // Two batches, each read once and its late certifications asked once: 4 (it was 3 a day, 900).
    expect(statements).toBeLessThanOrEqual(2 * Math.ceil((DAYS * PER_DAY) / FILING_BATCH));
  });
});
