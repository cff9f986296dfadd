import { asc, eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { ReportDetail } from '@shared/schemas/reports';
import { deviceInspections, devices } from '../db/schema/devices';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { deviceSetup, finding, insertDevices, insertDeviceType, locationOf } from './report-devices.fixtures';
import { insertAssignedJob, uploadReportImage } from './reports.fixtures';
import { photoPng } from './test-images';

let t: TestApp;
let supervisor: Session;
let technician: Session;
let other: Session;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-devices-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
  other = await t.loginAs(Role.Technician);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (session: Session, method: string, url: string, payload?: unknown) =>
  t.request(session, { method, url, payload });

async function start(opts: { hidden?: boolean } = {}) {
  const s = await deviceSetup(t.db, technician.userId, opts);
  const res = await call(technician, 'POST', '/api/reports', { job_id: s.jobId, template_id: s.templateId });
  expect(res.statusCode, res.body).toBe(200);
  return { ...s, id: res.json<ReportDetail>().id };
}

const save = (id: number, field: number, value: unknown, session = technician) =>
  call(session, 'PUT', `/api/reports/${id}/answers`, { answers: [{ field_id: field, value }] });

/** The refusal's code and params at `answers.<field>.<part>`. */
async function refusedAt(res: Awaited<ReturnType<typeof save>>, key: string) {
  expect(res.statusCode, res.body).toBe(400);
  return res.json<{ fieldCodes: Record<string, { code: string; params?: Record<string, string> }> }>()
    .fieldCodes[key];
}

const frozenRows = (reportId: number) =>
  t.db
    .select()
    .from(deviceInspections)
    .where(eq(deviceInspections.reportId, reportId))
    .orderBy(asc(deviceInspections.deviceId));

describe('Device inspection answers', () => {
  it('saves findings that fit each device type', async () => {
    const s = await start();
    const value = [
      finding(s.ids, 1, { scanned_at: '2026-05-04T09:29:00.000Z', action: 'bait_replaced' }),
      finding(s.ids, 2, { condition: 'missing', activity: null, bait: null }),
      finding(s.ids, 7, { captures: { Mice: 3 } }),
    ];
    const res = await save(s.id, s.field, value);
    expect(res.statusCode, res.body).toBe(200);
    const stored = res.json<{ answers: { field_id: number; value: { device_id: number }[] }[] }>().answers;
    expect(stored.find((a) => a.field_id === s.field)?.value.map((e) => e.device_id)).toEqual([
      s.ids.get(1),
      s.ids.get(2),
      s.ids.get(7),
    ]);
    // An empty list clears the answer.
    expect((await save(s.id, s.field, [])).json().answers).toEqual([]);
  });

  it('refuses a level without activity, and captures on a level type', async () => {
    const s = await start();
    const noLevel = await save(s.id, s.field, [finding(s.ids, 2), finding(s.ids, 3, { activity: null })]);
    expect(await refusedAt(noLevel, `answers.${s.field}.1.activity`)).toEqual({
      code: 'device.inspectionActivity',
      params: { number: '3' },
    });
    expect(noLevel.json().fieldCodes[`answers.${s.field}`].code).toBe('device.inspectionActivity');
    const captures = await save(s.id, s.field, [finding(s.ids, 1, { captures: { Mice: 1 } })]);
    expect((await refusedAt(captures, `answers.${s.field}.0.captures`))?.code).toBe(
      'device.inspectionCaptures',
    );
  });

  it('refuses captures of another pest, fractions, and a level on a count type', async () => {
    const s = await start();
    const pest = await save(s.id, s.field, [finding(s.ids, 7, { captures: { Cockroaches: 1 } })]);
    expect(await refusedAt(pest, `answers.${s.field}.0.captures`)).toEqual({
      code: 'device.inspectionCaptures',
      params: { number: '7' },
    });
    const fraction = await save(s.id, s.field, [finding(s.ids, 8, { captures: { Mice: 1.5 } })]);
    expect(await refusedAt(fraction, `answers.${s.field}.0.captures`)).toEqual({
      code: 'device.inspectionCaptures',
      params: { number: '8' },
    });
    const level = await save(s.id, s.field, [finding(s.ids, 9, { activity: 'high' })]);
    expect((await refusedAt(level, `answers.${s.field}.0.activity`))?.code).toBe('device.inspectionActivity');
  });

  it('refuses bait for a type without bait, and an inaccessible device without a reason', async () => {
    const s = await start();
    const bait = await save(s.id, s.field, [finding(s.ids, 7, { bait: 40 })]);
    expect(await refusedAt(bait, `answers.${s.field}.0.bait`)).toEqual({
      code: 'device.inspectionBait',
      params: { number: '7' },
    });
    const inaccessible = { condition: 'inaccessible', activity: null, bait: null } as const;
    const reason = await save(s.id, s.field, [finding(s.ids, 4, { ...inaccessible, note: '  ' })]);
    expect(await refusedAt(reason, `answers.${s.field}.0.note`)).toEqual({
      code: 'device.inspectionReason',
      params: { number: '4' },
    });
    const given = await save(s.id, s.field, [
      finding(s.ids, 4, { ...inaccessible, note: 'Pallets stacked on it' }),
    ]);
    expect(given.statusCode, given.body).toBe(200);
  });

  it('refuses an unknown device, one of another location, a removed one, and one device twice', async () => {
    const s = await start();
    const elsewhere = await insertDevices(
      t.db,
      await locationOf(t.db, await insertAssignedJob(t.db)),
      s.bait,
      [1],
    );
    for (const deviceId of [987_654, elsewhere.get(1)!]) {
      const res = await save(s.id, s.field, [{ ...finding(s.ids, 1), device_id: deviceId }]);
      expect((await refusedAt(res, `answers.${s.field}.0.device_id`))?.code).toBe('device.inspectionDevice');
    }
    await t.db
      .update(devices)
      .set({ active: false, removedOn: '2026-05-01' })
      .where(eq(devices.id, s.ids.get(5)!));
    const removed = await save(s.id, s.field, [finding(s.ids, 5)]);
    expect(await refusedAt(removed, `answers.${s.field}.0.device_id`)).toEqual({
      code: 'device.inspectionDevice',
      params: { number: '5' },
    });
    const twice = await save(s.id, s.field, [finding(s.ids, 2), finding(s.ids, 3), finding(s.ids, 2)]);
    expect(await refusedAt(twice, `answers.${s.field}.2.device_id`)).toEqual({
      code: 'device.inspectionTwice',
      params: { number: '2' },
    });
  });

  it('keeps validating a device recorded before it was removed', async () => {
    const s = await start();
    expect((await save(s.id, s.field, [finding(s.ids, 6)])).statusCode).toBe(200);
    await t.db
      .update(devices)
      .set({ active: false, removedOn: '2026-05-01' })
      .where(eq(devices.id, s.ids.get(6)!));
    const again = await save(s.id, s.field, [finding(s.ids, 6, { note: 'Taken out by the customer' })]);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('takes a photo of this field only', async () => {
    const s = await start();
    const upload = async (fieldId: number) =>
      (await uploadReportImage(t, technician, s.id, fieldId, photoPng(64, 48))).json<{ id: number }>().id;
    const own = await upload(s.field);
    const foreign = await upload(s.photos);
    const refused = await save(s.id, s.field, [finding(s.ids, 1, { photo_file_id: foreign })]);
    expect((await refusedAt(refused, `answers.${s.field}.0.photo_file_id`))?.code).toBe(
      'device.inspectionPhoto',
    );
    expect((await save(s.id, s.field, [finding(s.ids, 1, { photo_file_id: own })])).statusCode).toBe(200);
  });

  it("does not let a Technician answer another's report", async () => {
    const s = await start();
    expect((await save(s.id, s.field, [finding(s.ids, 1)], other)).statusCode).toBe(403);
  });
});

describe('submit with full coverage', () => {
  const allTen = (ids: Map<number, number>, skip: number[] = []) =>
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
      .filter((n) => !skip.includes(n))
      .map((n) =>
        n === 4
          ? finding(ids, 4, { condition: 'inaccessible', activity: null, bait: null, note: 'Locked gate' })
          : finding(ids, n, n === 1 ? { scanned_at: '2026-05-04T09:29:00.000Z' } : {}),
      );

  it('refuses submit naming the devices not inspected, then freezes every finding', async () => {
    const s = await start();
    expect((await save(s.id, s.field, allTen(s.ids, [3, 7]))).statusCode).toBe(200);
    const refused = await call(technician, 'POST', `/api/reports/${s.id}/submit`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'device.coverage',
      params: { numbers: '3, 7' },
      message: 'Every device must be inspected before submit. Not yet inspected: 3, 7.',
      fieldCodes: { [`answers.${s.field}`]: { code: 'device.coverage', params: { numbers: '3, 7' } } },
    });
    expect(await frozenRows(s.id)).toEqual([]);

    expect((await save(s.id, s.field, allTen(s.ids))).statusCode).toBe(200);
    const submitted = await call(technician, 'POST', `/api/reports/${s.id}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const rows = await frozenRows(s.id);
    expect(rows).toHaveLength(10);
    const byNumber = new Map([...s.ids].map(([n, id]) => [n, rows.find((r) => r.deviceId === id)!]));
    expect(byNumber.get(1)).toMatchObject({
      fieldId: s.field,
      locationId: s.locationId,
      userId: technician.userId,
      scanned: true,
      activity: 1,
      baitConsumed: 25,
      captures: null,
      condition: 'good',
      inspectedAt: new Date('2026-05-04T09:30:00.000Z'),
    });
    expect(byNumber.get(4)).toMatchObject({ activity: null, condition: 'inaccessible', note: 'Locked gate' });
    expect(byNumber.get(7)).toMatchObject({ activity: 3, captures: { Mice: 2, Rats: 1 }, scanned: false });
  });

  it('removes the findings when the report is returned, and keeps them when a device is removed', async () => {
    const s = await start();
    expect((await save(s.id, s.field, allTen(s.ids))).statusCode).toBe(200);
    expect((await call(technician, 'POST', `/api/reports/${s.id}/submit`)).statusCode).toBe(200);
    const back = await call(supervisor, 'POST', `/api/reports/${s.id}/return`, { reason: 'Recount 8' });
    expect(back.statusCode, back.body).toBe(200);
    expect(await frozenRows(s.id)).toEqual([]);
    expect((await call(technician, 'POST', `/api/reports/${s.id}/submit`)).statusCode).toBe(200);
    expect(await frozenRows(s.id)).toHaveLength(10);
    // History: a device removed after the visit keeps its findings, and the report still names it.
    await t.db
      .update(devices)
      .set({ active: false, removedOn: '2026-06-01' })
      .where(eq(devices.id, s.ids.get(9)!));
    expect((await frozenRows(s.id)).some((r) => r.deviceId === s.ids.get(9))).toBe(true);
    const detail = (await call(supervisor, 'GET', `/api/reports/${s.id}`)).json<ReportDetail>();
    expect(detail.devices?.find((d) => d.number === 9)).toMatchObject({ active: false });
    expect(detail.devices).toHaveLength(10);
  });

  it('does not hold submit for a hidden Device inspection field, nor freeze it', async () => {
    const s = await start({ hidden: true });
    expect((await save(s.id, s.field, [finding(s.ids, 1)])).statusCode).toBe(200);
    expect((await save(s.id, s.question, 'No')).statusCode).toBe(200);
    const submitted = await call(technician, 'POST', `/api/reports/${s.id}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await frozenRows(s.id)).toEqual([]);
  });

  it('counts a device added after the answer as missing', async () => {
    const s = await start();
    expect((await save(s.id, s.field, allTen(s.ids))).statusCode).toBe(200);
    const type = await insertDeviceType(t.db, { activity: 'level' });
    await insertDevices(t.db, s.locationId, type, [12]);
    const refused = await call(technician, 'POST', `/api/reports/${s.id}/submit`);
    expect(refused.json()).toMatchObject({ code: 'device.coverage', params: { numbers: '12' } });
  });
});
