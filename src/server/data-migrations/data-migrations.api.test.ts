import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus, Role } from '@shared/constants';
import type { DataMigrationProgress } from '@shared/schemas/data-migrations';
import { dataMigrations } from '../db/schema/data-migrations';
import { reports } from '../db/schema/reports';
import { insertAssignedJob, insertReports, insertTemplate } from '../reports/reports.fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { reportVisits } from '../visits/visit-backfill';
import { type DataMigration, runDataMigration, runDataMigrations } from './data-migrations';

/** Issue 34: upgrades of stored rows run in batches while the app serves, resumable, with progress. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOW = new Date('2026-11-30T23:30:00Z');
function logger() {
  const lines: string[] = [];
  return { lines, log: { info: (m: string) => lines.push(m), error: (m: string) => lines.push(m) } };
}

async function reportsWithoutVisits(n: number) {
  const tech = await t.createUser({ typeId: Role.Technician });
  const template = await insertTemplate(t.db, {
    tasks: [{ task: 'Visit', fields: [{ name: 'Note', type: 1 }] }],
  });
  const job = await insertAssignedJob(t.db, { assignees: [tech] });
  const inputs = Array.from({ length: n }, (_, i) => ({
    jobId: job,
    templateId: template.id,
    userId: tech,
    statusId: ReportStatus.Finished,
    startDate: new Date(Date.parse('2024-01-01T15:00:00Z') + i * 86_400_000),
  }));
  return insertReports(t.db, inputs);
}
const withoutVisit = async () =>
  (await t.db.select({ n: count() }).from(reports).where(isNull(reports.visitId)))[0]!.n;
const progress = async () => {
  const res = await t.request(await t.loginAs(Role.Admin), { method: 'GET', url: '/api/data-migrations' });
  expect(res.statusCode).toBe(200);
  return res.json<DataMigrationProgress[]>().find((m) => m.name === 'report-visits');
};

describe('an upgrade of stored rows', () => {
  it('runs in batches, stops between two, goes on from there at the next start, and shows how far it is', async () => {
    await t.db.delete(dataMigrations).where(eq(dataMigrations.name, 'report-visits'));
    const ids = await reportsWithoutVisits(25);
    const total = await withoutVisit();
    expect(total).toBeGreaterThanOrEqual(25);
    const { lines, log } = logger();
    let batches = 0;
    // A shutdown after two batches of ten.
    await runDataMigration(t.db, reportVisits('America/New_York'), {
      now: () => NOW,
      log,
      size: 10,
      stopped: () => batches++ >= 2,
    });
    expect(await withoutVisit()).toBe(total - 20);
    expect(await progress()).toMatchObject({ done: 20, total, finished_at: null });
    const [row] = await t.db.select().from(dataMigrations).where(eq(dataMigrations.name, 'report-visits'));
    expect(row!.afterId).toBeGreaterThan(0);
    expect(row!.afterId).toBeLessThan(ids.at(-1)!);
    expect(lines[0]).toBe(`Upgrading stored data: ${total} earlier reports given a visit to do, in batches.`);
    expect(
      lines.some((l) =>
        /^Upgrading stored data: 20 of \d+ earlier reports given a visit \(\d0 %\)\.$/.test(l),
      ),
    ).toBe(true);

    // The next start: the rest, from where it stopped, then done for good.
    const again = logger();
    await runDataMigrations(t.db, [reportVisits('America/New_York')], {
      now: () => NOW,
      log: again.log,
      size: 10,
    });
    expect(await withoutVisit()).toBe(0);
    expect(await progress()).toMatchObject({ done: total, total, finished_at: NOW.toISOString() });
    expect(again.lines.at(-1)).toBe(`Upgraded stored data: ${total} earlier reports given a visit.`);
  });

  it('is never walked again once done, and one with nothing to do is done at once', async () => {
    const walked: number[] = [];
    const never: DataMigration = {
      name: 'test-nothing-to-do',
      label: 'rows',
      pending: async () => 0,
      step: async (_db, after) => {
        walked.push(after);
        return { changed: 0, last: null };
      },
    };
    const { log } = logger();
    await runDataMigration(t.db, never, { now: () => NOW, log });
    await runDataMigration(t.db, { ...never, pending: async () => 5 }, { now: () => NOW, log });
    expect(walked).toEqual([]);
    const [row] = await t.db
      .select()
      .from(dataMigrations)
      .where(eq(dataMigrations.name, 'test-nothing-to-do'));
    expect(row).toMatchObject({ total: 0, finishedAt: NOW });
  });

  it('says a failure in the log and leaves it for the next start, the others still run', async () => {
    const failing: DataMigration = {
      name: 'test-failing',
      label: 'rows',
      pending: async () => 3,
      step: async () => {
        throw new Error('disk full');
      },
    };
    const after: DataMigration = {
      ...failing,
      name: 'test-after',
      step: async () => ({ changed: 0, last: null }),
    };
    const { lines, log } = logger();
    await runDataMigrations(t.db, [failing, after], { now: () => NOW, log });
    expect(lines).toContain('Upgrading stored data (test-failing) failed: disk full');
    const rows = await t.db.select().from(dataMigrations);
    expect(rows.find((r) => r.name === 'test-failing')?.finishedAt).toBeNull();
    expect(rows.find((r) => r.name === 'test-after')?.finishedAt).toEqual(NOW);
    // Its "to do" line is closed even though its walk changed nothing.
    expect(lines).toContain('Upgraded stored data: rows, none needed changing.');
  });
});
