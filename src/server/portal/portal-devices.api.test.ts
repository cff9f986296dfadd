import { afterAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { PortalDevices } from '@shared/schemas/portal-actions';
import { deviceInspections, deviceTypes } from '../db/schema/devices';
import { insertDevices } from '../device-trends/device-trends.fixtures';
import { planPng, planUpload, uploadPlan } from '../devices/devices.fixtures';
import { createTestApp, type Session } from '../test/test-app';
import { customerSite, portalSignIn } from './portal.fixtures';

const t = await createTestApp(
  { APP_TIMEZONE: 'America/New_York' },
  { clock: () => new Date('2026-11-30T15:00:00Z') },
);
afterAll(() => t.close());
const admin = await t.loginAs(Role.Admin);
const [type] = await t.db.select({ id: deviceTypes.id }).from(deviceTypes).limit(1);

/** A location with a plan uploaded by the office, one device placed on it and one visit's count. */
async function siteWithDevices(email: string) {
  const site = await customerSite(t, { email, visitDate: '2026-12-04' });
  const up = await uploadPlan(t, admin, site.locationId, planUpload(await planPng(), { name: 'Kitchen' }));
  expect(up.statusCode, up.body).toBe(200);
  const planId = up.json<{ id: number }>().id;
  const [deviceId] = await insertDevices(t.db, site.locationId, [
    { number: 12, typeId: type!.id, zone: 'Kitchen', place: { planId, x: 0.25, y: 0.5 } },
  ]);
  await t.db.insert(deviceInspections).values({
    reportId: site.finishedId,
    deviceId: deviceId!,
    fieldId: 1,
    locationId: site.locationId,
    userId: site.technicianId,
    inspectedAt: new Date('2026-10-14T15:00:00Z'),
    condition: 'good',
    activity: 5,
  });
  return { ...site, planId, deviceId: deviceId! };
}

const a = await siteWithDevices('devices@harbour.example');
const b = await siteWithDevices('devices@oak.example');
const aSession = await portalSignIn(t, 'devices@harbour.example', '192.0.2.61');
const get = (session: Session, url: string) => t.request(session, { method: 'GET', url });

describe("a location's devices, site plans and trends", () => {
  it('the past twelve months by the app clock, each device with its activity, and where it is', async () => {
    const res = await get(aSession, `/api/portal/locations/${a.locationId}/devices`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PortalDevices>();
    expect(body.trends).toMatchObject({ from: '2025-12-01', to: '2026-11-30' });
    expect(body.trends.months).toHaveLength(12);
    expect(body.trends.devices).toEqual([
      expect.objectContaining({ device_id: a.deviceId, number: 12, total: 5, above_threshold: true }),
    ]);
    const october = body.trends.devices[0]!.points.find((p) => p.month === '2026-10');
    expect(october).toMatchObject({ activity: 5 });
    expect(body.plans).toEqual([
      expect.objectContaining({
        id: a.planId,
        name: 'Kitchen',
        places: [{ device_id: a.deviceId, x: 0.25, y: 0.5 }],
      }),
    ]);
  });

  it("the plan's image, and never another location's (404)", async () => {
    const image = await get(aSession, `/api/portal/site-plans/${a.planId}/image`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    for (const url of [
      `/api/portal/site-plans/${b.planId}/image`,
      `/api/portal/locations/${b.locationId}/devices`,
      '/api/portal/site-plans/999999/image',
    ]) {
      const res = await get(aSession, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('portal.notFound');
    }
  });
});
