import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type RoleId, TRASH_RETENTION_DAYS } from '@shared/constants';
import { auditLog } from '../db/schema/audit';
import { users } from '../db/schema/users';
import { createTestApp, TEST_PASSWORD, type Session, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: Session;
let superAdmin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  superAdmin = await t.loginAs(Role.SuperAdmin);
});
afterAll(() => t.close());

interface TrashItem {
  entity: string;
  id: number;
  name: string;
  deleted_at: string;
  deleted_by: { id: number; name: string } | null;
}

async function nameOf(id: number): Promise<{ name: string; email: string }> {
  const [row] = await t.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return row!;
}

/** Creates a user and deletes them through the API, as `by`. */
async function deletedUser(
  input: { name: string; email?: string; typeId?: RoleId },
  by: Session = admin,
): Promise<number> {
  const id = await t.createUser(input);
  const res = await t.request(by, { method: 'POST', url: '/api/delete-user', payload: { params: { id } } });
  expect(res.statusCode).toBe(200);
  return id;
}

async function trash(query = '?entity=users'): Promise<{ items: TrashItem[]; total: number }> {
  const res = await t.request(admin, { method: 'GET', url: `/api/trash${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const restore = (id: number, session: Session = admin, entity = 'users') =>
  t.request(session, { method: 'POST', url: `/api/trash/${entity}/${id}/restore` });

async function listed(filter: string): Promise<number[]> {
  const res = await t.request(admin, {
    method: 'GET',
    url: `/api/get-users-filtered?filter=${encodeURIComponent(filter)}`,
  });
  return res.json<{ id: number }[]>().map((r) => r.id);
}

const logIn = (login: string) =>
  t.request(null, { method: 'POST', url: '/api/auth/login', payload: { login, password: TEST_PASSWORD } });

describe('GET /api/trash', () => {
  it('lists a deleted user with its name, when and by whom', async () => {
    const before = Date.now();
    const id = await deletedUser({ name: 'Trashed Tina' });
    const { items, total } = await trash();
    const item = items.find((i) => i.id === id);
    expect(item).toEqual({
      entity: 'users',
      id,
      name: 'Trashed Tina',
      deleted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
      deleted_by: { id: admin.userId, name: (await nameOf(admin.userId)).name },
    });
    expect(Date.parse(item!.deleted_at)).toBeGreaterThan(before - 60_000);
    expect(total).toBeGreaterThanOrEqual(1);
    // Live users are not in the trash.
    expect(items.map((i) => i.id)).not.toContain(admin.userId);
  });

  it('lists the newest deletion first', async () => {
    const first = await deletedUser({ name: 'Order First' });
    const second = await deletedUser({ name: 'Order Second' });
    const ids = (await trash()).items.map((i) => i.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(ids[0]).toBe(second);
  });

  it(`keeps items for ${TRASH_RETENTION_DAYS} days only: older ones are neither listed nor restorable`, async () => {
    const recent = await deletedUser({ name: 'Aged 29 Days' });
    const old = await deletedUser({ name: 'Aged 31 Days' });
    await t.db
      .update(users)
      .set({ deletedAt: sql`now() - interval '29 days'` })
      .where(eq(users.id, recent));
    await t.db
      .update(users)
      .set({ deletedAt: sql`now() - interval '31 days'` })
      .where(eq(users.id, old));

    const ids = (await trash()).items.map((i) => i.id);
    expect(ids).toContain(recent);
    expect(ids).not.toContain(old);

    const gone = await restore(old);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ code: 'notFound.deletedItem', message: expect.any(String) });
    expect(await listed('Aged 31 Days')).toEqual([]);
    expect((await restore(recent)).statusCode).toBe(200);
    expect(await listed('Aged 29 Days')).toEqual([recent]);
  });

  it('answers 400 for an entity that does not exist', async () => {
    const res = await t.request(admin, { method: 'GET', url: '/api/trash?entity=widgets' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: { entity: expect.any(String) } });
  });
});

describe('POST /api/trash/:entity/:id/restore', () => {
  it('brings the user back into the list and lets them log in again', async () => {
    const id = await deletedUser({ name: 'Returning Rhea', email: 'rhea@example.com' });
    expect(await listed('Returning Rhea')).toEqual([]);
    expect((await logIn('rhea@example.com')).statusCode).toBe(401);

    const res = await restore(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });

    expect(await listed('Returning Rhea')).toEqual([id]);
    expect((await trash()).items.map((i) => i.id)).not.toContain(id);
    const login = await logIn('rhea@example.com');
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ id, name: 'Returning Rhea' });
    // Restoring twice finds nothing left to restore.
    expect((await restore(id)).statusCode).toBe(404);
  });

  it('writes a restore row to the audit log with the actor', async () => {
    const id = await deletedUser({ name: 'Audit Restore' });
    expect((await restore(id)).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'restore')),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(admin.userId);
    expect(rows[0]!.before).toMatchObject({ id, deleted_by: admin.userId });
    expect((rows[0]!.before as { deleted_at: unknown }).deleted_at).toEqual(expect.any(String));
    expect(rows[0]!.after).toMatchObject({ id, deleted_at: null, deleted_by: null });
    expect(rows[0]!.after).not.toHaveProperty('password_hash');
  });

  it('refuses (409) when another live user took the email meanwhile, and the item stays in the trash', async () => {
    const id = await deletedUser({ name: 'Original Owner', email: 'taken@example.com' });
    const newcomer = await t.createUser({ name: 'New Owner', email: 'Taken@Example.com' });

    const res = await restore(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/email|username/i);
    expect((await trash()).items.map((i) => i.id)).toContain(id);
    expect(await listed('taken@example.com')).toEqual([newcomer]);
  });

  it('refuses an Admin restoring a deleted Super Admin (403); a Super Admin may', async () => {
    const id = await deletedUser({ name: 'Fallen Chief', typeId: Role.SuperAdmin }, superAdmin);
    const byAdmin = await restore(id, admin);
    expect(byAdmin.statusCode).toBe(403);
    expect(await listed('Fallen Chief')).toEqual([]);

    expect((await restore(id, superAdmin)).statusCode).toBe(200);
    expect(await listed('Fallen Chief')).toEqual([id]);
  });

  it('answers 404 for an id that is not in the trash, live or unknown', async () => {
    expect((await restore(999999)).statusCode).toBe(404);
    const live = await t.createUser({ name: 'Still Here' });
    expect((await restore(live)).statusCode).toBe(404);
  });

  it('answers 400 for an unknown entity or a malformed id', async () => {
    const id = await deletedUser({ name: 'Wrong Door' });
    for (const [entity, itemId] of [
      ['widgets', String(id)],
      ['user', String(id)],
      ['users', 'abc'],
      ['users', '0'],
    ] as const) {
      const res = await t.request(admin, {
        method: 'POST',
        url: `/api/trash/${entity}/${itemId}/restore`,
      });
      expect(res.statusCode, `${entity}/${itemId}`).toBe(400);
      expect(res.json().errors).toEqual(expect.any(Object));
    }
    expect((await trash()).items.map((i) => i.id)).toContain(id);
  });
});
