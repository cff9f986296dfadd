import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldType, ReportStatus, type ReportStatusId, Role, Status } from '@shared/constants';
import { frozenRecord } from '@shared/frozen-record.fixtures';
import { insertFinished } from '../compliance/compliance-db.fixtures';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql-helpers';
import { runDataMigration } from '../data-migrations/data-migrations';
import { insertAssignedJob, insertChemical, insertReport, insertTemplate } from '../reports/reports.fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { dashboardCountsBackfill, dashboardCountsReady } from './dashboard-counts-backfill';
import { asBeforeTheCounts, expectKeptCountsIn } from './dashboard-counts.fixtures';
import { dashboard } from './dashboard.repository';

/*
 * The dashboard's counts are kept by triggers (migration dashboard_counts_triggers, decision 0076)
 * and, for rows older than them, by a backfill in batches. After every change each kept count
 * must equal the count worked out from the rows, and the dashboard must answer from them what it
 * answers from the rows.
 */

let t: TestApp;
let technician: number;
let templateId: number;
beforeAll(async () => {
  t = await createTestApp();
  technician = await t.createUser({ typeId: Role.Technician });
  const template = await insertTemplate(t.db, {
    tasks: [{ task: 'Inspect', fields: [{ name: 'Note', type: FieldType.Text }] }],
  });
  templateId = template.id;
});
afterAll(() => t.close());

const rows = <T>(query: SQL) => queryRows<T>(t.db, query);
const expectKeptCounts = () => expectKeptCountsIn(t.db);

const at = (iso: string) => new Date(iso);
const report = (jobId: number, startDate: Date, statusId: ReportStatusId = ReportStatus.InProgress) =>
  insertReport(t.db, { jobId, templateId, userId: technician, statusId, startDate });
const record = async (reportId: number, chemicalId: number, appliedOn: string) => {
  const [id] = await insertFinished(t.db, [
    frozenRecord({ report_id: reportId, chemical_id: chemicalId, applied_on: appliedOn }),
  ]);
  return id!;
};

describe('the kept counts', () => {
  it('follow every change to reports, jobs and application records', async () => {
    const active = await insertAssignedJob(t.db, { assignees: [technician] });
    const other = await insertAssignedJob(t.db);
    const inactive = await insertAssignedJob(t.db, { statusId: Status.Inactive });
    await expectKeptCounts();

    const open = await report(active, at('2026-05-04T13:07:00Z'));
    const done = await report(other, at('2026-05-04T13:14:59Z'), ReportStatus.Finished);
    await report(inactive, at('2026-04-30T23:59:00Z'));
    await expectKeptCounts();

    const steps: SQL[] = [
      sql`update reports set status_id = ${ReportStatus.Submitted} where id = ${open}`,
      sql`update reports set status_id = ${ReportStatus.Finished}, finished_at = '2026-05-06T18:00:00Z' where id = ${open}`,
      sql`update reports set finished_at = '2026-05-05T09:45:00Z' where id = ${done}`,
      sql`update reports set start_date = '2026-03-01T04:00:00Z' where id = ${done}`,
      sql`update reports set job_id = ${active} where id = ${done}`,
      sql`update reports set deleted_at = now() where id = ${open}`,
      sql`update reports set deleted_at = null where id = ${open}`,
      sql`update jobs set status_id = ${Status.Inactive} where id = ${active}`,
      sql`update jobs set status_id = ${Status.Active} where id = ${inactive}`,
      sql`update jobs set deleted_at = now() where id = ${other}`,
      sql`update jobs set deleted_at = null where id = ${other}`,
      sql`update reports set deleted_at = now() where job_id = ${active}`,
      sql`update reports set start_date = start_date where id = ${open}`,
    ];
    for (const step of steps) {
      await t.db.execute(step);
      await expectKeptCounts();
    }

    const chemical = await insertChemical(t.db);
    const second = await insertChemical(t.db);
    const applied = await record(done, chemical, '2026-05-31');
    await record(done, second, '2026-06-01');
    await expectKeptCounts();
    for (const step of [
      sql`update applications set listed = false where id = ${applied}`,
      sql`update applications set listed = true, applied_on = '2026-04-30' where id = ${applied}`,
      sql`update applications set chemical_id = ${second} where id = ${applied}`,
      sql`delete from applications where id = ${applied}`,
    ]) {
      await t.db.execute(step);
      await expectKeptCounts();
    }

    // Purged for good: the reports first, then the job.
    await t.db.execute(
      sql`delete from applications where report_id in (select id from reports where job_id = ${inactive})`,
    );
    await t.db.execute(
      sql`delete from report_status_history where report_id in (select id from reports where job_id = ${inactive})`,
    );
    await t.db.execute(sql`delete from reports where job_id = ${inactive}`);
    await expectKeptCounts();
    await t.db.execute(sql`delete from job_users where job_id = ${inactive}`);
    await t.db.execute(sql`delete from visits where job_id = ${inactive}`);
    await t.db.execute(sql`delete from jobs where id = ${inactive}`);
    await expectKeptCounts();
  });
});

