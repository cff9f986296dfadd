import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_INSTANTS } from '@shared/clock-instants.fixtures';
import { FieldType, ReportStatus, Role, Status } from '@shared/constants';
import { addDaysTo, weekStartOf } from '@shared/dates';
import type { DashboardResponse } from '@shared/schemas/dashboard';
import { insertFinished } from '../compliance/compliance-db.fixtures';
import { frozenRecord } from '@shared/frozen-record.fixtures';
import { insertAssignedJob, insertChemical, insertReport, insertTemplate } from '../reports/reports.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { dashboard } from './dashboard.repository';

const TZ = 'America/New_York';
let t: TestApp;
let technician: number;
let templateId: number;
beforeAll(async () => {
  t = await createTestApp({ APP_TIMEZONE: TZ });
  technician = await t.createUser({ typeId: Role.Technician });
  const template = await insertTemplate(t.db, {
    tasks: [{ task: 'Inspect', fields: [{ name: 'Note', type: FieldType.Text }] }],
  });
  templateId = template.id;
});
afterAll(() => t.close());

/** Noon of a day in New York, as an instant. */
const noon = (day: string) => new Date(`${day}T17:00:00Z`);

const statusCount = (d: DashboardResponse, status: number) =>
  d.week.by_status.find((s) => s.status_id === status)!.count;

describe('the dashboard, for any day', () => {
  // A year end, a DST change and ordinary weeks; each day adds its own rows and reads the change.
  const DAYS = [
    '2026-03-07',
    '2026-03-08',
    '2026-03-09',
    '2026-11-01',
    '2026-12-31',
    '2027-01-01',
    '2027-01-04',
  ];
  it.each(DAYS)('counts what happened in the week, the 12 weeks and the month of %s', async (today) => {
    const before = await dashboard(t.db, today, TZ, { admin: true });
    expect(before.week.from).toBe(weekStartOf(today));
    expect(before.finished_per_week.at(-1)!.week).toBe(weekStartOf(today));
    expect(before.finished_per_week[0]!.week).toBe(addDaysTo(weekStartOf(today), -77));

    const job = await insertAssignedJob(t.db, { assignees: [technician] });
    const idle = await insertAssignedJob(t.db);
    await insertAssignedJob(t.db, { statusId: Status.Inactive });
    // Started and finished today; finished the day before this week began; started today, open.
    const finishedToday = await insertReport(t.db, {
      jobId: job,
      templateId,
      userId: technician,
      statusId: ReportStatus.Finished,
      startDate: noon(today),
    });
    const lastWeek = addDaysTo(weekStartOf(today), -1);
    await insertReport(t.db, {
      jobId: job,
      templateId,
      userId: technician,
      statusId: ReportStatus.Finished,
      startDate: noon(lastWeek),
    });
    await insertReport(t.db, { jobId: job, templateId, userId: technician, startDate: noon(today) });
    await t.db.execute(
      sql`update reports set finished_at = start_date where status_id = ${ReportStatus.Finished} and finished_at is null`,
    );
    const chemical = await insertChemical(t.db, { name: `Product of ${today}` });
    await insertFinished(t.db, [
      frozenRecord({
        report_id: finishedToday,
        chemical_id: chemical,
        product_name: `Product of ${today}`,
        applied_on: today,
      }),
    ]);

    const after = await dashboard(t.db, today, TZ, { admin: true });
    expect(statusCount(after, ReportStatus.Finished) - statusCount(before, ReportStatus.Finished)).toBe(1);
    expect(statusCount(after, ReportStatus.InProgress) - statusCount(before, ReportStatus.InProgress)).toBe(
      1,
    );
    expect(after.finished_per_week.at(-1)!.count - before.finished_per_week.at(-1)!.count).toBe(1);
    expect(after.finished_per_week.at(-2)!.count - before.finished_per_week.at(-2)!.count).toBe(1);
    // The job with reports this month is not idle; the idle one is; the inactive one is not counted.
    expect(after.jobs_without_report.count - before.jobs_without_report.count).toBe(1);
    expect(after.jobs_without_report.jobs.some((j) => j.id === job)).toBe(false);
    expect(
      after.jobs_without_report.jobs.some((j) => j.id === idle) || after.jobs_without_report.count > 10,
    ).toBe(true);
    const month = after.chemical_use.months.at(-1)!;
    expect(month.month).toBe(today.slice(0, 7));
    const total = (d: DashboardResponse) => {
      const m = d.chemical_use.months.at(-1)!;
      return m.counts.reduce((a, b) => a + b, 0) + m.other;
    };
    expect(total(after) - total(before)).toBe(1);
  });
});

describe('GET /api/dashboard', () => {
  let admin: Session;
  let supervisor: Session;
  beforeAll(async () => {
    admin = await t.loginAs(Role.Admin);
    supervisor = await t.loginAs(Role.Supervisor);
  });

  it('answers Admins with the expiring certifications, Supervisors without, Technicians not at all', async () => {
    const forAdmin = await t.request(admin, { method: 'GET', url: '/api/dashboard' });
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.json<DashboardResponse>().expiring).not.toBeNull();
    const forSupervisor = await t.request(supervisor, { method: 'GET', url: '/api/dashboard' });
    expect(forSupervisor.json<DashboardResponse>().expiring).toBeNull();
    const technician = await t.loginAs(Role.Technician);
    expect((await t.request(technician, { method: 'GET', url: '/api/dashboard' })).statusCode).toBe(403);
    expect((await t.request(null, { method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });

  it('counts from the office’s today, at any hour', async () => {
    try {
      for (const c of CLOCK_INSTANTS) {
        t.app.clock = () => new Date(c.at);
        const res = await t.request(admin, { method: 'GET', url: '/api/dashboard' });
        expect(res.statusCode).toBe(200);
        expect(res.json<DashboardResponse>(), `${c.at}: ${c.what}`).toEqual(
          await dashboard(t.db, c.newYork, TZ, { admin: true }),
        );
      }
    } finally {
      t.app.clock = () => new Date();
    }
  });
});
