import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { DeviceRow } from '@shared/schemas/devices';
import { devices } from '../db/schema/devices';
import { locations } from '../db/schema/locations';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertDevices, insertLocation, insertPlan, typeId } from './devices.fixtures';
import { numbersText } from './devices.repository';

let t: TestApp;
let admin: Session;
let supervisor: Session;
let technician: Session;
let bait: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
  bait = await typeId(t.db);
});
afterAll(() => t.close());

const call = (session: Session, method: string, url: string, payload?: unknown) =>
  t.request(session, { method, url, payload });
const list = async (locationId: number, active = 'all', session = admin) => {
  const res = await call(session, 'GET', `/api/locations/${locationId}/devices?active=${active}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ devices: DeviceRow[] }>().devices;
};

describe('a location’s devices', () => {
  it('creates a device with a random code, changes it, and removes it keeping its number', async () => {
    const locationId = await insertLocation(t.db);
    const res = await call(admin, 'POST', `/api/locations/${locationId}/devices`, {
      number: 12,
      type_id: bait,
      zone: 'Exterior',
      placement: 'By the dock door',
      installed_on: '2026-01-10',
    });
    expect(res.statusCode).toBe(200);
    const device = res.json<DeviceRow>();
    expect(device).toMatchObject({
      location_id: locationId,
      number: 12,
      type_name: 'Bait station',
      zone: 'Exterior',
      placement: 'By the dock door',
      place: null,
      installed_on: '2026-01-10',
      removed_on: null,
      active: true,
    });
    expect(device.code).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const patched = await call(admin, 'PATCH', `/api/devices/${device.id}`, { zone: 'Dock' });
    expect(patched.json()).toMatchObject({ zone: 'Dock', placement: 'By the dock door', number: 12 });

    const early = await call(admin, 'POST', `/api/devices/${device.id}/remove`, { removed_on: '2026-01-09' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      code: 'device.dates',
      fieldCodes: { removed_on: { code: 'device.dates' } },
    });
    const removed = await call(admin, 'POST', `/api/devices/${device.id}/remove`, {
      removed_on: '2026-03-01',
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ active: false, removed_on: '2026-03-01', code: device.code });

    expect(
      (await call(admin, 'POST', `/api/devices/${device.id}/remove`, { removed_on: '2026-03-02' })).json(),
    ).toMatchObject({ code: 'device.removed' });
    const refused = await call(admin, 'PATCH', `/api/devices/${device.id}`, { zone: 'Back' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'device.removed' });

    // The number stays taken by the removed device.
    const again = await call(admin, 'POST', `/api/locations/${locationId}/devices`, {
      number: 12,
      type_id: bait,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'device.numberTaken', params: { number: 12 } });
    expect((await list(locationId, 'active')).length).toBe(0);
    expect((await list(locationId, 'removed')).map((d) => d.number)).toEqual([12]);
  });

  it('lists by number and filters in place or removed', async () => {
    const locationId = await insertLocation(t.db);
    const [, second] = await insertDevices(t.db, locationId, [3, 1, 2]);
    await t.db.update(devices).set({ active: false, removedOn: '2026-02-01' }).where(eq(devices.id, second!));
    expect((await list(locationId)).map((d) => d.number)).toEqual([1, 2, 3]);
    expect((await list(locationId, 'active')).map((d) => d.number)).toEqual([2, 3]);
    expect((await list(locationId, 'removed')).map((d) => d.number)).toEqual([1]);
  });

  it('adds devices in bulk, all or none, naming every taken number', async () => {
    const locationId = await insertLocation(t.db);
    const res = await call(admin, 'POST', `/api/locations/${locationId}/devices/bulk`, {
      from: 1,
      to: 40,
      type_id: bait,
      zone: 'Exterior',
    });
    expect(res.statusCode).toBe(200);
    const created = res.json<{ devices: DeviceRow[] }>().devices;
    expect(created.map((d) => d.number)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(new Set(created.map((d) => d.code)).size).toBe(40);
    expect(created.every((d) => d.zone === 'Exterior' && d.type_name === 'Bait station')).toBe(true);

    const overlap = await call(admin, 'POST', `/api/locations/${locationId}/devices/bulk`, {
      from: 35,
      to: 45,
      type_id: bait,
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({
      code: 'device.numbersTaken',
      params: { numbers: '35, 36, 37, 38, 39, 40' },
    });
    // Nothing of 41 to 45 was written.
    expect((await list(locationId)).length).toBe(40);

    const many = await call(admin, 'POST', `/api/locations/${locationId}/devices/bulk`, {
      from: 1,
      to: 50,
      type_id: bait,
    });
    expect(many.json()).toMatchObject({
      params: { numbers: `${numbersText(Array.from({ length: 40 }, (_, i) => i + 1))}` },
    });
    expect(numbersText(Array.from({ length: 25 }, (_, i) => i + 1))).toBe(
      `${Array.from({ length: 20 }, (_, i) => i + 1).join(', ')}, …`,
    );

    const backwards = await call(admin, 'POST', `/api/locations/${locationId}/devices/bulk`, {
      from: 60,
      to: 50,
      type_id: bait,
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('needs a type not deleted, and a live location', async () => {
    const locationId = await insertLocation(t.db);
    const noType = await call(admin, 'POST', `/api/locations/${locationId}/devices`, {
      number: 1,
      type_id: 99999,
    });
    expect(noType.statusCode).toBe(400);
    expect(noType.json()).toMatchObject({ fieldCodes: { type_id: { code: 'device.typeRequired' } } });
    await t.db.update(locations).set({ deletedAt: new Date() }).where(eq(locations.id, locationId));
    const gone = await call(admin, 'POST', `/api/locations/${locationId}/devices`, {
      number: 1,
      type_id: bait,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'notFound.location' });
    expect((await call(admin, 'GET', `/api/locations/${locationId}/devices`)).statusCode).toBe(404);
    expect((await t.db.select().from(devices).where(eq(devices.locationId, locationId))).length).toBe(0);
  });

  it('places a device only on a plan of its own location', async () => {
    const locationId = await insertLocation(t.db);
    const plan = await insertPlan(t.db, locationId);
    const otherPlan = await insertPlan(t.db, await insertLocation(t.db));
    const res = await call(admin, 'POST', `/api/locations/${locationId}/devices`, {
      number: 1,
      type_id: bait,
      place: { plan_id: plan, x: 0.25, y: 0.5 },
    });
    expect(res.json()).toMatchObject({ place: { plan_id: plan, x: 0.25, y: 0.5 } });
    const id = res.json<DeviceRow>().id;
    const other = await call(admin, 'PATCH', `/api/devices/${id}`, {
      place: { plan_id: otherPlan, x: 0.1, y: 0.1 },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'device.planOtherLocation' });
    const missing = await call(admin, 'PATCH', `/api/devices/${id}`, {
      place: { plan_id: 99999, x: 0.1, y: 0.1 },
    });
    expect(missing.json()).toMatchObject({ code: 'device.planPosition' });
    const outside = await call(admin, 'PATCH', `/api/devices/${id}`, {
      place: { plan_id: plan, x: 1.5, y: 0.1 },
    });
    expect(outside.statusCode).toBe(400);
    const off = await call(admin, 'PATCH', `/api/devices/${id}`, { place: null });
    expect(off.json()).toMatchObject({ place: null });
  });

  it('shows in the Activity: a device by its number, its type by name, no QR code', async () => {
    const locationId = await insertLocation(t.db);
    const [id] = await insertDevices(t.db, locationId, [77]);
    const snap = await typeId(t.db, 'Snap trap');
    expect((await call(admin, 'PATCH', `/api/devices/${id}`, { type_id: snap })).statusCode).toBe(200);
    const res = await call(admin, 'GET', '/api/activity?entity=devices&action=update');
    const [entry] = res.json<{
      entries: {
        label: string | null;
        changes: { field: string; kind: string; before: string | null; after: string | null }[];
      }[];
    }>().entries;
    expect(entry?.label).toBe('#77');
    expect(entry?.changes).toEqual([
      { field: 'device_type_id', kind: 'text', before: 'Bait station', after: 'Snap trap' },
    ]);
    // The location's History holds its devices' changes too.
    const history = await call(admin, 'GET', `/api/history/locations/${locationId}`);
    expect(history.statusCode).toBe(200);
    const entries = history.json<{ entries: { entity: string; label: string | null }[] }>().entries;
    expect(entries.filter((e) => e.entity === 'devices').map((e) => e.label)).toEqual(['#77', '#77']);
  });

  it('lets Supervisors read and only Admins change; Technicians neither', async () => {
    const locationId = await insertLocation(t.db);
    const [id] = await insertDevices(t.db, locationId, [1]);
    expect((await list(locationId, 'all', supervisor)).length).toBe(1);
    expect((await call(technician, 'GET', `/api/locations/${locationId}/devices`)).statusCode).toBe(403);
    for (const session of [supervisor, technician]) {
      expect(
        (await call(session, 'POST', `/api/locations/${locationId}/devices`, { number: 2, type_id: bait }))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await call(session, 'POST', `/api/locations/${locationId}/devices/bulk`, {
            from: 5,
            to: 6,
            type_id: bait,
          })
        ).statusCode,
      ).toBe(403);
      expect((await call(session, 'PATCH', `/api/devices/${id}`, { zone: 'X' })).statusCode).toBe(403);
      expect(
        (await call(session, 'POST', `/api/devices/${id}/remove`, { removed_on: '2026-01-01' })).statusCode,
      ).toBe(403);
    }
    expect((await list(locationId)).map((d) => [d.number, d.zone, d.active])).toEqual([[1, '', true]]);
  });
});
