import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { CertificationsResponse } from '@shared/schemas/certifications';
import type { ActionsResponse } from '@shared/schemas/corrective-actions';
import type { DeviceRow, SitePlanRow } from '@shared/schemas/devices';
import type { LocationContactsResponse } from '@shared/schemas/location-contacts';
import { insertAction } from '../corrective-actions/corrective-actions.fixtures';
import { userCertifications } from '../db/schema/certifications';
import { devices } from '../db/schema/devices';
import { locationContacts } from '../db/schema/locations';
import { insertReport, insertTemplate } from '../reports/reports.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertVisit } from '../visits/visits.fixtures';
import {
  insertDevices,
  insertJobAt,
  insertLocation,
  insertPlan,
  planPng,
  planUpload,
  pngHeaderOnly,
  uploadPlan,
} from './devices.fixtures';

let dataDir: string;
let t: TestApp;
let admin: Session;
let supervisor: Session;
let technician: Session;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-plans-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (session: Session, method: string, url: string, payload?: unknown) =>
  t.request(session, { method, url, payload });

async function uploaded(locationId: number, opts: Parameters<typeof planUpload>[1] = {}, png?: Buffer) {
  const res = await uploadPlan(t, admin, locationId, planUpload(png ?? (await planPng()), opts));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SitePlanRow>();
}

