import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { DeviceTypeRow } from '@shared/schemas/devices';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertDevices, insertLocation } from './devices.fixtures';

let t: TestApp;
let admin: Session;
let supervisor: Session;
let technician: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
});
afterAll(() => t.close());

const call = (session: Session, method: string, url: string, payload?: unknown) =>
  t.request(session, { method, url, payload });
const types = async (session = admin) => {
  const res = await call(session, 'GET', '/api/device-types');
  expect(res.statusCode).toBe(200);
  return res.json<{ types: DeviceTypeRow[] }>().types;
};
const create = (body: Record<string, unknown>, session = admin) =>
  call(session, 'POST', '/api/device-types', body);

describe('device types', () => {
  it('lists the six defaults by name, to everyone', async () => {
    const list = await types(technician);
    expect(list.map((x) => x.name)).toEqual([
      'Bait station',
      'Glue board',
      'Insect light trap',
      'Multi-catch trap',
      'Pheromone trap',
      'Snap trap',
    ]);
    expect(list[0]).toMatchObject({ activity: 'level', pests: ['Rodents'], bait: true, device_count: 0 });
    expect(list.find((x) => x.name === 'Snap trap')).toMatchObject({
      activity: 'count',
      pests: ['Mice', 'Rats'],
    });
  });

  it('creates, changes only what is given, and refuses a name taken in any case', async () => {
    const res = await create({ name: 'Fly light', activity: 'count', pests: ['Flies'] });
    expect(res.statusCode).toBe(200);
    const row = res.json<DeviceTypeRow>();
    expect(row).toMatchObject({
      name: 'Fly light',
      activity: 'count',
      pests: ['Flies'],
      bait: false,
      device_count: 0,
    });

    const patched = await call(admin, 'PATCH', `/api/device-types/${row.id}`, { name: 'Fly light trap' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Fly light trap', pests: ['Flies'], activity: 'count' });

    const taken = await create({ name: 'snap TRAP', activity: 'level' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'device.typeNameTaken' });
    const renamed = await call(admin, 'PATCH', `/api/device-types/${row.id}`, { name: 'GLUE BOARD' });
    expect(renamed.statusCode).toBe(409);
    // Its own name in another case is not "taken".
    const same = await call(admin, 'PATCH', `/api/device-types/${row.id}`, { name: 'FLY LIGHT TRAP' });
    expect(same.statusCode).toBe(200);
  });

  it('needs a pest for a type that counts captures', async () => {
    const res = await create({ name: 'Counter', activity: 'count', pests: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'device.typePestsRequired',
      fieldCodes: { pests: { code: 'device.typePestsRequired' } },
    });
    const level = await create({ name: 'Leveller', activity: 'level' });
    expect(level.statusCode).toBe(200);
    const toCount = await call(admin, 'PATCH', `/api/device-types/${level.json<DeviceTypeRow>().id}`, {
      activity: 'count',
    });
    expect(toCount.statusCode).toBe(400);
  });

  it('refuses to delete a type devices have (in place or removed), naming the locations', async () => {
    const type = (await create({ name: 'Used trap', activity: 'level' })).json<DeviceTypeRow>();
    await insertDevices(t.db, await insertLocation(t.db), [1, 2], { typeId: type.id });
    await insertDevices(t.db, await insertLocation(t.db), [7], { typeId: type.id });
    const res = await call(admin, 'DELETE', `/api/device-types/${type.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'device.typeInUse', params: { count: 2 } });
    expect((await types()).find((x) => x.id === type.id)?.device_count).toBe(3);
  });

  it('moves an unused type to the Trash, frees its name, and restores it', async () => {
    const type = (await create({ name: 'Old trap', activity: 'level' })).json<DeviceTypeRow>();
    const res = await call(admin, 'DELETE', `/api/device-types/${type.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', id: type.id });
    expect((await types()).some((x) => x.id === type.id)).toBe(false);
    const trash = await call(admin, 'GET', '/api/trash?entity=deviceTypes');
    expect(trash.json<{ items: { id: number; name: string }[] }>().items).toEqual([
      expect.objectContaining({ id: type.id, name: 'Old trap', entity: 'deviceTypes' }),
    ]);
    // The name is free again; restoring the old one would take it twice.
    const again = await create({ name: 'OLD TRAP', activity: 'level' });
    expect(again.statusCode).toBe(200);
    const clash = await call(admin, 'POST', `/api/trash/deviceTypes/${type.id}/restore`);
    expect(clash.statusCode).toBe(409);
    await call(admin, 'DELETE', `/api/device-types/${again.json<DeviceTypeRow>().id}`);
    const restored = await call(admin, 'POST', `/api/trash/deviceTypes/${type.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect((await types()).some((x) => x.id === type.id)).toBe(true);
  });

  it('lets only Admins change types', async () => {
    for (const session of [technician, supervisor]) {
      expect((await create({ name: 'Nope', activity: 'level' }, session)).statusCode).toBe(403);
      expect((await call(session, 'PATCH', '/api/device-types/1', { name: 'Nope' })).statusCode).toBe(403);
      expect((await call(session, 'DELETE', '/api/device-types/1')).statusCode).toBe(403);
    }
    expect((await call(admin, 'PATCH', '/api/device-types/99999', { name: 'Nope' })).statusCode).toBe(404);
  });
});
