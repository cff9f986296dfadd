import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, Status } from '@shared/constants';
import { GROUP_MESSAGES } from '@shared/schemas/groups';
import { auditLog } from '../db/schema/audit';
import { groupUsers } from '../db/schema/groups';
import { users } from '../db/schema/users';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: Session;
let superAdmin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  superAdmin = await t.loginAs(Role.SuperAdmin);
});
afterAll(() => t.close());

async function newGroup(name: string) {
  const res = await t.request(admin, {
    method: 'POST',
    url: '/api/groups',
    payload: { name, type_id: Role.Technician, status_id: Status.Active },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: number }>().id;
}

async function lists(groupId: number) {
  const res = await t.request(admin, {
    method: 'GET',
    url: `/api/groups/assignees-available-users/${groupId}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ users: { id: number; name: string }[]; assignees: { id: number; name: string }[] }>();
}

const assign = (groupId: number, payload: unknown, session: Session = admin) =>
  t.request(session, { method: 'POST', url: `/api/groups/assign/${groupId}`, payload });
const deassign = (groupId: number, payload: unknown, session: Session = admin) =>
  t.request(session, { method: 'DELETE', url: `/api/groups/deassign/${groupId}`, payload });

describe('GET /api/groups/assignees-available-users/:groupId', () => {
  it('lists active users not in the group, and the members, each as id and name only, by name', async () => {
    const group = await newGroup('Listing Crew');
    const zed = await t.createUser({ name: 'Zed Member' });
    const amy = await t.createUser({ name: 'amy Member' });
    const idle = await t.createUser({ name: 'Idle Outsider', statusId: Status.Inactive });
    const free = await t.createUser({ name: 'Free Outsider' });
    const gone = await t.createUser({ name: 'Gone Outsider' });
    await t.request(admin, { method: 'POST', url: '/api/delete-user', payload: { id: gone } });
    for (const id of [zed, amy]) expect((await assign(group, { user_id: id })).statusCode).toBe(200);

    const { users: candidates, assignees } = await lists(group);
    expect(assignees).toEqual([
      { id: amy, name: 'amy Member' },
      { id: zed, name: 'Zed Member' },
    ]);
    const available = candidates.map((u) => u.id);
    expect(available).toContain(free);
    for (const id of [zed, amy, idle, gone]) expect(available).not.toContain(id);
    expect(candidates.every((u) => Object.keys(u).sort().join() === 'id,name')).toBe(true);
    const sorted = [...candidates].sort(
      (a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id,
    );
    expect(candidates.map((u) => u.id)).toEqual(sorted.map((u) => u.id));
  });

  it('answers 25 users a page with users_more, and searches by name or email (decision 0023)', async () => {
    const group = await newGroup('Paging Crew');
    await t.db.execute(sql`
      insert into users (name, email, username, password_hash, type_id, status_id)
      select 'Quinn Paging ' || lpad(i::text, 2, '0'), 'quinn' || i || '@paging.example', 'quinn' || i, 'x',
             ${Role.Technician}, ${Status.Active}
      from generate_series(1, 27) i`);
    const get = async (query: string) => {
      const res = await t.request(admin, {
        method: 'GET',
        url: `/api/groups/assignees-available-users/${group}${query}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ users: { name: string }[]; users_more: boolean }>();
    };
    const first = await get('?search=quinn%20paging');
    expect(first.users).toHaveLength(25);
    expect(first.users_more).toBe(true);
    const second = await get('?search=quinn%20paging&page=2');
    expect(second.users.map((u) => u.name)).toEqual(['Quinn Paging 26', 'Quinn Paging 27']);
    expect(second.users_more).toBe(false);
    expect((await get('?search=quinn9%40')).users.map((u) => u.name)).toEqual(['Quinn Paging 09']);
  });

  it('keeps a member who became inactive in the table, and drops one who was deleted', async () => {
    const group = await newGroup('Changing Crew');
    const sleepy = await t.createUser({ name: 'Sleepy Member' });
    const leaving = await t.createUser({ name: 'Leaving Member' });
    await assign(group, { user_id: sleepy });
    await assign(group, { user_id: leaving });
    await t.request(superAdmin, { method: 'POST', url: '/api/delete-user', payload: { id: leaving } });
    await t.db.update(users).set({ statusId: Status.Inactive }).where(eq(users.id, sleepy));
    expect((await lists(group)).assignees).toEqual([{ id: sleepy, name: 'Sleepy Member' }]);
  });

  it('answers 404 for an unknown or deleted group', async () => {
    const group = await newGroup('Vanishing Crew');
    await t.request(admin, { method: 'POST', url: '/api/delete-group', payload: { id: group } });
    for (const id of [group, 999999]) {
      const res = await t.request(admin, {
        method: 'GET',
        url: `/api/groups/assignees-available-users/${id}`,
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('POST /api/groups/assign/:groupId and DELETE /api/groups/deassign/:groupId', () => {
  it('assigns and de-assigns, moving the user between the two lists, with audit rows', async () => {
    const group = await newGroup('Moving Crew');
    const user = await t.createUser({ name: 'Moving Mia' });
    const res = await assign(group, { user_id: user });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    let now = await lists(group);
    expect(now.assignees).toEqual([{ id: user, name: 'Moving Mia' }]);
    expect(now.users.map((u) => u.id)).not.toContain(user);

    const out = await deassign(group, { user_id: user });
    expect(out.statusCode).toBe(200);
    now = await lists(group);
    expect(now.assignees).toEqual([]);
    expect(now.users.map((u) => u.id)).toContain(user);

    const audit = await t.db
      .select({
        action: auditLog.action,
        userId: auditLog.userId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'group_users'), eq(auditLog.entityId, String(group))));
    expect(audit.map((a) => [a.action, a.userId])).toEqual([
      ['insert', admin.userId],
      ['purge', admin.userId],
    ]);
    expect(audit[0]!.after).toMatchObject({ group_id: group, user_id: user });
  });

  it('says "User is required." without a user, and changes nothing', async () => {
    const group = await newGroup('Required Crew');
    for (const payload of [{}, { user_id: null }, { user_id: '' }, { user_id: 0 }, undefined]) {
      for (const call of [assign, deassign]) {
        const res = await call(group, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().errors).toEqual({ user_id: GROUP_MESSAGES.userRequired });
      }
    }
    expect((await lists(group)).assignees).toEqual([]);
  });

  it('refuses a second assignment (409), an inactive, deleted or unknown user, and a deleted group', async () => {
    const group = await newGroup('Refusing Crew');
    const user = await t.createUser();
    expect((await assign(group, { user_id: user })).statusCode).toBe(200);
    const again = await assign(group, { user_id: user });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ user_id: GROUP_MESSAGES.alreadyMember });

    const idle = await t.createUser({ statusId: Status.Inactive });
    expect((await assign(group, { user_id: idle })).statusCode).toBe(409);
    expect((await assign(group, { user_id: 999999 })).statusCode).toBe(404);
    const gone = await t.createUser();
    await t.request(admin, { method: 'POST', url: '/api/delete-user', payload: { id: gone } });
    expect((await assign(group, { user_id: gone })).statusCode).toBe(404);

    const notMember = await deassign(group, { user_id: idle });
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json().errors).toEqual({ user_id: GROUP_MESSAGES.notMember });

    await t.request(admin, { method: 'POST', url: '/api/delete-group', payload: { id: group } });
    expect((await assign(group, { user_id: await t.createUser() })).statusCode).toBe(404);
    expect((await deassign(group, { user_id: user })).statusCode).toBe(404);
    expect((await lists(await newGroup('Other Crew'))).assignees).toEqual([]);
  });

  it('lets an Admin put a Super Admin in a group: group roles grant nothing', async () => {
    const group = await newGroup('Mixed Crew');
    const boss = await t.createUser({ name: 'Boss In Group', typeId: Role.SuperAdmin });
    expect((await assign(group, { user_id: boss }, admin)).statusCode).toBe(200);
    expect((await lists(group)).assignees).toEqual([{ id: boss, name: 'Boss In Group' }]);
  });

  it('turns simultaneous assignments of one user into one membership and one 409', async () => {
    const group = await newGroup('Racing Crew');
    const user = await t.createUser();
    const answers = await Promise.all([assign(group, { user_id: user }), assign(group, { user_id: user })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(groupUsers).where(eq(groupUsers.groupId, group))).toHaveLength(1);
  });
});