describe('site plans', () => {
  it('stores a PNG with its size and name, lists it and gives its bytes back, and a copy for screens', async () => {
    const locationId = await insertLocation(t.db);
    const png = await planPng(320, 180);
    const plan = await uploaded(locationId, { name: '  Ground floor ' }, png);
    expect(plan).toMatchObject({ location_id: locationId, name: 'Ground floor', width: 320, height: 180 });
    expect(plan.url).toBe(`/api/site-plans/${plan.id}/image`);
    // Without a name field the file's own name is used, without its extension.
    const second = await uploaded(locationId, { filename: 'Warehouse upstairs.png' });
    expect(second.name).toBe('Warehouse upstairs');

    const listed = await call(supervisor, 'GET', `/api/locations/${locationId}/site-plans`);
    expect(listed.json<{ plans: SitePlanRow[] }>().plans.map((p) => p.name)).toEqual([
      'Ground floor',
      'Warehouse upstairs',
    ]);
    const original = await call(supervisor, 'GET', `${plan.url}?size=original`);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['cache-control']).toBe('private');
    expect(original.rawPayload.equals(png)).toBe(true);
    // A plan smaller than the screen copy's box keeps its size there.
    const screen = await call(supervisor, 'GET', plan.url);
    expect(screen.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(screen.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 320,
      height: 180,
    });
  });

  it('refuses a plan of more than 40 megapixels before decoding it, and gives phones a 2,560-pixel copy (issue 31)', async () => {
    const locationId = await insertLocation(t.db);
    // 16,000 × 16,000 by its header: what a phone cannot decode, refused without decoding it.
    const started = performance.now();
    const huge = await uploadPlan(t, admin, locationId, planUpload(pngHeaderOnly(16_000, 16_000)));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({
      code: 'device.planTooManyPixels',
      params: { width: 16_000, height: 16_000, megapixels: 40 },
      fieldCodes: { file: { code: 'device.planTooManyPixels' } },
    });
    const listed = await call(admin, 'GET', `/api/locations/${locationId}/site-plans`);
    expect(listed.json<{ plans: SitePlanRow[] }>().plans).toEqual([]);

    const wide = await uploaded(locationId, {}, await planPng(5_000, 2_000));
    expect(wide).toMatchObject({ width: 5_000, height: 2_000 });
    const screen = await call(admin, 'GET', wide.url);
    expect(await sharp(screen.rawPayload).metadata()).toMatchObject({ width: 2_560, height: 1_024 });
  });

  it('refuses what is not a whole PNG or JPEG', async () => {
    const locationId = await insertLocation(t.db);
    const text = await uploadPlan(t, admin, locationId, planUpload(Buffer.from('not an image at all')));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'device.planImage' });
    const png = await planPng();
    const cut = await uploadPlan(t, admin, locationId, planUpload(png.subarray(0, 60)));
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({ code: 'device.planImage' });
    const long = await uploadPlan(t, admin, locationId, planUpload(png, { name: 'x'.repeat(101) }));
    expect(long.json()).toMatchObject({ code: 'device.planNameTooLong' });
    expect((await call(admin, 'GET', `/api/locations/${locationId}/site-plans`)).json()).toEqual({
      plans: [],
    });
  });

  it('renames a plan, and deleting it takes its devices off it', async () => {
    const locationId = await insertLocation(t.db);
    const plan = await uploaded(locationId);
    const [id] = await insertDevices(t.db, locationId, [1]);
    await t.db.update(devices).set({ planId: plan.id, planX: 0.5, planY: 0.5 }).where(eq(devices.id, id!));
    const renamed = await call(admin, 'PATCH', `/api/site-plans/${plan.id}`, { name: 'Basement' });
    expect(renamed.json()).toMatchObject({ id: plan.id, name: 'Basement' });
    const deleted = await call(admin, 'DELETE', `/api/site-plans/${plan.id}`);
    expect(deleted.json()).toEqual({ status: 'success', id: plan.id });
    const listed = await call(admin, 'GET', `/api/locations/${locationId}/devices`);
    expect(listed.json<{ devices: DeviceRow[] }>().devices[0]).toMatchObject({ place: null });
    expect((await call(admin, 'GET', plan.url)).statusCode).toBe(404);
    expect((await call(admin, 'PATCH', `/api/site-plans/${plan.id}`, { name: 'X' })).statusCode).toBe(404);
  });

  it('shows a Technician the image only where they have a job or a report', async () => {
    const locationId = await insertLocation(t.db);
    const plan = await uploaded(locationId);
    expect((await call(technician, 'GET', plan.url)).statusCode).toBe(404);
    const jobId = await insertJobAt(t.db, locationId, [technician.userId]);
    expect((await call(technician, 'GET', plan.url)).statusCode).toBe(200);

    const other = await insertLocation(t.db);
    const otherPlan = await uploaded(other);
    const otherJob = await insertJobAt(t.db, other);
    expect((await call(technician, 'GET', otherPlan.url)).statusCode).toBe(404);
    const template = await insertTemplate(t.db, { tasks: [{ task: 'Inspect', fields: [] }] });
    await insertReport(t.db, { jobId: otherJob, templateId: template.id, userId: technician.userId });
    expect((await call(technician, 'GET', otherPlan.url)).statusCode).toBe(200);
    expect(jobId).toBeGreaterThan(0);
  });

  it('lets Supervisors read and only Admins change plans', async () => {
    const locationId = await insertLocation(t.db);
    const plan = await uploaded(locationId);
    expect((await call(technician, 'GET', `/api/locations/${locationId}/site-plans`)).statusCode).toBe(403);
    for (const session of [supervisor, technician]) {
      const res = await uploadPlan(t, session, locationId, planUpload(await planPng()));
      expect(res.statusCode).toBe(403);
      expect((await call(session, 'PATCH', `/api/site-plans/${plan.id}`, { name: 'X' })).statusCode).toBe(
        403,
      );
      expect((await call(session, 'DELETE', `/api/site-plans/${plan.id}`)).statusCode).toBe(403);
    }
    expect((await uploadPlan(t, admin, 99999, planUpload(await planPng()))).statusCode).toBe(404);
  });
});

const get = (session: Session, url: string) => t.request(session, { method: 'GET', url });

/** A location with a device, a site plan, a contact and an open action; and the URLs that read them. */
async function site() {
  const locationId = await insertLocation(t.db);
  await insertDevices(t.db, locationId, [7]);
  await insertPlan(t.db, locationId);
  await t.db.insert(locationContacts).values({ locationId, name: 'Dana Manager', phone: '555-0100' });
  await insertAction(t.db, { locationId, createdBy: admin.userId, title: 'Seal the drain' });
  const urls = [
    `/api/locations/${locationId}`,
    `/api/locations/${locationId}/contacts`,
    `/api/locations/${locationId}/devices`,
    `/api/locations/${locationId}/site-plans`,
    `/api/corrective-actions?location_id=${locationId}&status=open,in_progress`,
  ];
  return { locationId, urls };
}

async function statuses(session: Session, urls: string[]) {
  return Promise.all(urls.map(async (url) => (await get(session, url)).statusCode));
}

