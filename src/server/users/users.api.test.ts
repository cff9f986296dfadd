import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE, ReportStatus, Role, Status } from '@shared/constants';
import { auditLog } from '../db/schema/audit';
import { jobs, jobUsers } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';
import { reports } from '../db/schema/reports';
import { templates } from '../db/schema/templates';
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

interface Row {
  id: number;
  name: string;
  email: string;
  jobcount: number;
  [key: string]: unknown;
}

async function list(query = '', session: Session = admin) {
  const res = await t.request(session, { method: 'GET', url: `/api/get-users-filtered${query}` });
  expect(res.statusCode).toBe(200);
  return { rows: res.json<Row[]>(), total: Number(res.headers['x-total-count']), body: res.body };
}
const names = (rows: Row[]) => rows.map((r) => r.name);

const deleteUser = (session: Session, opts: { url?: string; payload?: unknown }) =>
  t.request(session, { method: 'POST', url: opts.url ?? '/api/delete-user', payload: opts.payload });

async function emailOf(id: number): Promise<string> {
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row!.email;
}

describe('GET /api/get-users-filtered', () => {
  it('answers rows of exactly the list fields, with the role and status texts and an ISO date', async () => {
    const before = Date.now();
    const id = await t.createUser({
      name: 'Shape Sample',
      email: 'shape.sample@example.com',
      username: 'shapesample',
      typeId: Role.Supervisor,
    });
    const { rows, body } = await list('?filter=shape.sample');
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(Object.keys(row).sort()).toEqual(
      [
        'certification_expires_on',
        'created_at',
        'email',
        'id',
        'jobcount',
        'name',
        'status',
        'status_id',
        'type',
        'type_id',
        'username',
      ].sort(),
    );
    expect(row).toEqual({
      id,
      name: 'Shape Sample',
      email: 'shape.sample@example.com',
      username: 'shapesample',
      type_id: Role.Supervisor,
      status_id: Status.Active,
      type: { type: 'Supervisor' },
      status: { status: 'Active' },
      jobcount: 0,
      certification_expires_on: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
    });
    const created = Date.parse(row.created_at as string);
    expect(created).toBeGreaterThan(before - 60_000);
    expect(created).toBeLessThanOrEqual(Date.now() + 1000);
    expect(body).not.toMatch(/password|scrypt\$/i);
  });

  it('never sends a password hash, whoever is listed', async () => {
    const { body, rows } = await list('?page=1');
    expect(rows.length).toBeGreaterThan(1);
    expect(body).not.toMatch(/password|scrypt\$/i);
  });

  it('sorts by name', async () => {
    for (const name of ['Sortme Carla', 'Sortme Adam', 'Sortme Bea', 'Sortme Aaron']) {
      await t.createUser({ name });
    }
    const { rows } = await list('?filter=sortme');
    expect(names(rows)).toEqual(['Sortme Aaron', 'Sortme Adam', 'Sortme Bea', 'Sortme Carla']);
  });

  it('filters on name or email, ignoring case', async () => {
    await t.createUser({ name: 'Quincy Marsh', email: 'qm@example.com' });
    await t.createUser({ name: 'Other Person', email: 'MARSHLAND.fan@example.com' });
    await t.createUser({ name: 'Not Matching', email: 'nm@example.com' });
    expect(names((await list('?filter=marsh')).rows)).toEqual(['Other Person', 'Quincy Marsh']);
    expect(names((await list('?filter=QUINCY')).rows)).toEqual(['Quincy Marsh']);
    expect(names((await list('?filter=marshland.FAN%40')).rows)).toEqual(['Other Person']);
    const none = await list('?filter=zzz-no-such-user');
    expect(none.rows).toEqual([]);
    expect(none.total).toBe(0);
  });

  it('treats filter=null and an empty filter as no filter', async () => {
    const all = await list();
    expect(all.total).toBeGreaterThan(3);
    for (const query of ['?filter=null', '?filter=', '?filter=%20%20']) {
      const res = await list(query);
      expect(res.total).toBe(all.total);
      expect(res.rows.map((r) => r.id)).toEqual(all.rows.map((r) => r.id));
    }
  });

  it('matches % and _ literally', async () => {
    await t.createUser({ name: 'Clean 100% Pure', email: 'pure@example.com' });
    await t.createUser({ name: 'snake_case Sam', email: 'sam@example.com' });
    await t.createUser({ name: 'Bree Cole', email: 'bree@example.com' });
    expect(names((await list('?filter=%25')).rows)).toEqual(['Clean 100% Pure']);
    // As a wildcard, "e_c" would match "Bree Cole" and every "...@example.com".
    expect(names((await list('?filter=e_c')).rows)).toEqual(['snake_case Sam']);
    expect(names((await list('?filter=%5C')).rows)).toEqual([]);
  });

  it('pages 25 at a time and puts the total in X-Total-Count', async () => {
    for (let i = 1; i <= 30; i++) await t.createUser({ name: `Pager ${String(i).padStart(2, '0')}` });
    const one = await list('?filter=pager&page=1');
    const two = await list('?filter=pager&page=2');
    const three = await list('?filter=pager&page=3');
    expect(PAGE_SIZE).toBe(25);
    expect(one.rows).toHaveLength(25);
    expect(two.rows).toHaveLength(5);
    expect(three.rows).toEqual([]);
    for (const page of [one, two, three]) expect(page.total).toBe(30);
    const expected = Array.from({ length: 30 }, (_, i) => `Pager ${String(i + 1).padStart(2, '0')}`);
    expect([...names(one.rows), ...names(two.rows)]).toEqual(expected);
    // Without page, the first page.
    expect(names((await list('?filter=pager')).rows)).toEqual(names(one.rows));
  });

  it('selects active or inactive users', async () => {
    await t.createUser({ name: 'Toggle On', statusId: Status.Active });
    await t.createUser({ name: 'Toggle Off', statusId: Status.Inactive });
    expect(names((await list('?filter=toggle')).rows)).toEqual(['Toggle Off', 'Toggle On']);
    const active = await list('?filter=toggle&active=active');
    expect(names(active.rows)).toEqual(['Toggle On']);
    expect(active.total).toBe(1);
    const inactive = await list('?filter=toggle&active=inactive');
    expect(names(inactive.rows)).toEqual(['Toggle Off']);
    expect(inactive.rows[0]).toMatchObject({ status_id: Status.Inactive, status: { status: 'Inactive' } });
  });

  it('counts only the active, non-deleted jobs a user is assigned to', async () => {
    const busy = await t.createUser({ name: 'Jobcount Busy' });
    const other = await t.createUser({ name: 'Jobcount Other' });
    await t.createUser({ name: 'Jobcount Idle' });
    const [location] = await t.db
      .insert(locations)
      .values({ name: 'Depot', latitude: 40.7, longitude: -74, statusId: Status.Active })
      .returning({ id: locations.id });
    const job = async (name: string, statusId: number, deleted = false) => {
      const [row] = await t.db
        .insert(jobs)
        .values({ name, locationId: location!.id, statusId, deletedAt: deleted ? new Date() : null })
        .returning({ id: jobs.id });
      return row!.id;
    };
    const activeA = await job('Active A', Status.Active);
    const activeB = await job('Active B', Status.Active);
    const inactive = await job('Inactive C', Status.Inactive);
    const deleted = await job('Deleted D', Status.Active, true);
    await t.db.insert(jobUsers).values([
      { jobId: activeA, userId: busy },
      { jobId: activeB, userId: busy },
      { jobId: inactive, userId: busy },
      { jobId: deleted, userId: busy },
      { jobId: activeB, userId: other },
      { jobId: inactive, userId: other },
    ]);
    const { rows } = await list('?filter=jobcount');
    expect(rows.map((r) => [r.name, r.jobcount])).toEqual([
      ['Jobcount Busy', 2],
      ['Jobcount Idle', 0],
      ['Jobcount Other', 1],
    ]);
  });
});

