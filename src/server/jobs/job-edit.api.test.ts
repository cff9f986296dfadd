import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, Status } from '@shared/constants';
import { auditLog } from '../db/schema/audit';
import { jobs } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertJob, insertJobs, insertLocation, minutesAgo } from './jobs.fixtures';

let t: TestApp;
let admin: Session;
let site: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  site = await insertLocation(t.db, { name: 'Edit Test Site', address: '12 Edit Street' });
});
afterAll(() => t.close());

const call = (method: string, url: string, payload?: unknown, session: Session = admin) =>
  t.request(session, { method, url, payload });

async function jobRow(id: number) {
  const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}
const jobCount = async () => (await t.db.select({ id: jobs.id }).from(jobs)).length;

async function auditOf(id: number, action: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'jobs'), eq(auditLog.entityId, String(id)), eq(auditLog.action, action)));
}

describe('POST /api/jobs', () => {
  it('creates a job, answers it with its location, and audits who did it', async () => {
    const res = await call('POST', '/api/jobs', {
      name: '  Spring lawn round  ',
      category: 'Lawn Care',
      location_id: site,
      status_id: Status.Active,
    });
    expect(res.statusCode, res.body).toBe(200);
    const job = res.json();
    expect(job).toEqual({
      id: expect.any(Number),
      name: 'Spring lawn round',
      category: 'Lawn Care',
      location_id: site,
      status_id: Status.Active,
      status: { status: 'Active' },
      location: { id: site, name: 'Edit Test Site', address: '12 Edit Street' },
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
    const audit = await auditOf(job.id, 'insert');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.userId).toBe(admin.userId);
    expect(audit[0]!.after).toMatchObject({ name: 'Spring lawn round', location_id: site });
  });

  it('refuses bad input field by field (400) and writes nothing', async () => {
    const before = await jobCount();
    const cases: [unknown, string[]][] = [
      [{}, ['name', 'location_id', 'status_id']],
      [{ name: '   ', location_id: site, status_id: 1 }, ['name']],
      [{ name: 'x'.repeat(201), location_id: site, status_id: 1 }, ['name']],
      [{ name: 'Ok', category: 'c'.repeat(101), location_id: site, status_id: 1 }, ['category']],
      [{ name: 'Ok', location_id: 'abc', status_id: 1 }, ['location_id']],
      [{ name: 'Ok', location_id: site, status_id: 3 }, ['status_id']],
    ];
    for (const [payload, fields] of cases) {
      const res = await call('POST', '/api/jobs', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().errors).sort()).toEqual(fields.sort());
    }
    const required = (await call('POST', '/api/jobs', {})).json().errors;
    expect(required).toMatchObject({ name: 'Name is required.', location_id: 'Location is required.' });
    expect(await jobCount()).toBe(before);
  });

  it('refuses a location that does not exist, was deleted or is inactive', async () => {
    const deleted = await insertLocation(t.db, { deletedAt: new Date() });
    const inactive = await insertLocation(t.db, { statusId: Status.Inactive });
    const before = await jobCount();
    for (const [locationId, message] of [
      [999999, 'This location does not exist.'],
      [deleted, 'This location does not exist.'],
      [inactive, 'This location is inactive. Choose an active location.'],
    ] as const) {
      const res = await call('POST', '/api/jobs', { name: 'Nowhere', location_id: locationId, status_id: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ location_id: message });
    }
    expect(await jobCount()).toBe(before);
  });

  it('is for Admins only', async () => {
    const payload = { name: 'Sneaky', location_id: site, status_id: 1 };
    for (const role of [Role.Supervisor, Role.Technician]) {
      expect((await call('POST', '/api/jobs', payload, await t.loginAs(role))).statusCode).toBe(403);
    }
    expect((await call('POST', '/api/jobs', payload, await t.loginAs(Role.SuperAdmin))).statusCode).toBe(200);
  });
});

describe('GET and PUT /api/jobs/{id}', () => {
  it('reads a job and saves changes, with a before and after in the audit log', async () => {
    const other = await insertLocation(t.db, { name: 'Moved To' });
    const id = await insertJob(t.db, { name: 'Before edit', category: 'Pest Control', locationId: site });
    expect((await call('GET', `/api/jobs/${id}`)).json()).toMatchObject({
      id,
      name: 'Before edit',
      location_id: site,
    });
    const res = await call('PUT', `/api/jobs/${id}`, {
      name: 'After edit',
      category: 'Rodent Control',
      location_id: other,
      status_id: Status.Inactive,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      name: 'After edit',
      category: 'Rodent Control',
      status: { status: 'Inactive' },
      location: { id: other, name: 'Moved To' },
    });
    expect(await jobRow(id)).toMatchObject({ name: 'After edit', locationId: other, statusId: 2 });
    const [audit] = await auditOf(id, 'update');
    expect(audit!.userId).toBe(admin.userId);
    expect(audit!.before).toMatchObject({ name: 'Before edit', location_id: site });
    expect(audit!.after).toMatchObject({ name: 'After edit', location_id: other });
  });

  it('keeps a job at a location made inactive since, but will not move one there', async () => {
    const fading = await insertLocation(t.db, { name: 'Fading' });
    const id = await insertJob(t.db, { name: 'Stays put', locationId: fading });
    await t.db.update(locations).set({ statusId: Status.Inactive }).where(eq(locations.id, fading));
    const stay = await call('PUT', `/api/jobs/${id}`, {
      name: 'Stays put 2',
      location_id: fading,
      status_id: 1,
    });
    expect(stay.statusCode).toBe(200);

    const mover = await insertJob(t.db, { name: 'Mover', locationId: site });
    const move = await call('PUT', `/api/jobs/${mover}`, {
      name: 'Mover',
      location_id: fading,
      status_id: 1,
    });
    expect(move.statusCode).toBe(400);
    expect(move.json().errors).toHaveProperty('location_id');
    expect((await jobRow(mover))!.locationId).toBe(site);
  });

  it('answers 404 for a job that does not exist or was deleted', async () => {
    const gone = await insertJob(t.db, { locationId: site, deletedAt: new Date() });
    for (const id of [999999, gone]) {
      expect((await call('GET', `/api/jobs/${id}`)).statusCode).toBe(404);
      const put = await call('PUT', `/api/jobs/${id}`, { name: 'X', location_id: site, status_id: 1 });
      expect(put.statusCode).toBe(404);
    }
    expect((await jobRow(gone))!.name).not.toBe('X');
  });
});

