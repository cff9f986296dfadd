import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, Status } from '@shared/constants';
import type { HistoryResponse } from '@shared/schemas/activity';
import { users } from '../db/schema/users';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: Session;
let supervisor: Session;
let technician: Session;
let adminName: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
  const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, admin.userId));
  adminName = row!.name;
});
afterAll(() => t.close());

const history = (entity: string, id: number, session: Session = admin, query = '') =>
  t.request(session, { method: 'GET', url: `/api/history/${entity}/${id}${query}` });

async function historyOf(entity: string, id: number): Promise<HistoryResponse> {
  const res = await history(entity, id);
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function userBody(id: number, changes: Record<string, unknown> = {}) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return {
    name: row!.name,
    email: row!.email,
    username: row!.username,
    type_id: row!.typeId,
    status_id: row!.statusId,
    ...changes,
  };
}

const location = {
  name: 'Harbor Bakery',
  address: '1 Pier Road',
  latitude: 41.2,
  longitude: -73.1,
  status_id: Status.Active,
};

describe('GET /api/history/users/:id', () => {
  it("shows an edit's changed fields with readable values and the actor's name, newest first", async () => {
    const id = await t.createUser({ name: 'Dana Old', typeId: Role.Technician });
    const put = await t.request(admin, {
      method: 'PUT',
      url: `/api/users/${id}`,
      payload: await userBody(id, { name: 'Dana New', status_id: Status.Inactive, type_id: Role.Supervisor }),
    });
    expect(put.statusCode).toBe(200);

    const { entries, total } = await historyOf('users', id);
    expect(total).toBe(2);
    const [edit, created] = entries;
    expect(edit).toMatchObject({
      action: 'update',
      entity: 'users',
      actor: { id: admin.userId, name: adminName },
    });
    expect(edit!.changes).toEqual([
      { field: 'name', kind: 'text', before: 'Dana Old', after: 'Dana New' },
      { field: 'type_id', kind: 'role', before: String(Role.Technician), after: String(Role.Supervisor) },
      { field: 'status_id', kind: 'status', before: String(Status.Active), after: String(Status.Inactive) },
    ]);
    // No updated_at, no id, no hash: noise is left out.
    expect(edit!.changes.map((c) => c.field)).not.toContain('updated_at');
    // The creation (written by the test's own insert, no actor) lists what it was given.
    expect(created).toMatchObject({ action: 'insert', actor: null });
    expect(created!.changes).toContainEqual({ field: 'name', kind: 'text', before: null, after: 'Dana Old' });
    expect(JSON.stringify(entries)).not.toMatch(/password_hash|scrypt/);
  });

  it('shows a password change without any hash', async () => {
    const id = await t.createUser({ name: 'Pat Password' });
    const put = await t.request(admin, {
      method: 'PUT',
      url: `/api/users/${id}`,
      payload: await userBody(id, { password: 'Another-Sturdy-77' }),
    });
    expect(put.statusCode).toBe(200);
    const { entries } = await historyOf('users', id);
    expect(entries[0]!.changes).toEqual([{ field: 'password', kind: 'secret', before: null, after: null }]);
    const [hash] = await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id));
    expect(JSON.stringify(entries)).not.toContain(hash!.h);
  });

  it("includes the user's certifications, labelled, with dates as the office reads them", async () => {
    const id = await t.createUser({ name: 'Cert Holder' });
    const res = await t.request(admin, {
      method: 'PUT',
      url: `/api/users/${id}/certifications`,
      payload: {
        certifications: [
          { state: 'NY', certification_id: 'C-123', category: '7A', expires_on: '2027-03-31' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const { entries } = await historyOf('users', id);
    const cert = entries.find((e) => e.entity === 'user_certifications');
    expect(cert).toMatchObject({ action: 'insert', label: 'NY C-123', actor: { name: adminName } });
    expect(cert!.changes).toContainEqual({
      field: 'expires_on',
      kind: 'text',
      before: null,
      after: '03/31/2027',
    });
    // The parent's own id is not a change of its history.
    expect(cert!.changes.map((c) => c.field)).toContain('user_id');
  });

  it('pages 25 at a time', async () => {
    const id = await t.createUser({ name: 'Busy 0' });
    for (let i = 1; i <= 26; i += 1) {
      await t.request(admin, {
        method: 'PUT',
        url: `/api/users/${id}`,
        payload: await userBody(id, { name: `Busy ${i}` }),
      });
    }
    const first = await historyOf('users', id);
    expect(first.total).toBe(27);
    expect(first.entries).toHaveLength(25);
    expect(first.entries[0]!.changes[0]).toMatchObject({ before: 'Busy 25', after: 'Busy 26' });
    const second = (await history('users', id, admin, '?page=2')).json<HistoryResponse>();
    expect(second.entries.map((e) => e.action)).toEqual(['update', 'insert']);
  });
});

describe('History of a location', () => {
  it('names the location renamed and its contacts, by whom', async () => {
    const created = await t.request(admin, { method: 'POST', url: '/api/locations', payload: location });
    expect(created.statusCode).toBe(200);
    const id = created.json<{ id: number }>().id;
    await t.request(admin, {
      method: 'PUT',
      url: `/api/locations/${id}`,
      payload: { ...location, name: 'Harbor Bakery East' },
    });
    const contact = await t.request(admin, {
      method: 'PUT',
      url: `/api/locations/${id}/contacts`,
      payload: { contacts: [{ name: 'Rosa Baker', email: 'rosa@example.com', receives_reports: true }] },
    });
    expect(contact.statusCode).toBe(200);
    const { entries } = await historyOf('locations', id);
    expect(entries[0]).toMatchObject({ entity: 'location_contacts', label: 'Rosa Baker', action: 'insert' });
    expect(entries[0]!.changes).toContainEqual({
      field: 'receives_reports',
      kind: 'boolean',
      before: null,
      after: 'true',
    });
    expect(entries[0]!.changes).toContainEqual({
      field: 'location_id',
      kind: 'text',
      before: null,
      after: 'Harbor Bakery East',
    });
    const rename = entries.find((e) => e.entity === 'locations' && e.action === 'update');
    expect(rename).toMatchObject({ actor: { id: admin.userId, name: adminName } });
    expect(rename!.changes).toEqual([
      { field: 'name', kind: 'text', before: 'Harbor Bakery', after: 'Harbor Bakery East' },
    ]);
  });
});

describe('who may read a history', () => {
  it('lets Supervisors read a location but not a user; Technicians nothing', async () => {
    const created = await t.request(admin, { method: 'POST', url: '/api/locations', payload: location });
    const id = created.json<{ id: number }>().id;
    expect((await history('locations', id, supervisor)).statusCode).toBe(200);
    expect((await history('users', admin.userId, supervisor)).statusCode).toBe(403);
    expect((await history('locations', id, technician)).statusCode).toBe(403);
    expect((await history('users', technician.userId, technician)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown kind of record or a record that does not exist', async () => {
    const unknown = await history('passwords', 1);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'notFound.item' });
    expect((await history('users', 2_000_000)).statusCode).toBe(404);
    expect((await history('audit_log', 1)).statusCode).toBe(404);
    expect((await history('users', 0)).statusCode).toBe(400);
  });

  it('keeps a deleted record readable', async () => {
    const id = await t.createUser({ name: 'Gone Soon' });
    await t.request(admin, { method: 'POST', url: '/api/delete-user', payload: { params: { id } } });
    const { entries } = await historyOf('users', id);
    expect(entries[0]).toMatchObject({ action: 'delete', actor: { name: adminName }, changes: [] });
  });
});

describe('rows written outside the API', () => {
  it('shows an actor set by a script', async () => {
    const id = await t.createUser({ name: 'Scripted' });
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('fieldbook.user_id', ${String(admin.userId)}, true)`);
      await tx.update(users).set({ name: 'Scripted Twice' }).where(eq(users.id, id));
    });
    const { entries } = await historyOf('users', id);
    expect(entries[0]).toMatchObject({
      actor: { id: admin.userId },
      changes: [{ field: 'name', after: 'Scripted Twice' }],
    });
  });
});
