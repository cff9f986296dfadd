import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, Status } from '@shared/constants';
import { auditLog } from '../db/schema/audit';
import { jobUsers } from '../db/schema/jobs';
import { users } from '../db/schema/users';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertJob, insertLocation } from './jobs.fixtures';

let t: TestApp;
let admin: Session;
let site: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  site = await insertLocation(t.db);
});
afterAll(() => t.close());

interface Named {
  id: number;
  name: string;
}
interface Assignees {
  users: Named[];
  assignees: { user_id: number; user: Named | null }[];
}

async function assignees(jobId: number): Promise<Assignees> {
  const res = await t.request(admin, { method: 'GET', url: `/api/jobs/assignees-available-users/${jobId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Assignees>();
}
const assign = (jobId: number, payload: unknown, session: Session = admin) =>
  t.request(session, { method: 'POST', url: `/api/jobs/assign/${jobId}`, payload });
const deassign = (jobId: number, payload?: unknown, query = '', session: Session = admin) =>
  t.request(session, { method: 'DELETE', url: `/api/jobs/deassign/${jobId}${query}`, payload });

async function assignedIds(jobId: number): Promise<number[]> {
  const rows = await t.db.select({ userId: jobUsers.userId }).from(jobUsers).where(eq(jobUsers.jobId, jobId));
  return rows.map((r) => r.userId).sort((a, b) => a - b);
}

describe('GET /api/jobs/assignees-available-users/{id}', () => {
  it('offers active Supervisors and Technicians not yet assigned, and lists the assignees, by name', async () => {
    const fresh = await createTestApp();
    try {
      const freshAdmin = await fresh.loginAs(Role.Admin);
      const where = await insertLocation(fresh.db);
      const zoe = await fresh.createUser({ name: 'Zoe Tech', typeId: Role.Technician });
      const amy = await fresh.createUser({ name: 'amy Supervisor', typeId: Role.Supervisor });
      const bob = await fresh.createUser({ name: 'Bob Tech', typeId: Role.Technician });
      const carl = await fresh.createUser({ name: 'Carl Assigned', typeId: Role.Technician });
      await fresh.createUser({ name: 'Ian Inactive', typeId: Role.Technician, statusId: Status.Inactive });
      await fresh.createUser({ name: 'Adam Admin', typeId: Role.Admin });
      const dead = await fresh.createUser({ name: 'Dee Deleted', typeId: Role.Technician });
      await fresh.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, dead));
      const job = await insertJob(fresh.db, { locationId: where, assignees: [carl] });

      const res = await fresh.request(freshAdmin, {
        method: 'GET',
        url: `/api/jobs/assignees-available-users/${job}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        users: [
          { id: amy, name: 'amy Supervisor' },
          { id: bob, name: 'Bob Tech' },
          { id: zoe, name: 'Zoe Tech' },
        ],
        users_more: false,
        assignees: [{ user_id: carl, user: { id: carl, name: 'Carl Assigned' } }],
      });
    } finally {
      await fresh.close();
    }
  });

  it('answers 25 users a page with users_more, and searches by name or email (decision 0023)', async () => {
    const fresh = await createTestApp();
    try {
      const freshAdmin = await fresh.loginAs(Role.Admin);
      const job = await insertJob(fresh.db, { locationId: await insertLocation(fresh.db) });
      await fresh.db.execute(sql`
        insert into users (name, email, username, password_hash, type_id, status_id)
        select 'Pat Page ' || lpad(i::text, 2, '0'), 'pat' || i || '@paging.example', 'pat' || i, 'x',
               ${Role.Technician}, ${Status.Active}
        from generate_series(1, 30) i`);
      const get = async (query: string) => {
        const res = await fresh.request(freshAdmin, {
          method: 'GET',
          url: `/api/jobs/assignees-available-users/${job}${query}`,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<Assignees & { users_more: boolean }>();
      };
      const first = await get('');
      expect(first.users).toHaveLength(25);
      expect(first.users_more).toBe(true);
      expect(first.users[0]!.name).toBe('Pat Page 01');
      const second = await get('?page=2');
      expect(second.users.map((u) => u.name)).toEqual(
        ['26', '27', '28', '29', '30'].map((n) => `Pat Page ${n}`),
      );
      expect(second.users_more).toBe(false);
      expect((await get('?search=PAGE%2007')).users.map((u) => u.name)).toEqual(['Pat Page 07']);
      expect((await get('?search=pat12%40')).users.map((u) => u.name)).toEqual(['Pat Page 12']);
      expect(await get('?search=nobody')).toMatchObject({ users: [], users_more: false });
      const bad = await fresh.request(freshAdmin, {
        method: 'GET',
        url: `/api/jobs/assignees-available-users/${job}?page=0`,
      });
      expect(bad.statusCode).toBe(400);
    } finally {
      await fresh.close();
    }
  });

  it('shows an assignee whose account was deleted since with no user (the screen says -missing-)', async () => {
    const gone = await t.createUser({ name: 'Gone Soon', typeId: Role.Technician });
    const job = await insertJob(t.db, { locationId: site, assignees: [gone] });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone));
    const answer = await assignees(job);
    expect(answer.assignees).toEqual([{ user_id: gone, user: null }]);
    expect(answer.users.map((u) => u.id)).not.toContain(gone);
  });

  it('answers 404 for a job that does not exist or was deleted', async () => {
    const deleted = await insertJob(t.db, { locationId: site, deletedAt: new Date() });
    for (const id of [999999, deleted]) {
      const res = await t.request(admin, { method: 'GET', url: `/api/jobs/assignees-available-users/${id}` });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('POST /api/jobs/assign/{id}', () => {
  it('assigns a user: both lists change, and the audit log records it with the actor', async () => {
    const tech = await t.createUser({ name: 'Assign Me', typeId: Role.Technician });
    const job = await insertJob(t.db, { locationId: site });
    expect((await assignees(job)).users.map((u) => u.id)).toContain(tech);

    const res = await assign(job, { user_id: tech });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    const after = await assignees(job);
    expect(after.assignees).toEqual([{ user_id: tech, user: { id: tech, name: 'Assign Me' } }]);
    expect(after.users.map((u) => u.id)).not.toContain(tech);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'job_users'), eq(auditLog.entityId, String(job))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'insert', userId: admin.userId });
    expect(audit[0]!.after).toMatchObject({ job_id: job, user_id: tech });
  });

  it('says "User is required." without a user (400) and sends nothing to the database', async () => {
    const job = await insertJob(t.db, { locationId: site });
    for (const payload of [{}, { user_id: null }, { user_id: '' }, { user_id: 0 }]) {
      const res = await assign(job, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toEqual({ user_id: 'User is required.' });
    }
    expect(await assignedIds(job)).toEqual([]);
  });

  it('refuses an Admin, an inactive or deleted user, or someone unknown (400), and a second time (409)', async () => {
    const job = await insertJob(t.db, { locationId: site });
    const adminUser = await t.createUser({ typeId: Role.Admin });
    const inactive = await t.createUser({ statusId: Status.Inactive });
    const deleted = await t.createUser({});
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted));
    for (const userId of [adminUser, inactive, deleted, 999999]) {
      const res = await assign(job, { user_id: userId });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ user_id: 'Choose an active supervisor or technician.' });
    }
    const supervisor = await t.createUser({ typeId: Role.Supervisor });
    expect((await assign(job, { user_id: supervisor })).statusCode).toBe(200);
    const twice = await assign(job, { user_id: supervisor });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This user is already assigned to this job.');
    expect(await assignedIds(job)).toEqual([supervisor]);
  });

  it('answers 404 for a deleted job and 403 to a Supervisor', async () => {
    const tech = await t.createUser({});
    const deleted = await insertJob(t.db, { locationId: site, deletedAt: new Date() });
    expect((await assign(deleted, { user_id: tech })).statusCode).toBe(404);
    const job = await insertJob(t.db, { locationId: site });
    const res = await assign(job, { user_id: tech }, await t.loginAs(Role.Supervisor));
    expect(res.statusCode).toBe(403);
    expect(await assignedIds(job)).toEqual([]);
  });
});