describe('POST /api/delete-job/{id}', () => {
  it('soft-deletes: the job leaves the list, stays in the database and is audited', async () => {
    const id = await insertJob(t.db, { name: 'Deletable chore', locationId: site });
    const res = await call('POST', `/api/delete-job/${id}`, { id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', id });
    const listed = await call('GET', '/api/get-jobs-filtered?filter=deletable%20chore');
    expect(listed.json().total).toBe(0);
    const row = await jobRow(id);
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(row!.deletedBy).toBe(admin.userId);
    expect(await auditOf(id, 'delete')).toHaveLength(1);
    // Twice: nothing left to delete.
    expect((await call('POST', `/api/delete-job/${id}`, { id })).statusCode).toBe(404);
  });

  it('takes the id from the path, with or without a body, and refuses a body id that differs', async () => {
    const [a, b] = await insertJobs(t.db, [{ locationId: site }, { locationId: site }]);
    expect((await call('POST', `/api/delete-job/${a}`)).statusCode).toBe(200);
    const mismatch = await call('POST', `/api/delete-job/${b}`, { id: a });
    expect(mismatch.statusCode).toBe(400);
    expect((await jobRow(b!))!.deletedAt).toBeNull();
    expect((await call('POST', '/api/delete-job/abc')).statusCode).toBe(400);
  });

  it('is refused to Supervisors and Technicians (403)', async () => {
    const id = await insertJob(t.db, { locationId: site });
    for (const role of [Role.Supervisor, Role.Technician]) {
      const res = await call('POST', `/api/delete-job/${id}`, { id }, await t.loginAs(role));
      expect(res.statusCode).toBe(403);
    }
    expect((await jobRow(id))!.deletedAt).toBeNull();
  });
});

describe('restoring a job from the Trash', () => {
  it('lists the deleted job in the Trash and brings it back', async () => {
    const id = await insertJob(t.db, { name: 'Comeback job', locationId: site });
    await call('POST', `/api/delete-job/${id}`, { id });
    const trash = (await call('GET', '/api/trash?entity=jobs')).json();
    expect(trash.items).toContainEqual(expect.objectContaining({ entity: 'jobs', id, name: 'Comeback job' }));
    expect((await call('POST', `/api/trash/jobs/${id}/restore`)).statusCode).toBe(200);
    expect((await call('GET', '/api/get-jobs-filtered?filter=comeback')).json().total).toBe(1);
  });

  it('refuses (409) while the job’s location is deleted, then allows it once the location is back', async () => {
    const doomed = await insertLocation(t.db, { name: 'Doomed Site' });
    const id = await insertJob(t.db, { name: 'Orphan job', locationId: doomed, statusId: Status.Inactive });
    await call('POST', `/api/delete-job/${id}`, { id });
    expect((await call('POST', '/api/delete-location', { params: { id: doomed } })).statusCode).toBe(200);

    const refused = await call('POST', `/api/trash/jobs/${id}/restore`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Restore the location first/);
    expect((await jobRow(id))!.deletedAt).not.toBeNull();

    expect((await call('POST', `/api/trash/locations/${doomed}/restore`)).statusCode).toBe(200);
    expect((await call('POST', `/api/trash/jobs/${id}/restore`)).statusCode).toBe(200);
  });
});

describe('GET /api/jobs/categories', () => {
  it('suggests the distinct categories of recent live jobs, sorted, without blanks', async () => {
    const fresh = await createTestApp();
    try {
      const freshAdmin = await fresh.loginAs(Role.Admin);
      const where = await insertLocation(fresh.db);
      await insertJobs(fresh.db, [
        { category: 'Rodent Control', locationId: where, createdAt: minutesAgo(1) },
        { category: 'bed bugs', locationId: where, createdAt: minutesAgo(2) },
        { category: 'Rodent Control', locationId: where, createdAt: minutesAgo(3) },
        { category: '', locationId: where, createdAt: minutesAgo(4) },
        { category: 'Deleted Only', locationId: where, deletedAt: new Date() },
        { category: 'Ant Work', locationId: where, statusId: Status.Inactive },
      ]);
      const res = await fresh.request(freshAdmin, { method: 'GET', url: '/api/jobs/categories' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(['Ant Work', 'bed bugs', 'Rodent Control']);
    } finally {
      await fresh.close();
    }
  });
});
