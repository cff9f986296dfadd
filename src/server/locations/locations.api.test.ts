import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE, Role, Status } from '@shared/constants';
import { STATUS_REQUIRED_MESSAGE } from '@shared/schemas/common';
import { auditLog } from '../db/schema/audit';
import { locations } from '../db/schema/locations';
import { insertJobs, insertLocation } from '../jobs/jobs.fixtures';
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

async function list(query = '', session: Session = admin) {
  const res = await t.request(session, { method: 'GET', url: `/api/get-locations-filtered${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json<Row[]>(), total: Number(res.headers['x-total-count']) };
}
const names = (rows: Row[]) => rows.map((r) => r.name);
const call = (method: string, url: string, payload?: unknown, session: Session = admin) =>
  t.request(session, { method, url, payload });

async function locationRow(id: number) {
  const [row] = await t.db.select().from(locations).where(eq(locations.id, id));
  return row;
}
const locationCount = async () => (await t.db.select({ id: locations.id }).from(locations)).length;

const valid = {
  name: 'Riverside Diner',
  address: '5 River Rd',
  latitude: 41.2,
  longitude: -73.9,
  status_id: 1,
};

describe('GET /api/get-locations-filtered', () => {
  it('answers rows of the spec’s fields, with the status text, job count and an ISO date', async () => {
    const id = await insertLocation(t.db, {
      name: 'Shapely Bakery',
      address: '10 Flour St, Newark, NJ',
      latitude: 40.7357,
      longitude: -74.1724,
    });
    const { rows } = await list('?filter=shapely');
    expect(rows).toEqual([
      {
        id,
        name: 'Shapely Bakery',
        address: '10 Flour St, Newark, NJ',
        latitude: 40.7357,
        longitude: -74.1724,
        status_id: Status.Active,
        status: { status: 'Active' },
        customer: { name: '', billing_address: '', phone: '', email: '' },
        service_address: { street: null, municipality: null, county: null, state: null, zip: null },
        address_incomplete: false,
        notes: '',
        jobcount: 0,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
      },
    ]);
  });

  it('counts only active, live jobs', async () => {
    const id = await insertLocation(t.db, { name: 'Countable Court' });
    await insertJobs(t.db, [
      { locationId: id },
      { locationId: id },
      { locationId: id, statusId: Status.Inactive },
      { locationId: id, deletedAt: new Date() },
    ]);
    expect((await list('?filter=countable')).rows[0]!.jobcount).toBe(2);
  });

  it('sorts by name ignoring case, filters on name or address, and on status', async () => {
    await insertLocation(t.db, { name: 'sortloc beta', address: 'A St' });
    await insertLocation(t.db, { name: 'Sortloc Alpha', address: 'B St' });
    await insertLocation(t.db, { name: 'Other place', address: '1 Sortloc Way' });
    await insertLocation(t.db, { name: 'Sortloc Closed', statusId: Status.Inactive });
    expect(names((await list('?filter=SORTLOC')).rows)).toEqual([
      'Other place',
      'Sortloc Alpha',
      'sortloc beta',
      'Sortloc Closed',
    ]);
    expect(names((await list('?filter=sortloc&active=inactive')).rows)).toEqual(['Sortloc Closed']);
    expect((await list('?filter=sortloc&active=active')).total).toBe(3);
    expect(await list('?filter=no-such-place')).toEqual({ rows: [], total: 0 });
    const all = await list();
    for (const query of ['?filter=null', '?filter=']) expect((await list(query)).total).toBe(all.total);
  });

  it('pages 25 at a time with the total in X-Total-Count', async () => {
    for (let i = 1; i <= 30; i++)
      await insertLocation(t.db, { name: `Pageloc ${String(i).padStart(2, '0')}` });
    const one = await list('?filter=pageloc');
    const two = await list('?filter=pageloc&page=2');
    expect(one.rows).toHaveLength(PAGE_SIZE);
    expect(two.rows).toHaveLength(5);
    expect(one.total).toBe(30);
    expect(names(two.rows)[0]).toBe('Pageloc 26');
  });

  it('is open to Supervisors (read), not to Technicians or anonymous callers', async () => {
    expect((await list('', await t.loginAs(Role.Supervisor))).total).toBeGreaterThan(0);
    const tech = await t.loginAs(Role.Technician);
    expect((await call('GET', '/api/get-locations-filtered', undefined, tech)).statusCode).toBe(403);
    const anonymous = await t.request(null, { method: 'GET', url: '/api/get-locations-filtered' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/locations and PUT /api/locations/{id}', () => {
  it('creates a location and audits it; numeric strings from a form are accepted', async () => {
    const res = await call('POST', '/api/locations', { ...valid, latitude: '41.25', longitude: ' -73.5 ' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ name: 'Riverside Diner', latitude: 41.25, longitude: -73.5, jobcount: 0 });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'locations'), eq(auditLog.entityId, String(body.id))));
    expect(audit).toMatchObject({ action: 'insert', userId: admin.userId });
    expect((await call('GET', `/api/locations/${body.id}`)).json()).toEqual(body);
  });

  it('takes the edge coordinates (±90, ±180) and refuses anything beyond, field by field', async () => {
    expect(
      (await call('POST', '/api/locations', { ...valid, latitude: -90, longitude: 180 })).statusCode,
    ).toBe(200);
    const before = await locationCount();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ latitude: 90.0001 }, { latitude: 'Latitude must be between -90 and 90.' }],
      [{ latitude: -91 }, { latitude: 'Latitude must be between -90 and 90.' }],
      [{ longitude: 180.5 }, { longitude: 'Longitude must be between -180 and 180.' }],
      [{ longitude: -181 }, { longitude: 'Longitude must be between -180 and 180.' }],
      [{ latitude: '' }, { latitude: 'Latitude is required.' }],
      [{ latitude: 'north' }, { latitude: 'Latitude must be a number.' }],
      // Decimal notation only: no hex, exponent or Infinity read into a place.
      [{ latitude: '0x1f' }, { latitude: 'Latitude must be a number.' }],
      [{ latitude: '1e1' }, { latitude: 'Latitude must be a number.' }],
      [{ longitude: 'Infinity' }, { longitude: 'Longitude must be a number.' }],
      [{ longitude: null }, { longitude: 'Longitude must be a number.' }],
      [{ name: '  ' }, { name: 'Name is required.' }],
      [{ name: 'n'.repeat(201) }, { name: 'Name can be at most 200 characters.' }],
      [{ status_id: 0 }, { status_id: STATUS_REQUIRED_MESSAGE }],
    ];
    for (const [change, errors] of cases) {
      const res = await call('POST', '/api/locations', { ...valid, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    const { latitude: _lat, longitude: _lon, ...noCoordinates } = valid;
    expect((await call('POST', '/api/locations', noCoordinates)).json().errors).toEqual({
      latitude: 'Latitude is required.',
      longitude: 'Longitude is required.',
    });
    expect(await locationCount()).toBe(before);
  });

  it('saves changes, refuses bad input without changing anything, and 404s a deleted one', async () => {
    const id = await insertLocation(t.db, { name: 'Before Rename', latitude: 10, longitude: 10 });
    const res = await call('PUT', `/api/locations/${id}`, { ...valid, name: 'After Rename', status_id: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'After Rename', status: { status: 'Inactive' } });

    const bad = await call('PUT', `/api/locations/${id}`, { ...valid, name: 'Bad', latitude: 300 });
    expect(bad.statusCode).toBe(400);
    expect(await locationRow(id)).toMatchObject({ name: 'After Rename', latitude: 41.2 });

    const gone = await insertLocation(t.db, { deletedAt: new Date() });
    expect((await call('PUT', `/api/locations/${gone}`, valid)).statusCode).toBe(404);
    expect((await call('GET', `/api/locations/${gone}`)).statusCode).toBe(404);
  });

  it('lets Supervisors read one location but not create or change any', async () => {
    const supervisor = await t.loginAs(Role.Supervisor);
    const id = await insertLocation(t.db, { name: 'Readable' });
    expect((await call('GET', `/api/locations/${id}`, undefined, supervisor)).json().name).toBe('Readable');
    expect((await call('POST', '/api/locations', valid, supervisor)).statusCode).toBe(403);
    expect((await call('PUT', `/api/locations/${id}`, valid, supervisor)).statusCode).toBe(403);
    expect((await locationRow(id))!.name).toBe('Readable');
  });
});

describe('the map', () => {
  it('may load OpenStreetMap tiles: the CSP allows their host for images, and nothing else new', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("script-src 'self'");
  });
});

describe('POST /api/delete-location', () => {
  it('takes the id as {params: {id}}, {id} or ?id=, soft-deletes and audits', async () => {
    const [a, b, c] = [await insertLocation(t.db), await insertLocation(t.db), await insertLocation(t.db)];
    expect((await call('POST', '/api/delete-location', { params: { id: a } })).statusCode).toBe(200);
    expect((await call('POST', '/api/delete-location', { id: b })).json()).toEqual({
      status: 'success',
      id: b,
    });
    expect((await call('POST', `/api/delete-location?id=${c}`)).statusCode).toBe(200);
    for (const id of [a, b, c]) {
      expect((await locationRow(id))!).toMatchObject({ deletedBy: admin.userId });
      expect((await locationRow(id))!.deletedAt).toBeInstanceOf(Date);
    }
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'locations'),
          eq(auditLog.entityId, String(a)),
          eq(auditLog.action, 'delete'),
        ),
      );
    expect(audit!.userId).toBe(admin.userId);
    expect((await call('POST', '/api/delete-location', { id: a })).statusCode).toBe(404);
    const missing = await call('POST', '/api/delete-location', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ id: 'Required' });
  });

  it('refuses (409, with a clear message) while the location has active jobs, and changes nothing', async () => {
    const id = await insertLocation(t.db, { name: 'Busy Site' });
    await insertJobs(t.db, [{ locationId: id }, { locationId: id }, { locationId: id, statusId: 2 }]);
    const res = await call('POST', '/api/delete-location', { params: { id } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'location.hasActiveJobs',
      params: { jobs: 2 },
      message:
        'This location has 2 active jobs, so it cannot be deleted. Deactivate or delete those jobs first.',
      active_jobs: 2,
    });
    expect((await locationRow(id))!.deletedAt).toBeNull();
    expect((await list('?filter=busy%20site')).rows).toHaveLength(1);
  });

  it('allows it once only inactive or deleted jobs remain; Undo (restore) brings it back', async () => {
    const id = await insertLocation(t.db, { name: 'Quiet Site' });
    await insertJobs(t.db, [
      { locationId: id, statusId: Status.Inactive },
      { locationId: id, deletedAt: new Date() },
    ]);
    expect((await call('POST', '/api/delete-location', { params: { id } })).statusCode).toBe(200);
    expect((await list('?filter=quiet%20site')).rows).toEqual([]);
    const trash = (await call('GET', '/api/trash?entity=locations')).json();
    expect(trash.items).toContainEqual(
      expect.objectContaining({ entity: 'locations', id, name: 'Quiet Site' }),
    );
    expect((await call('POST', `/api/trash/locations/${id}/restore`)).statusCode).toBe(200);
    expect(names((await list('?filter=quiet%20site')).rows)).toEqual(['Quiet Site']);
  });

  it('is refused to a Supervisor (403)', async () => {
    const id = await insertLocation(t.db);
    const res = await call('POST', '/api/delete-location', { id }, await t.loginAs(Role.Supervisor));
    expect(res.statusCode).toBe(403);
    expect((await locationRow(id))!.deletedAt).toBeNull();
  });
});
