import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus, Role } from '@shared/constants';
import { auditLog } from '../db/schema/audit';
import { reports } from '../db/schema/reports';
import { visits, visitUsers } from '../db/schema/visits';
import { insertAssignedJob, insertReports, insertTemplate } from '../reports/reports.fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { runDataMigration } from '../data-migrations/data-migrations';
import { dataMigrations } from '../db/schema/data-migrations';
import { reportVisits } from './visit-backfill';
import { insertVisit } from './visits.fixtures';

/** Issue 18: "existing jobs and reports migrate without loss": each earlier report gets a visit. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The upgrade as an upgraded database's start runs it (decision 0051), from its beginning: how many it gave a visit. */
async function backfillVisits(timezone: string): Promise<number> {
  await t.db.delete(dataMigrations).where(eq(dataMigrations.name, 'report-visits'));
  const log = { info: () => undefined, error: () => undefined };
  await runDataMigration(t.db, reportVisits(timezone), { now: () => new Date(), log });
  const [row] = await t.db.select().from(dataMigrations).where(eq(dataMigrations.name, 'report-visits'));
  return row!.done;
}

describe('the report-visits upgrade', () => {
  it('gives each report without a visit its own, on its start day in APP_TIMEZONE, once', async () => {
    const tech = await t.createUser({ typeId: Role.Technician });
    const other = await t.createUser({ typeId: Role.Technician });
    const template = await insertTemplate(t.db, {
      tasks: [{ task: 'Visit', fields: [{ name: 'Note', type: 1 }] }],
    });
    const job = await insertAssignedJob(t.db, { assignees: [tech, other] });
    // A report that already has a visit keeps it.
    const kept = await insertVisit(t.db, { jobId: job, date: '2025-01-01', status: 'done', people: [tech] });
    const base = { jobId: job, templateId: template.id };
    const ids = await insertReports(t.db, [
      // 02:30 UTC on March 1st is still February 28th in New York.
      {
        ...base,
        userId: tech,
        statusId: ReportStatus.InProgress,
        startDate: new Date('2026-03-01T02:30:00Z'),
      },
      {
        ...base,
        userId: other,
        statusId: ReportStatus.Submitted,
        startDate: new Date('2026-03-01T15:00:00Z'),
      },
      {
        ...base,
        userId: tech,
        statusId: ReportStatus.Finished,
        startDate: new Date('2025-12-31T23:30:00-05:00'),
      },
      { ...base, userId: tech, statusId: ReportStatus.Finished, startDate: new Date('2026-01-05T12:00:00Z') },
    ]);
    await t.db.update(reports).set({ visitId: kept }).where(eq(reports.id, ids[3]!));

    expect(await backfillVisits('America/New_York')).toBe(3);
    const rows = await t.db
      .select({ report: reports.id, visit: visits, person: visitUsers.userId })
      .from(reports)
      .innerJoin(visits, eq(visits.id, reports.visitId))
      .innerJoin(visitUsers, eq(visitUsers.visitId, visits.id))
      .where(eq(reports.jobId, job))
      .orderBy(asc(reports.id));
    expect(rows.map((r) => [r.report, r.visit.date, r.visit.status, r.person, r.visit.occurrence])).toEqual([
      [ids[0], '2026-02-28', 'in_progress', tech, null],
      [ids[1], '2026-03-01', 'done', other, null],
      [ids[2], '2025-12-31', 'done', tech, null],
      [ids[3], '2025-01-01', 'done', tech, null],
    ]);
    expect(new Set(rows.map((r) => r.visit.id)).size).toBe(4);
    expect(rows.every((r) => r.visit.jobId === job)).toBe(true);

    // A second start finds nothing to do and writes nothing.
    const visitsBefore = (await t.db.select({ n: count() }).from(visits))[0]!.n;
    expect(await backfillVisits('America/New_York')).toBe(0);
    expect((await t.db.select({ n: count() }).from(visits))[0]!.n).toBe(visitsBefore);
    expect((await t.db.select({ n: count() }).from(reports).where(isNull(reports.visitId)))[0]!.n).toBe(0);

    // Visits made later by hand still get fresh ids from the sequence the backfill drew from.
    const next = await insertVisit(t.db, { jobId: job, date: '2026-04-01' });
    expect(next).toBeGreaterThan(Math.max(...rows.map((r) => r.visit.id)));
  });

  it('handles thousands of reports, a set-based statement per batch', async () => {
    const tech = await t.createUser({ typeId: Role.Technician });
    const template = await insertTemplate(t.db, {
      tasks: [{ task: 'Visit', fields: [{ name: 'Note', type: 1 }] }],
    });
    const job = await insertAssignedJob(t.db, { assignees: [tech] });
    const day = Date.parse('2024-01-01T15:00:00Z');
    const inputs = Array.from({ length: 3000 }, (_, i) => ({
      jobId: job,
      templateId: template.id,
      userId: tech,
      statusId: ReportStatus.Finished,
      startDate: new Date(day + i * 3_600_000),
    }));
    for (let i = 0; i < inputs.length; i += 1000) await insertReports(t.db, inputs.slice(i, i + 1000));
    const reportUpdates = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'reports'), eq(auditLog.action, 'update')))
      )[0]!.n;
    const updatesBefore = await reportUpdates();
    const started = performance.now();
    expect(await backfillVisits('America/New_York')).toBe(3000);
    const ms = performance.now() - started;
    console.info(`backfill of 3,000 reports: ${Math.round(ms)} ms`);
    const [left] = await t.db.select({ n: count() }).from(reports).where(isNull(reports.visitId));
    expect(left!.n).toBe(0);
    // Upgrade bookkeeping is not logged, and the audit triggers are on again afterwards.
    const logged = async () =>
      (await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, 'visits')))[0]!.n;
    const before = await logged();
    await insertVisit(t.db, { jobId: job, date: '2026-04-01' });
    expect(await logged()).toBe(before + 1);
    expect(await reportUpdates()).toBe(updatesBefore);
  });
});