const log = { info: () => undefined, error: (m: string) => expect.fail(m) };

describe('the backfill of earlier rows', () => {
  it('counts each earlier row once, in batches, while rows before and after its point change', async () => {
    const jobs = [
      await insertAssignedJob(t.db),
      await insertAssignedJob(t.db),
      await insertAssignedJob(t.db),
    ];
    const made: number[] = [];
    for (const [i, job] of jobs.entries()) {
      made.push(await report(job, at(`2026-0${i + 1}-10T15:00:00Z`), ReportStatus.Finished));
      made.push(await report(job, at(`2026-0${i + 1}-20T15:30:00Z`)));
    }
    await t.db.execute(
      sql`update reports set finished_at = start_date where finished_at is null and status_id = 3`,
    );
    const chemical = await insertChemical(t.db);
    await record(made[0]!, chemical, '2026-01-10');
    await record(made[2]!, chemical, '2026-02-10');
    await asBeforeTheCounts(t.db);
    expect(await dashboardCountsReady(t.db)).toBe(false);

    // Walked two rows at a time; between batches, rows already counted, not yet counted and new change.
    const [reports, jobsBackfill, applications] = dashboardCountsBackfill;
    const changes: SQL[] = [
      sql`update reports set status_id = ${ReportStatus.Submitted} where id = ${made.at(-1)!}`,
      sql`update reports set deleted_at = now() where id = ${made[0]!}`,
      sql`update jobs set status_id = ${Status.Inactive} where id = ${jobs.at(-1)!}`,
    ];
    let after = 0;
    for (;;) {
      const batch = await reports!.step(t.db, after, 2);
      if (batch.last === null) break;
      after = batch.last;
      const change = changes.shift();
      if (change) await t.db.execute(change);
    }
    await report(jobs[0]!, at('2026-07-01T10:00:00Z'));
    for (const migration of [jobsBackfill!, applications!]) {
      await runDataMigration(t.db, migration, { now: () => new Date(), log, size: 1 });
    }
    expect(await dashboardCountsReady(t.db)).toBe(true);
    await expectKeptCounts();
  });
});