/**
 * Sends delete-user calls whose bodies are held back until every call has passed the permission
 * layer (Fastify reads the body only after the onRequest hooks), then lets them all run at once.
 */
async function simultaneously(app: TestApp, calls: { session: Session; payload: unknown }[]) {
  const held = calls.map(({ session, payload }) => {
    const text = JSON.stringify(payload);
    let started!: () => void;
    const reading = new Promise<void>((resolve) => (started = resolve));
    const body = new Readable({ read: () => started() });
    const response = app.app.inject({
      method: 'POST',
      url: '/api/delete-user',
      payload: body,
      headers: {
        cookie: session.cookie,
        'x-csrf-token': session.csrf,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(text)),
      },
    });
    return { text, body, reading, response };
  });
  // A call refused before its body is read answers instead; the assertions then show it.
  await Promise.all(held.map((h) => Promise.race([h.reading, h.response])));
  for (const h of held) {
    h.body.push(h.text);
    h.body.push(null);
  }
  return Promise.all(held.map((h) => h.response));
}

describe('POST /api/delete-user', () => {
  it.each([
    ['{params: {id}}', (id: number) => ({ payload: { params: { id } } })],
    ['{id}', (id: number) => ({ payload: { id } })],
    ['?id=', (id: number) => ({ url: `/api/delete-user?id=${id}` })],
  ])('deletes a user whose id comes as %s', async (_shape, shape) => {
    const id = await t.createUser({ name: 'Shape Victim' });
    expect(names((await list('?filter=shape victim')).rows)).toEqual(['Shape Victim']);
    const res = await deleteUser(admin, shape(id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', id });
    expect((await list('?filter=shape victim')).rows).toEqual([]);
  });

  it('refuses to delete your own account (403)', async () => {
    for (const session of [admin, superAdmin]) {
      const res = await deleteUser(session, { payload: { id: session.userId } });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/own account/i);
    }
    for (const session of [admin, superAdmin]) {
      const { rows } = await list(`?filter=${encodeURIComponent(await emailOf(session.userId))}`);
      expect(rows.map((r) => r.id)).toEqual([session.userId]);
    }
  });

  it('refuses an Admin deleting a Super Admin (403), which a Super Admin may do', async () => {
    const target = await t.createUser({ name: 'Protected Boss', typeId: Role.SuperAdmin });
    const res = await deleteUser(admin, { payload: { params: { id: target } } });
    expect(res.statusCode).toBe(403);
    expect(names((await list('?filter=protected boss')).rows)).toEqual(['Protected Boss']);

    const bySuper = await deleteUser(superAdmin, { payload: { params: { id: target } } });
    expect(bySuper.statusCode).toBe(200);
    expect((await list('?filter=protected boss')).rows).toEqual([]);
  });

  it('never removes the last active Super Admin, even when two delete each other at once (409)', async () => {
    // A Super Admin can only be deleted by another live Super Admin, so the rule is reached when
    // the only two Super Admins delete each other at the same moment: both pass the permission
    // layer while both are live, then one delete wins and the other must be refused.
    const solo = await createTestApp();
    try {
      const one = await solo.loginAs(Role.SuperAdmin);
      const two = await solo.loginAs(Role.SuperAdmin);
      const answers = await simultaneously(solo, [
        { session: one, payload: { id: two.userId } },
        { session: two, payload: { id: one.userId } },
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((r) => r.statusCode === 409)!;
      expect(loser.json().message).toMatch(/last active Super Admin/i);
      const superAdmins = await solo.db
        .select({ id: users.id, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.typeId, Role.SuperAdmin));
      expect(superAdmins).toHaveLength(2);
      expect(superAdmins.filter((r) => r.deletedAt === null)).toHaveLength(1);
    } finally {
      await solo.close();
    }
  });

  it('answers 404 for an unknown or already deleted id and 400 without an id', async () => {
    expect((await deleteUser(admin, { payload: { id: 999999 } })).statusCode).toBe(404);
    const id = await t.createUser();
    expect((await deleteUser(admin, { payload: { id } })).statusCode).toBe(200);
    expect((await deleteUser(admin, { payload: { id } })).statusCode).toBe(404);

    for (const missing of [{ payload: {} }, { payload: { params: {} } }, {}]) {
      const res = await deleteUser(admin, missing);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
  });

  it('takes the user out of the list, out of login, and ends their open session', async () => {
    const id = await t.createUser({ name: 'Leaving Larry', typeId: Role.Technician });
    const email = await emailOf(id);
    const session = await t.login(email);
    expect((await t.request(session, { method: 'GET', url: '/api/get-auth-user' })).statusCode).toBe(200);

    expect((await deleteUser(admin, { payload: { params: { id } } })).statusCode).toBe(200);

    expect((await list('?filter=leaving larry')).rows).toEqual([]);
    expect((await t.request(session, { method: 'GET', url: '/api/get-auth-user' })).statusCode).toBe(401);
    const again = await t.request(null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: email, password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(401);
  });

  it('writes an audit row with the actor and before/after, without the password hash', async () => {
    const id = await t.createUser({ name: 'Audited Alma' });
    expect((await deleteUser(admin, { payload: { id } })).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'delete')),
      );
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.userId).toBe(admin.userId);
    const before = row.before as Record<string, unknown>;
    const after = row.after as Record<string, unknown>;
    expect(before).toMatchObject({ id, name: 'Audited Alma', deleted_at: null });
    expect(after).toMatchObject({ id, name: 'Audited Alma', deleted_by: admin.userId });
    expect(after.deleted_at).toEqual(expect.any(String));
    expect(before).not.toHaveProperty('password_hash');
    expect(after).not.toHaveProperty('password_hash');
    expect(JSON.stringify(row)).not.toContain('scrypt$');
  });

  it('leaves the job assignments and reports of a deleted user intact', async () => {
    const id = await t.createUser({ name: 'Reporting Rita' });
    const [location] = await t.db
      .insert(locations)
      .values({ name: 'Warehouse', latitude: 1, longitude: 2, statusId: Status.Active })
      .returning({ id: locations.id });
    const [job] = await t.db
      .insert(jobs)
      .values({ name: 'Monthly spray', locationId: location!.id, statusId: Status.Active })
      .returning({ id: jobs.id });
    const [template] = await t.db
      .insert(templates)
      .values({ name: 'Inspection', statusId: Status.Active })
      .returning({ id: templates.id });
    await t.db.insert(jobUsers).values({ jobId: job!.id, userId: id });
    const [report] = await t.db
      .insert(reports)
      .values({
        jobId: job!.id,
        templateId: template!.id,
        userId: id,
        statusId: ReportStatus.Submitted,
        snapshot: { template: { id: template!.id, name: 'Inspection', company_name: '' }, tasks: [] },
      })
      .returning({ id: reports.id });

    expect((await deleteUser(admin, { payload: { id } })).statusCode).toBe(200);

    expect(await t.db.select().from(jobUsers).where(eq(jobUsers.userId, id))).toEqual([
      expect.objectContaining({ jobId: job!.id, userId: id }),
    ]);
    const [kept] = await t.db.select().from(reports).where(eq(reports.id, report!.id));
    expect(kept).toMatchObject({ userId: id, statusId: ReportStatus.Submitted, deletedAt: null });
    const [user] = await t.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({ name: 'Reporting Rita', deletedBy: admin.userId });
    expect(user!.deletedAt).toBeInstanceOf(Date);
  });
});
