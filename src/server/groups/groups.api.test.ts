import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE, Role, Status } from '@shared/constants';
import { GROUP_MESSAGES } from '@shared/schemas/groups';
import { auditLog } from '../db/schema/audit';
import { groups, groupUsers } from '../db/schema/groups';
import { jobs, jobUsers } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
});
afterAll(() => t.close());

interface Row {
  id: number;
  name: string;
  jobcount: number;
  [key: string]: unknown;
}

async function list(query = '') {
  const res = await t.request(admin, { method: 'GET', url: `/api/get-groups-filtered${query}` });
  expect(res.statusCode).toBe(200);
  return { rows: res.json<Row[]>(), total: Number(res.headers['x-total-count']) };
}
const names = (rows: Row[]) => rows.map((r) => r.name);

async function createGroup(name: string, typeId: number = Role.Technician, statusId: number = Status.Active) {
  const res = await t.request(admin, {
    method: 'POST',
    url: '/api/groups',
    payload: { name, type_id: typeId, status_id: statusId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number }>().id;
}

const deleteGroup = (payload: unknown, url = '/api/delete-group') =>
  t.request(admin, { method: 'POST', url, payload });

describe('GET /api/get-groups-filtered', () => {
  it('answers rows of exactly the spec fields with role and status texts', async () => {
    const id = await createGroup('Shape Crew', Role.Supervisor, Status.Inactive);
    const { rows } = await list('?filter=shape crew');
    expect(rows).toEqual([
      {
        id,
        name: 'Shape Crew',
        type_id: Role.Supervisor,
        status_id: Status.Inactive,
        type: { type: 'Supervisor' },
        status: { status: 'Inactive' },
        jobcount: 0,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
      },
    ]);
  });

  it('filters on the name ignoring case, sorts by name, and treats null or empty as no filter', async () => {
    for (const name of ['Filter Zeta', 'filter alpha', 'FILTER Mid', 'Unrelated Team'])
      await createGroup(name);
    expect(names((await list('?filter=FiLtEr')).rows)).toEqual(['filter alpha', 'FILTER Mid', 'Filter Zeta']);
    const all = await list();
    for (const q of ['?filter=null', '?filter=', '?filter=%20'])
      expect((await list(q)).total).toBe(all.total);
    expect((await list('?filter=%25')).rows).toEqual([]);
  });

  it('pages 25 at a time with the total in X-Total-Count', async () => {
    for (let i = 1; i <= 27; i++) await createGroup(`Paged ${String(i).padStart(2, '0')}`);
    const one = await list('?filter=paged&page=1');
    const two = await list('?filter=paged&page=2');
    expect(one.rows).toHaveLength(PAGE_SIZE);
    expect(names(two.rows)).toEqual(['Paged 26', 'Paged 27']);
    expect([one.total, two.total]).toEqual([27, 27]);
  });

  it('selects active or inactive groups', async () => {
    await createGroup('Toggle Live', Role.Technician, Status.Active);
    await createGroup('Toggle Sleep', Role.Technician, Status.Inactive);
    expect(names((await list('?filter=toggle&active=active')).rows)).toEqual(['Toggle Live']);
    expect(names((await list('?filter=toggle&active=inactive')).rows)).toEqual(['Toggle Sleep']);
  });

  it('counts the distinct active jobs of its live members', async () => {
    const group = await createGroup('Counting Crew');
    const [a, b, gone, outsider] = [
      await t.createUser({ name: 'Count A' }),
      await t.createUser({ name: 'Count B' }),
      await t.createUser({ name: 'Count Gone' }),
      await t.createUser({ name: 'Count Outsider' }),
    ];
    const [location] = await t.db
      .insert(locations)
      .values({ name: 'Yard', latitude: 1, longitude: 1, statusId: Status.Active })
      .returning({ id: locations.id });
    const job = async (statusId: number, deleted = false) => {
      const [row] = await t.db
        .insert(jobs)
        .values({ name: 'J', locationId: location!.id, statusId, deletedAt: deleted ? new Date() : null })
        .returning({ id: jobs.id });
      return row!.id;
    };
    const shared = await job(Status.Active);
    const onlyB = await job(Status.Active);
    const inactive = await job(Status.Inactive);
    const deleted = await job(Status.Active, true);
    const goneJob = await job(Status.Active);
    const outsiderJob = await job(Status.Active);
    await t.db.insert(groupUsers).values([a, b, gone].map((userId) => ({ groupId: group, userId })));
    await t.db.insert(jobUsers).values([
      { jobId: shared, userId: a },
      { jobId: shared, userId: b },
      { jobId: onlyB, userId: b },
      { jobId: inactive, userId: a },
      { jobId: deleted, userId: a },
      { jobId: goneJob, userId: gone },
      { jobId: outsiderJob, userId: outsider },
    ]);
    const del = await t.request(admin, { method: 'POST', url: '/api/delete-user', payload: { id: gone } });
    expect(del.statusCode).toBe(200);
    const { rows } = await list('?filter=counting crew');
    // shared (once, though two members hold it) + onlyB.
    expect(rows.map((r) => r.jobcount)).toEqual([2]);
  });
});

describe('POST /api/groups, GET and PUT /api/groups/:id', () => {
  it('creates, reads and edits a group, with audit rows', async () => {
    const id = await createGroup('  Night Shift ', Role.Supervisor);
    const got = await t.request(admin, { method: 'GET', url: `/api/groups/${id}` });
    expect(got.json()).toMatchObject({ id, name: 'Night Shift', type_id: 3, status: { status: 'Active' } });
    const put = await t.request(admin, {
      method: 'PUT',
      url: `/api/groups/${id}`,
      payload: { name: 'Day Shift', type_id: Role.Technician, status_id: Status.Inactive },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Day Shift', type: { type: 'Technician' }, status_id: 2 });
    const audit = await t.db
      .select({ action: auditLog.action, userId: auditLog.userId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'groups'), eq(auditLog.entityId, String(id))));
    expect(audit).toEqual([
      { action: 'insert', userId: admin.userId },
      { action: 'update', userId: admin.userId },
    ]);
  });

  it('answers 400 per field for bad input and writes nothing', async () => {
    const before = await t.db.$count(groups);
    const res = await t.request(admin, {
      method: 'POST',
      url: '/api/groups',
      payload: { name: '', type_id: 7, status_id: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['name', 'status_id', 'type_id']);
    expect(res.json().errors.name).toBe(GROUP_MESSAGES.nameRequired);
    expect(await t.db.$count(groups)).toBe(before);
  });

  it('answers a name another live group has as a 409 on the name, ignoring case', async () => {
    await createGroup('Unique Crew');
    const other = await createGroup('Other Crew');
    const dup = await t.request(admin, {
      method: 'POST',
      url: '/api/groups',
      payload: { name: 'UNIQUE crew', type_id: 4, status_id: 1 },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      code: 'group.nameTaken',
      message: GROUP_MESSAGES.nameTaken,
      errors: { name: GROUP_MESSAGES.nameTaken },
      fieldCodes: { name: { code: 'group.nameTaken' } },
    });
    const rename = await t.request(admin, {
      method: 'PUT',
      url: `/api/groups/${other}`,
      payload: { name: 'unique Crew', type_id: 4, status_id: 1 },
    });
    expect(rename.statusCode).toBe(409);
    const same = await t.request(admin, {
      method: 'PUT',
      url: `/api/groups/${other}`,
      payload: { name: 'OTHER CREW', type_id: 4, status_id: 1 },
    });
    expect(same.statusCode).toBe(200);
  });

  it('answers 404 for an unknown or deleted group', async () => {
    const id = await createGroup('Soon Gone');
    expect((await deleteGroup({ id })).statusCode).toBe(200);
    for (const target of [id, 999999]) {
      expect((await t.request(admin, { method: 'GET', url: `/api/groups/${target}` })).statusCode).toBe(404);
      const put = await t.request(admin, {
        method: 'PUT',
        url: `/api/groups/${target}`,
        payload: { name: 'Anything', type_id: 4, status_id: 1 },
      });
      expect(put.statusCode).toBe(404);
    }
  });
});

describe('POST /api/delete-group and restore', () => {
  it.each([
    ['{params: {id}}', (id: number) => ({ payload: { params: { id } } })],
    ['{id}', (id: number) => ({ payload: { id } })],
    ['?id=', (id: number) => ({ payload: undefined, url: `/api/delete-group?id=${id}` })],
  ])('deletes a group whose id comes as %s', async (_shape, shape) => {
    const id = await createGroup(`Shape Delete ${_shape}`);
    const { payload, url } = { url: undefined, ...shape(id) };
    const res = await deleteGroup(payload, url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', id });
    expect((await list(`?filter=${encodeURIComponent(`Shape Delete ${_shape}`)}`)).rows).toEqual([]);
  });

  it('answers 400 without an id and 404 for an unknown or already deleted one', async () => {
    expect((await deleteGroup({})).statusCode).toBe(400);
    expect((await deleteGroup({ id: 999999 })).statusCode).toBe(404);
    const id = await createGroup('Twice Deleted');
    expect((await deleteGroup({ id })).statusCode).toBe(200);
    expect((await deleteGroup({ id })).statusCode).toBe(404);
  });

  it('restores from the trash with its members, job count and name intact', async () => {
    const id = await createGroup('Phoenix Crew');
    const member = await t.createUser({ name: 'Phoenix Member' });
    const assign = await t.request(admin, {
      method: 'POST',
      url: `/api/groups/assign/${id}`,
      payload: { user_id: member },
    });
    expect(assign.statusCode).toBe(200);
    expect((await deleteGroup({ params: { id } })).statusCode).toBe(200);

    const trash = await t.request(admin, { method: 'GET', url: '/api/trash?entity=groups' });
    expect(trash.json().items).toContainEqual(
      expect.objectContaining({ entity: 'groups', id, name: 'Phoenix Crew' }),
    );
    const restored = await t.request(admin, { method: 'POST', url: `/api/trash/groups/${id}/restore` });
    expect(restored.statusCode).toBe(200);
    expect(names((await list('?filter=phoenix')).rows)).toEqual(['Phoenix Crew']);
    const members = await t.request(admin, {
      method: 'GET',
      url: `/api/groups/assignees-available-users/${id}`,
    });
    expect(members.json().assignees).toEqual([{ id: member, name: 'Phoenix Member' }]);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'groups'), eq(auditLog.entityId, String(id))));
    expect(actions.map((a) => a.action)).toEqual(['insert', 'delete', 'restore']);
  });

  it('refuses a restore when a live group took the name meanwhile (409)', async () => {
    const id = await createGroup('Taken Name Crew');
    expect((await deleteGroup({ id })).statusCode).toBe(200);
    await createGroup('taken name crew');
    const res = await t.request(admin, { method: 'POST', url: `/api/trash/groups/${id}/restore` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/name/);
  });
});
