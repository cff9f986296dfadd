import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, Status } from '@shared/constants';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

let dataDir: string;
let t: TestApp;
let supervisor: Session;
let technician: Session;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-assignable-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (session: Session, url: string) => t.request(session, { method: 'GET', url });

describe('GET /api/corrective-actions/assignable', () => {
  it('gives a Supervisor the active users of any role by name (the users list is Admins only)', async () => {
    const tech = await t.createUser({ typeId: Role.Technician, name: 'Ana Assignee' });
    const admin = await t.createUser({ typeId: Role.Admin, name: 'Ana Admin' });
    await t.createUser({ typeId: Role.Technician, name: 'Ana Inactive', statusId: Status.Inactive });
    const res = await get(supervisor, '/api/corrective-actions/assignable?search=ana');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      users: [
        { id: admin, name: 'Ana Admin' },
        { id: tech, name: 'Ana Assignee' },
      ],
      users_more: false,
    });
    expect((await get(supervisor, '/api/get-users-filtered')).statusCode).toBe(403);
  });

  it('pages 25 at a time and refuses a Technician', async () => {
    for (let i = 0; i < 26; i++) await t.createUser({ name: `Paged Person ${String(i).padStart(2, '0')}` });
    const first = await get(supervisor, '/api/corrective-actions/assignable?search=paged%20person');
    expect(first.json()).toMatchObject({ users_more: true });
    expect(first.json().users).toHaveLength(25);
    const second = await get(supervisor, '/api/corrective-actions/assignable?search=paged%20person&page=2');
    expect(second.json()).toEqual({
      users: [expect.objectContaining({ name: 'Paged Person 25' })],
      users_more: false,
    });
    expect((await get(technician, '/api/corrective-actions/assignable')).statusCode).toBe(403);
  });
});