describe('the dashboard', () => {
  // An office's day and week in zones a whole hour, a half hour and three quarters from UTC.
  const ZONES = ['America/New_York', 'Asia/Kolkata', 'Asia/Kathmandu'];
  const DAYS = ['2026-03-08', '2026-05-04', '2026-05-31', '2026-11-01', '2027-01-01'];

  it('answers from the kept counts what it answers from the rows, in any zone and on any day', async () => {
    const job = await insertAssignedJob(t.db);
    const idle = await insertAssignedJob(t.db);
    expect(idle).toBeGreaterThan(job);
    // Reports either side of each zone's midnights and week starts.
    for (const day of DAYS) {
      for (const time of ['T00:10:00Z', 'T05:50:00Z', 'T18:20:00Z', 'T18:40:00Z', 'T23:59:00Z']) {
        const id = await report(job, at(`${day}${time}`), ReportStatus.Finished);
        await t.db.execute(
          sql`update reports set finished_at = start_date + interval '3 hours' where id = ${id}`,
        );
      }
    }
    for (const zone of ZONES) {
      for (const day of DAYS) {
        const fromRows = await dashboard(t.db, day, zone, { admin: false, counts: 'rows' });
        const fromKept = await dashboard(t.db, day, zone, { admin: false, counts: 'kept' });
        expect(fromKept, `${zone} ${day}`).toEqual(fromRows);
      }
    }
  });

  it('ranks a year of products used by records, ties by name, each month with the others', async () => {
    // 2031: no other test's records fall in the year to June 2031.
    const job = await insertAssignedJob(t.db);
    const done = await report(job, at('2030-05-01T12:00:00Z'), ReportStatus.Finished);
    const tag = Math.random().toString(36).slice(2, 8);
    const product = (name: string) => insertChemical(t.db, { name: `${name} ${tag}` });
    const [cedar, alder, birch, elm, dogwood, fir] = [
      await product('Cedar'),
      await product('Alder'),
      await product('Birch'),
      await product('Elm'),
      await product('Dogwood'),
      await product('Fir'),
    ];
    const uses: [number, string][] = [
      [cedar, '2030-07-01'],
      [cedar, '2031-06-30'],
      [cedar, '2031-06-02'],
      [alder, '2031-01-15'],
      [alder, '2031-06-15'],
      [birch, '2030-07-31'],
      [birch, '2031-02-01'],
      [elm, '2031-03-03'],
      [dogwood, '2031-03-04'],
      [fir, '2031-03-05'],
      // Outside the year: before its first month, after its last.
      [fir, '2030-06-30'],
      [fir, '2031-07-01'],
    ];
    for (const [chemical, day] of uses) await record(done, chemical, day);
    // Unlisted (a corrected record): not counted.
    const corrected = await record(done, elm, '2031-04-04');
    await t.db.execute(sql`update applications set listed = false where id = ${corrected}`);

    const fromKept = await dashboard(t.db, '2031-06-10', 'America/New_York', {
      admin: false,
      counts: 'kept',
    });
    const fromRows = await dashboard(t.db, '2031-06-10', 'America/New_York', {
      admin: false,
      counts: 'rows',
    });
    expect(fromKept.chemical_use).toEqual(fromRows.chemical_use);
    const use = fromKept.chemical_use;
    expect([use.from, use.to]).toEqual(['2030-07-01', '2031-06-30']);
    // Three, two and two, then three tied at one: Dogwood and Elm by name, Fir left to "other".
    expect(use.products.map((p) => p.name)).toEqual(
      ['Cedar', 'Alder', 'Birch', 'Dogwood', 'Elm'].map((name) => `${name} ${tag}`),
    );
    const month = (m: string) => use.months.find((x) => x.month === m)!;
    expect(use.months).toHaveLength(12);
    expect(month('2030-07')).toEqual({ month: '2030-07', counts: [1, 0, 1, 0, 0], other: 0 });
    expect(month('2031-03')).toEqual({ month: '2031-03', counts: [0, 0, 0, 1, 1], other: 1 });
    expect(month('2031-06')).toEqual({ month: '2031-06', counts: [2, 1, 0, 0, 0], other: 0 });
    expect(month('2031-04')).toEqual({ month: '2031-04', counts: [0, 0, 0, 0, 0], other: 0 });
    await expectKeptCounts();

    // Records keep a product's id without a foreign key: a product row gone is left out of the
    // five (its records in "other"), not a failed dashboard.
    await t.db.execute(sql`delete from chemicals where id = ${dogwood}`);
    for (const counts of ['kept', 'rows'] as const) {
      const after = (await dashboard(t.db, '2031-06-10', 'America/New_York', { admin: false, counts }))
        .chemical_use;
      expect(after.products.map((p) => p.name)).toEqual(
        ['Cedar', 'Alder', 'Birch', 'Elm', 'Fir'].map((name) => `${name} ${tag}`),
      );
      expect(after.months.find((x) => x.month === '2031-03')).toEqual({
        month: '2031-03',
        counts: [0, 0, 0, 1, 1],
        other: 1,
      });
    }
  });

  it('reads neither the reports nor the application records once the counts are whole', async () => {
    expect(await dashboardCountsReady(t.db)).toBe(true);
    // Renamed in a transaction that is rolled back: any read of them fails.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`alter table reports rename to reports_away`);
        await tx.execute(sql`alter table applications rename to applications_away`);
        const answer = await dashboard(tx, '2026-05-04', 'America/New_York', {
          admin: false,
        });
        expect(answer.week.by_status.length).toBeGreaterThan(0);
        tx.rollback();
      }),
    ).rejects.toThrow(/rollback/i);
    expect(await rows(sql`select 1 from reports limit 1`)).toBeDefined();
  });

  it("reads the chosen products' months by their key, not the year's every product", async () => {
    // A year of 3,000 products' months, in a transaction that is rolled back, so the planner
    // prices the table as a company's; each statement on it explained.
    const plans: string[] = [];
    const done = t.db.transaction(async (tx) => {
      // 2041: no other test's records or counts fall in the year to June 2041.
      const top: number[] = [];
      for (let i = 0; i < 5; i++) top.push(await insertChemical(tx));
      await tx.execute(sql`insert into application_year_counts (first_month, chemical_id, n)
        select '2040-07-01', id, 12 from unnest(${`{${top.join(',')}}`}::int[]) id`);
      await tx.execute(sql`insert into application_month_counts (month, chemical_id, n)
        select m::date, p, 1 from generate_series('2040-07-01'::date, '2041-06-01', '1 month') m,
          (select 1000000 + g as p from generate_series(1, 3000) g
           union all select unnest(${`{${top.join(',')}}`}::int[])) products`);
      await tx.execute(sql`analyze application_month_counts`);
      const explaining = new Proxy<Db>(tx, {
        get: (target, prop, receiver) =>
          prop === 'execute'
            ? async (query: SQL) => {
                const text = new PgDialect().sqlToQuery(query).sql;
                if (!text.includes('application_month_counts')) return target.execute(query);
                const plan = await queryRows<Record<string, string>>(target, sql`explain ${query}`);
                plans.push(plan.map((r) => Object.values(r)[0]).join('\n'));
                return { rows: [] };
              }
            : (Reflect.get(target, prop, receiver) as unknown),
      });
      const answer = await dashboard(explaining, '2041-06-15', 'America/New_York', {
        admin: false,
        counts: 'kept',
      });
      expect(answer.chemical_use.products.map((p) => p.chemical_id).sort()).toEqual([...top].sort());
      tx.rollback();
    });
    await expect(done).rejects.toThrow(/rollback/i);
    expect(plans).toHaveLength(1);
    // Both columns of the key in its condition; nothing left to filter row by row.
    expect(plans[0]).toMatch(/Index Cond: \(\(month = ANY .*\) AND \(chemical_id = ANY/);
    expect(plans[0]).not.toMatch(/Filter:/);
  });
});
