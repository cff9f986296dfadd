import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { DeviceHistoryResponse } from '@shared/schemas/device-history';
import type { TrendsResponse } from '@shared/schemas/devices';
import { sitePlans } from '../db/schema/devices';
import { insertAction } from '../corrective-actions/corrective-actions.fixtures';
import { goldenDifference } from '../pdf/golden-images.fixtures';
import { pdfText } from '../pdf/pdf-text';
import { photoPng } from '../reports/test-images';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import {
  type DeviceSite,
  insertDeviceSite,
  insertDevices,
  insertInspections,
  insertVisits,
} from './device-trends.fixtures';

let dataDir: string;
let t: TestApp;
let admin: Session;
let supervisor: Session;
let technician: Session;
let techId: number;
let site: DeviceSite;
let ids: number[];
let removedNeverInRange: number;

// America/New_York (the test config's APP_TIMEZONE) springs forward on 2026-03-08.
const FEB_LATE = new Date('2026-03-01T04:30:00Z'); // Feb 28, 23:30 EST
const MAR_LATE = new Date('2026-04-01T03:30:00Z'); // Mar 31, 23:30 EDT (April in UTC)
const APR_EARLY = new Date('2026-04-01T04:30:00Z'); // Apr 1, 00:30 EDT
const APR_LAST = new Date('2026-05-01T03:00:00Z'); // Apr 30, 23:00 EDT: the range's last day
const MAY_FIRST = new Date('2026-05-01T04:30:00Z'); // May 1, 00:30 EDT: after the range
const JAN_LAST = new Date('2026-02-01T04:30:00Z'); // Jan 31, 23:30 EST: before the range
const RANGE = 'from=2026-02-01&to=2026-04-30';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-trends-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  expect(t.app.config.APP_TIMEZONE).toBe('America/New_York');
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
  techId = await t.createUser({ typeId: Role.Technician, name: 'Tess Tech' });
  site = await insertDeviceSite(t.db, techId, 'Harbor Deli');
  const { types } = site;
  ids = await insertDevices(t.db, site.locationId, [
    { number: 1, typeId: types['Bait station']!, zone: 'Exterior' },
    { number: 2, typeId: types['Bait station']!, zone: 'Exterior' },
    { number: 3, typeId: types['Multi-catch trap']!, zone: 'Kitchen' },
    { number: 4, typeId: types['Insect light trap']!, zone: 'Kitchen' },
    { number: 5, typeId: types['Bait station']!, zone: 'Exterior', active: false, removedOn: '2026-05-02' },
    { number: 6, typeId: types['Glue board']!, zone: 'Storage' },
    { number: 7, typeId: types['Bait station']!, zone: 'Exterior', active: false, removedOn: '2025-01-01' },
  ]);
  const [d1, d2, d3, d4, d5, , d7] = ids as [number, number, number, number, number, number, number];
  removedNeverInRange = d7;
  const [a, b, c, d, e, f, deleted] = (await insertVisits(t.db, site, techId, [
    { at: FEB_LATE },
    { at: MAR_LATE },
    { at: APR_EARLY },
    { at: APR_LAST },
    { at: MAY_FIRST },
    { at: JAN_LAST },
    { at: new Date('2026-03-15T12:00:00Z'), deletedAt: new Date('2026-03-20T12:00:00Z') },
  ])) as [number, number, number, number, number, number, number];
  await insertInspections(t.db, site, techId, [
    { reportId: a, deviceId: d1, inspectedAt: FEB_LATE, activity: 1 },
    { reportId: a, deviceId: d3, inspectedAt: FEB_LATE, activity: 2, captures: { Mice: 2 } },
    {
      reportId: a,
      deviceId: d4,
      inspectedAt: FEB_LATE,
      activity: 4,
      captures: { 'House flies': 3, Moths: 1 },
    },
    { reportId: b, deviceId: d1, inspectedAt: MAR_LATE, activity: 3 },
    { reportId: b, deviceId: d2, inspectedAt: MAR_LATE, activity: 0 },
    {
      reportId: b,
      deviceId: d3,
      inspectedAt: MAR_LATE,
      activity: 0,
      captures: { Mice: 0 },
      condition: 'damaged',
      action: 'repaired',
      note: 'Lid cracked',
    },
    { reportId: c, deviceId: d2, inspectedAt: APR_EARLY, activity: 2 },
    { reportId: c, deviceId: d4, inspectedAt: APR_EARLY, activity: 1, captures: { 'House flies': 1 } },
    { reportId: d, deviceId: d5, inspectedAt: APR_LAST, activity: 1 },
    { reportId: e, deviceId: d1, inspectedAt: MAY_FIRST, activity: 3 },
    { reportId: f, deviceId: d1, inspectedAt: JAN_LAST, activity: 3 },
    { reportId: deleted, deviceId: d1, inspectedAt: new Date('2026-03-15T12:00:00Z'), activity: 3 },
    { reportId: deleted, deviceId: d2, inspectedAt: new Date('2026-03-15T12:00:00Z'), activity: 3 },
  ]);
  // 30 visits of the device removed in 2025, for its history's pages.
  const old = await insertVisits(
    t.db,
    site,
    techId,
    Array.from({ length: 30 }, (_, i) => ({ at: new Date(Date.UTC(2022, i, 10, 15)) })),
  );
  await insertInspections(
    t.db,
    site,
    techId,
    old.map((reportId, i) => ({
      reportId,
      deviceId: d7,
      inspectedAt: new Date(Date.UTC(2022, i, 10, 15)),
      activity: i % 4,
      scanned: i % 2 === 0,
    })),
  );
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (session: Session, url: string) => t.request(session, { method: 'GET', url });
const trends = async (query = RANGE, session = supervisor) => {
  const res = await get(session, `/api/locations/${site.locationId}/device-trends?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TrendsResponse>();
};
const pts = (...values: [number, number][]) =>
  ['2026-02', '2026-03', '2026-04'].map((month, i) => ({
    month,
    activity: values[i]![0],
    inspections: values[i]![1],
  }));

describe('device trends', () => {
  it('sums activity per device per office month across the DST change, without deleted reports', async () => {
    const body = await trends();
    expect(body.months).toEqual(['2026-02', '2026-03', '2026-04']);
    expect(body.threshold).toBe(3);
    const byNumber = Object.fromEntries(body.devices.map((d) => [d.number, d]));
    // The removed device 7 was not inspected in the range; device 5, removed after it, was.
    expect(body.devices.map((d) => d.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(byNumber[1]).toMatchObject({ total: 4, peak: 3, above_threshold: true, zone: 'Exterior' });
    expect(byNumber[1]!.points).toEqual(pts([1, 1], [3, 1], [0, 0]));
    expect(byNumber[2]).toMatchObject({ total: 2, peak: 2, above_threshold: false });
    expect(byNumber[2]!.points).toEqual(pts([0, 0], [0, 1], [2, 1]));
    expect(byNumber[3]).toMatchObject({ total: 2, peak: 2, type_name: 'Multi-catch trap' });
    expect(byNumber[4]).toMatchObject({ total: 5, peak: 4, above_threshold: true });
    expect(byNumber[5]!.points).toEqual(pts([0, 0], [0, 0], [1, 1]));
    expect(byNumber[6]).toMatchObject({ total: 0, peak: 0, above_threshold: false });
    expect(byNumber[6]!.points).toEqual(pts([0, 0], [0, 0], [0, 0]));
  });

  it('sums per zone and per pest (a level type under its first pest) and counts conditions', async () => {
    const body = await trends();
    expect(body.zones).toEqual([
      { zone: 'Exterior', points: pts([1, 1], [3, 2], [3, 2]) },
      { zone: 'Kitchen', points: pts([6, 2], [0, 1], [1, 1]) },
    ]);
    expect(body.pests).toEqual([
      { pest: 'House flies', points: pts([3, 1], [0, 0], [1, 1]) },
      { pest: 'Mice', points: pts([2, 1], [0, 1], [0, 0]) },
      { pest: 'Moths', points: pts([1, 1], [0, 0], [0, 0]) },
      { pest: 'Rodents', points: pts([1, 1], [3, 2], [3, 2]) },
    ]);
    expect(body.conditions).toEqual([
      { condition: 'good', count: 8 },
      { condition: 'damaged', count: 1 },
    ]);
  });

  it('marks the devices whose highest visit reaches the threshold', async () => {
    const body = await trends(`${RANGE}&threshold=4`);
    expect(body.devices.filter((d) => d.above_threshold).map((d) => d.number)).toEqual([4]);
    const low = await trends(`${RANGE}&threshold=1`);
    expect(low.devices.filter((d) => d.above_threshold).map((d) => d.number)).toEqual([1, 2, 3, 4, 5]);
  });

  it('a month boundary is the office midnight, not UTC', async () => {
    const march = await trends('from=2026-03-01&to=2026-03-31');
    expect(march.months).toEqual(['2026-03']);
    expect(march.devices.find((d) => d.number === 1)).toMatchObject({ total: 3, peak: 3 });
    expect(march.devices.find((d) => d.number === 4)).toMatchObject({ total: 0 });
  });

  it('refuses a range over five years or backwards, and a missing location', async () => {
    const url = (q: string) => `/api/locations/${site.locationId}/device-trends?${q}`;
    const long = await get(supervisor, url('from=2020-01-01&to=2025-01-02'));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'device.trendRange' });
    expect((await get(supervisor, url('from=2020-01-01&to=2025-01-01'))).statusCode).toBe(200);
    const backwards = await get(supervisor, url('from=2026-02-01&to=2026-01-01'));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ fieldCodes: { to: { code: 'device.trendRange' } } });
    expect((await get(supervisor, url('from=2026-02-30&to=2026-03-01'))).statusCode).toBe(400);
    const missing = await get(admin, '/api/locations/999999/device-trends?from=2026-01-01&to=2026-02-01');
    expect(missing.statusCode).toBe(404);
  });

  it('is for staff: a Technician gets 403 on trends, the PDF and a history', async () => {
    for (const url of [
      `/api/locations/${site.locationId}/device-trends?${RANGE}`,
      `/api/locations/${site.locationId}/device-trends.pdf?${RANGE}`,
      `/api/devices/${ids[0]}/inspections`,
    ]) {
      expect((await get(technician, url)).statusCode, url).toBe(403);
      expect((await get(admin, url)).statusCode, url).toBe(200);
    }
  });
});

describe('a device history', () => {
  it('keeps a removed device’s inspections, newest first, 25 a page', async () => {
    const first = await get(supervisor, `/api/devices/${removedNeverInRange}/inspections`);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json<DeviceHistoryResponse>();
    expect(body.device).toMatchObject({ number: 7, active: false, removed_on: '2025-01-01', place: null });
    expect(body.total).toBe(30);
    expect(body.inspections).toHaveLength(25);
    expect(body.inspections[0]).toMatchObject({
      inspected_at: '2024-06-10T15:00:00.000Z',
      activity: 29 % 4,
      scanned: false,
      condition: 'good',
      user: { id: techId, name: 'Tess Tech' },
    });
    const second = (
      await get(supervisor, `/api/devices/${removedNeverInRange}/inspections?page=2`)
    ).json<DeviceHistoryResponse>();
    expect(second.inspections.map((i) => i.inspected_at)).toEqual(
      [4, 3, 2, 1, 0].map((m) => new Date(Date.UTC(2022, m, 10, 15)).toISOString()),
    );
  });

  it('leaves out deleted reports and answers 404 for an unknown device', async () => {
    const body = (await get(admin, `/api/devices/${ids[0]}/inspections`)).json<DeviceHistoryResponse>();
    expect(body.total).toBe(4);
    expect(body.inspections.map((i) => i.inspected_at)).toEqual(
      [MAY_FIRST, MAR_LATE, FEB_LATE, JAN_LAST].map((d) => d.toISOString()),
    );
    const missing = await get(admin, '/api/devices/999999/inspections');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'device.notFound' });
  });
});

describe('the trend report PDF', () => {
  it('holds the header, the plan, the findings, the corrective notes and the actions', async () => {
    const name = `${'a1'.repeat(16)}.png`;
    const png = photoPng(400, 300);
    await t.app.files.put(`site-plans/${name}`, Readable.from([png]), {
      size: png.length,
      contentType: 'image/png',
    });
    const [plan] = await t.db
      .insert(sitePlans)
      .values({
        locationId: site.locationId,
        name: 'Ground floor',
        filepath: name,
        mime: 'image/png',
        size: png.length,
        width: 400,
        height: 300,
      })
      .returning({ id: sitePlans.id });
    await insertDevices(t.db, site.locationId, [
      {
        number: 8,
        typeId: site.types['Snap trap']!,
        zone: 'Storage',
        place: { planId: plan!.id, x: 0.5, y: 0.5 },
      },
    ]);
    await insertAction(t.db, {
      locationId: site.locationId,
      createdBy: techId,
      title: 'Seal the dock door',
      status: 'done',
      closingNote: 'Sweep fitted',
      createdAt: new Date('2026-03-10T15:00:00Z'),
    });
    await insertAction(t.db, {
      locationId: site.locationId,
      createdBy: techId,
      title: 'Outside the period',
      createdAt: new Date('2026-06-10T15:00:00Z'),
    });
    const res = await get(supervisor, `/api/locations/${site.locationId}/device-trends.pdf?${RANGE}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="device-trends-Harbor Deli-2026-02-01-2026-04-30.pdf"',
    );
    const { pages, runs } = await pdfText(res.rawPayload);
    const text = pages.join(' ').replace(/\s+/g, ' ');
    for (const expected of [
      'Device trend report',
      'Harbor Deli',
      '1 Feb 2026 – 30 Apr 2026',
      'Site plan: Ground floor',
      'Activity per month by zone',
      'Corrective notes',
      'Lid cracked',
      'Seal the dock door',
      'Sweep fitted',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Outside the period');
    const cells = runs.map((r) => r.text.trim());
    // Above the threshold: marked in the table.
    expect(cells).toEqual(
      expect.arrayContaining(['1 *', '4 *', '2', '3', '5', '6', '8', 'Multi-catch trap']),
    );
    expect(cells).not.toContain('2 *');

    // The same report in Arabic (issue 35): labels, legend, digits and dates translated, right to
    // left, the recorded names as they are; page 1 as the reviewed image.
    const ar = await get(supervisor, `/api/locations/${site.locationId}/device-trends.pdf?${RANGE}&lang=ar`);
    expect(ar.statusCode, ar.body).toBe(200);
    const arabic = await pdfText(ar.rawPayload);
    const arText = arabic.pages.join(' ').replace(/\s+/g, ' ');
    for (const expected of [
      'تقرير اتجاهات الأجهزة',
      'الفترة',
      'مخطط الموقع',
      'النشاط شهريًا حسب المنطقة',
      'النتائج',
      'ملاحظات تصحيحية',
      'Harbor Deli',
      'Lid cracked',
      'Seal the dock door',
      'Multi-catch trap',
    ]) {
      expect(arText).toContain(expected);
    }
    for (const english of ['Device trend report', 'Corrective notes', 'Findings', 'Page 1']) {
      expect(arText).not.toContain(english);
    }
    expect(arabic.runs.map((r) => r.text.trim())).toEqual(expect.arrayContaining(['١ *', '٤ *']));
    expect(await goldenDifference(ar.rawPayload, 1, 'trend-report-ar')).toBeLessThan(0.002);
    const refused = await get(
      supervisor,
      `/api/locations/${site.locationId}/device-trends.pdf?${RANGE}&lang=de`,
    );
    expect(refused.statusCode).toBe(400);
  });
});