/**
 * What a Technician's phone keeps of the week (issue 32 item 2, location-reader.ts): the details,
 * contacts, devices, site plans and open corrective actions of a location where they work only.
 */
describe("a location's details, contacts, devices, plans and actions for a Technician", () => {
  it('answers where they are sent on a visit, not on the job', async () => {
    const { locationId, urls } = await site();
    expect(await statuses(technician, urls)).toEqual([403, 403, 403, 403, 403]);
    const jobId = await insertJobAt(t.db, locationId);
    await insertVisit(t.db, { jobId, date: '2026-12-04', people: [technician.userId] });
    expect(await statuses(technician, urls)).toEqual([200, 200, 200, 200, 200]);
    const [, contacts, devices, , actions] = await Promise.all(urls.map((url) => get(technician, url)));
    expect(contacts!.json<LocationContactsResponse>().contacts).toMatchObject([{ name: 'Dana Manager' }]);
    expect(devices!.json<{ devices: DeviceRow[] }>().devices).toMatchObject([{ number: 7 }]);
    expect(actions!.json<ActionsResponse>().actions).toMatchObject([{ title: 'Seal the drain' }]);
  });

  it('answers where they are assigned to a live job; a deleted job no longer counts', async () => {
    const { locationId, urls } = await site();
    const jobId = await insertJobAt(t.db, locationId, [technician.userId]);
    expect(await statuses(technician, urls)).toEqual([200, 200, 200, 200, 200]);
    // Soft deleted as the Trash does: the row stays, marked.
    await t.db.execute(sql`update jobs set deleted_at = now() where id = ${jobId}`);
    expect(await statuses(technician, urls)).toEqual([403, 403, 403, 403, 403]);
  });

  it("refuses another technician's location, and a list of every location's actions", async () => {
    const { locationId, urls } = await site();
    const colleague = await t.createUser({ typeId: Role.Technician });
    const jobId = await insertJobAt(t.db, locationId, [colleague]);
    await insertVisit(t.db, { jobId, date: '2026-12-04', people: [colleague] });
    expect(await statuses(technician, urls)).toEqual([403, 403, 403, 403, 403]);
    const all = await get(technician, '/api/corrective-actions?status=open');
    expect(all.statusCode).toBe(400);
    expect(all.json()).toMatchObject({
      fieldCodes: { location_id: { code: 'correctiveAction.placeRequired' } },
    });
  });

  it('answers 404 for a location that is not there, to a Technician as to the office', async () => {
    for (const session of [technician, admin]) {
      expect((await get(session, '/api/locations/999999')).statusCode).toBe(404);
      expect((await get(session, '/api/locations/999999/devices')).statusCode).toBe(404);
    }
    expect((await get(technician, '/api/corrective-actions?location_id=999999')).statusCode).toBe(404);
  });

  it('still shows the office every location', async () => {
    const { urls } = await site();
    expect(await statuses(admin, urls)).toEqual([200, 200, 200, 200, 200]);
    expect(await statuses(supervisor, urls)).toEqual([200, 200, 200, 200, 200]);
  });
});

describe('GET /api/my/certifications', () => {
  it("answers the caller's own certifications, nobody else's", async () => {
    const other = await t.createUser({ typeId: Role.Technician });
    await t.db.insert(userCertifications).values([
      {
        userId: technician.userId,
        state: 'NY',
        certificationId: 'C-1234',
        category: '7A',
        expiresOn: '2027-05-31',
      },
      { userId: other, state: 'NJ', certificationId: 'C-9999', category: '8', expiresOn: '2027-05-31' },
    ]);
    const res = await get(technician, '/api/my/certifications');
    expect(res.statusCode).toBe(200);
    expect(res.json<CertificationsResponse>().certifications).toEqual([
      { state: 'NY', certification_id: 'C-1234', category: '7A', expires_on: '2027-05-31' },
    ]);
    expect(
      (await get(admin, '/api/my/certifications')).json<CertificationsResponse>().certifications,
    ).toEqual([]);
    // The office's read of someone's stays Admins' only.
    expect((await get(technician, `/api/users/${technician.userId}/certifications`)).statusCode).toBe(403);
  });
});