describe('DELETE /api/jobs/deassign/{id}', () => {
  it('removes an assignee named in the body (as the spec sends it) or in the query', async () => {
    const [a, b, c] = [await t.createUser({}), await t.createUser({}), await t.createUser({})];
    const job = await insertJob(t.db, { locationId: site, assignees: [a, b, c] });
    expect((await deassign(job, { user_id: a })).statusCode).toBe(200);
    expect((await deassign(job, undefined, `?user_id=${b}`)).statusCode).toBe(200);
    expect(await assignedIds(job)).toEqual([c]);
    const after = await assignees(job);
    expect(after.users.map((u) => u.id)).toEqual(expect.arrayContaining([a, b]));
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'job_users'),
          eq(auditLog.entityId, String(job)),
          eq(auditLog.action, 'purge'),
        ),
      );
    expect(audit.map((r) => (r.before as { user_id: number }).user_id).sort()).toEqual([a, b].sort());
    expect(audit.every((r) => r.userId === admin.userId)).toBe(true);
  });

  it('removes an assignee whose account was deleted', async () => {
    const gone = await t.createUser({});
    const job = await insertJob(t.db, { locationId: site, assignees: [gone] });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone));
    expect((await deassign(job, { user_id: gone })).statusCode).toBe(200);
    expect((await assignees(job)).assignees).toEqual([]);
  });

  it('says "User is required." without a user (400), 404 for someone not assigned', async () => {
    const tech = await t.createUser({});
    const job = await insertJob(t.db, { locationId: site, assignees: [tech] });
    const missing = await deassign(job, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ user_id: 'User is required.' });
    expect((await deassign(job)).statusCode).toBe(400);
    const stranger = await t.createUser({});
    expect((await deassign(job, { user_id: stranger })).statusCode).toBe(404);
    expect(await assignedIds(job)).toEqual([tech]);
  });

  it('is refused to a Supervisor (403)', async () => {
    const tech = await t.createUser({});
    const job = await insertJob(t.db, { locationId: site, assignees: [tech] });
    const res = await deassign(job, { user_id: tech }, '', await t.loginAs(Role.Supervisor));
    expect(res.statusCode).toBe(403);
    expect(await assignedIds(job)).toEqual([tech]);
  });
});
