import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus } from '@shared/constants';
import { addDaysTo } from '@shared/dates';
import { queryRows } from '../db/sql-helpers';
import { deviceTrends } from '../device-trends/device-trends.repository';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemo } from './demo';
import { DEMO_DEVICE_VISITS, planDeviceVisits, RISING_DEVICE } from './demo-device-plan';
import { type DemoFile, demoDeviceLocation, storeDemoFiles } from './demo-devices';

// A leap day and a year's first day: the visits are planned back from any day.
const DAYS = ['2028-02-29', '2027-01-01'];

describe.each(DAYS)('the demo device program planned from %s', (day) => {
  const base = new Date(`${day}T00:00:00Z`);
  let t: TestApp;
  let files: DemoFile[];
  let locationId: number;
  beforeAll(async () => {
    t = await createTestApp();
    files = await seedDemo(t.db, base, 'demo-password-for-tests');
    await storeDemoFiles(t.app.files, files);
    const [loc] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from locations where name = ${demoDeviceLocation()}`,
    );
    locationId = loc!.id;
  });
  afterAll(() => t.close());
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.db, query);

  it('places twelve numbered devices of three types on a stored floor plan', async () => {
    const devices = await rows<{ number: number; type: string; zone: string; plan_id: number | null }>(
      sql`select d.number, t.name as type, d.zone, d.plan_id from devices d
          join device_types t on t.id = d.type_id where d.location_id = ${locationId} order by d.number`,
    );
    expect(devices.map((d) => d.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(devices.slice(0, 6).every((d) => d.type === 'Bait station' && d.zone === 'Exterior')).toBe(true);
    expect(devices.slice(6, 10).every((d) => d.type === 'Multi-catch trap')).toBe(true);
    expect(new Set(devices.slice(6, 10).map((d) => d.zone))).toEqual(new Set(['Kitchen', 'Storage']));
    expect(devices.slice(10).every((d) => d.type === 'Insect light trap')).toBe(true);
    const [plan] = await rows<{ id: number; filepath: string; width: number; height: number }>(
      sql`select id, filepath, width, height from site_plans where location_id = ${locationId}`,
    );
    expect(devices.every((d) => d.plan_id === plan!.id)).toBe(true);
    expect(files).toEqual([expect.objectContaining({ key: `site-plans/${plan!.filepath}` })]);
    const image = await t.app.files.read(`site-plans/${plan!.filepath}`);
    expect(image!.subarray(1, 4).toString()).toBe('PNG');
    expect(plan).toMatchObject({ width: 1200, height: 800 });
  });

  it('has the device template with full coverage, a job with it and six finished visits before the day', async () => {
    const fields = await rows<{ field_type: number; full_coverage: boolean; template: string }>(
      sql`select f.field_type, f.full_coverage, t.name as template from task_fields f
          join tasks k on k.id = f.task_id join templates t on t.id = k.template_id
          where t.name = 'Device program inspection' order by f.weight`,
    );
    expect(fields.map((f) => [f.field_type, f.full_coverage])).toEqual([
      [12, true],
      [2, false],
    ]);
    const reports = await rows<{ status_id: number; start_date: Date; finished_at: Date; n: number }>(
      sql`select r.status_id, r.start_date, r.finished_at,
            (select count(*)::int from device_inspections i where i.report_id = r.id) as n
          from reports r join jobs j on j.id = r.job_id join templates t on t.id = r.template_id
          where j.location_id = ${locationId} and t.name = 'Device program inspection' order by r.start_date`,
    );
    expect(reports).toHaveLength(DEMO_DEVICE_VISITS);
    for (const r of reports) {
      expect(r.status_id).toBe(ReportStatus.Finished);
      expect(r.n).toBe(12);
      expect(new Date(r.finished_at).getTime()).toBeLessThan(base.getTime());
    }
    expect(new Date(reports[0]!.start_date).getTime()).toBeGreaterThan(base.getTime() - 200 * 86_400_000);
  });

  it('trends low activity with one device rising', async () => {
    const trend = await deviceTrends(
      t.db,
      locationId,
      { from: addDaysTo(day, -200), to: addDaysTo(day, -1), threshold: 3 },
      'America/New_York',
    );
    const rising = trend.devices.find((d) => d.number === RISING_DEVICE)!;
    const visited = rising.points.filter((p) => p.inspections > 0).map((p) => p.activity);
    expect(visited).toEqual([0, 0, 1, 1, 2, 3]);
    expect(trend.devices.filter((d) => d.above_threshold).map((d) => d.number)).toContain(RISING_DEVICE);
    const others = trend.devices.filter((d) => d.number !== RISING_DEVICE && d.number <= 6);
    expect(others.every((d) => d.peak <= 1)).toBe(true);
    expect(trend.conditions).toContainEqual({ condition: 'damaged', count: 1 });
  });
});

describe('the device visits plan', () => {
  it('falls in the six months before any day, a month apart, the same each time', () => {
    for (const day of ['2026-03-01', '2028-02-29', '2027-01-01', '2026-12-31', '2030-07-15']) {
      const base = new Date(`${day}T00:00:00Z`);
      const visits = planDeviceVisits(base);
      expect(visits).toHaveLength(6);
      for (const v of visits) {
        expect(v.finishedAt.getTime()).toBeLessThan(base.getTime());
        expect(v.start.getTime()).toBeGreaterThan(base.getTime() - 190 * 86_400_000);
      }
      expect(planDeviceVisits(base)).toEqual(visits);
    }
  });
});
