import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { FieldType, ReportStatus, Role } from '@shared/constants';
import { queryRows } from '../db/sql-helpers';
import { runDataMigration } from '../data-migrations/data-migrations';
import { insertAssignedJob, insertReport, insertTemplate } from '../reports/reports.fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { dashboardCountsBackfill } from './dashboard-counts-backfill';
import { asBeforeTheCounts, expectKeptCountsIn } from './dashboard-counts.fixtures';

/*
 * The backfill of the dashboard's counts beside a writer (decision 0076), on PostgreSQL alone:
 * PGlite has one connection, so nothing writes beside a batch there.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const log = { info: () => undefined, error: (m: string) => expect.fail(m) };

it('waits for a writer of a row it has not counted yet, and counts the row as the writer left it', async () => {
  const technician = await t.createUser({ typeId: Role.Technician });
  const template = await insertTemplate(t.db, {
    tasks: [{ task: 'Inspect', fields: [{ name: 'Note', type: FieldType.Text }] }],
  });
  const jobId = await insertAssignedJob(t.db);
  const input = { jobId, templateId: template.id, userId: technician };
  const first = await insertReport(t.db, { ...input, startDate: new Date('2026-08-03T12:00:00Z') });
  await insertReport(t.db, { ...input, startDate: new Date('2026-08-04T12:00:00Z') });
  await asBeforeTheCounts(t.db);

  // The writer changes a row the backfill has still to count, and holds its transaction open.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let changed!: () => void;
  const didChange = new Promise<void>((resolve) => (changed = resolve));
  const writer = t.db.transaction(async (tx) => {
    await tx.execute(sql`update reports set status_id = ${ReportStatus.Submitted} where id = ${first}`);
    changed();
    await held;
  });
  await didChange;
  const backfill = runDataMigration(t.db, dashboardCountsBackfill[0]!, { now: () => new Date(), log });
  await vi.waitFor(
    async () => {
      const [waiting] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from pg_locks where not granted and relation = 'reports'::regclass`,
      );
      expect(waiting!.n).toBeGreaterThan(0);
    },
    { timeout: 10_000, interval: 10 },
  );
  release();
  await writer;
  await backfill;
  for (const migration of dashboardCountsBackfill.slice(1)) {
    await runDataMigration(t.db, migration, { now: () => new Date(), log });
  }
  await expectKeptCountsIn(t.db);
});
