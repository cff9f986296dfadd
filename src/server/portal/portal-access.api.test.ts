import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { PortalMe, PortalVisits } from '@shared/schemas/portal';
import { locationContacts } from '../db/schema/locations';
import { visits } from '../db/schema/visits';
import { createTestApp, type Session } from '../test/test-app';
import { customerSite, portalSignIn } from './portal.fixtures';

/** "Today" for the app is 30 November 2026 (New York): visits from then on are upcoming. */
const t = await createTestApp(
  { APP_TIMEZONE: 'America/New_York' },
  { clock: () => new Date('2026-11-30T15:00:00Z') },
);
afterAll(() => t.close());

// Two customers: Harbour Foods with two locations (one contact at both), and Oak Care with one.
const harbour = 'Manager@Harbour-Foods.example';
const harbourA = await customerSite(t, { email: harbour, contactName: 'Sam Ito', visitDate: '2026-11-30' });
const harbourB = await customerSite(t, { email: 'manager@harbour-foods.example', visitDate: '2026-12-14' });
const oak = 'facilities@oak-care.example';
const oakSite = await customerSite(t, { email: oak, visitDate: '2026-12-01' });
// A colleague at Harbour's first location only.
const colleague = 'chef@harbour-foods.example';
await t.db
  .insert(locationContacts)
  .values({ locationId: harbourA.locationId, name: 'Chef', email: colleague });

const harbourSession = await portalSignIn(t, harbour, '192.0.2.1');
const oakSession = await portalSignIn(t, oak, '192.0.2.2');
const colleagueSession = await portalSignIn(t, colleague, '192.0.2.3');

const get = (session: Session | null, url: string, headers?: Record<string, string>) =>
  t.request(session, { method: 'GET', url, headers });

describe('what a contact sees', () => {
  it('every live location they are a contact of, whatever the case of the address', async () => {
    const res = await get(harbourSession, '/api/portal/me');
    expect(res.statusCode).toBe(200);
    const body = res.json<PortalMe>();
    expect(body.email).toBe('manager@harbour-foods.example');
    expect(body.names).toContain('Sam Ito');
    expect(body.locations.map((l: { id: number }) => l.id).sort()).toEqual(
      [harbourA.locationId, harbourB.locationId].sort(),
    );
    const colleagueMe = (await get(colleagueSession, '/api/portal/me')).json<PortalMe>();
    expect(colleagueMe.locations.map((l: { id: number }) => l.id)).toEqual([harbourA.locationId]);
    const oakMe = (await get(oakSession, '/api/portal/me')).json<PortalMe>();
    expect(oakMe.locations.map((l: { id: number }) => l.id)).toEqual([oakSite.locationId]);
  });

  it("a location's upcoming visits: from today on, open ones only, soonest first", async () => {
    await t.db
      .insert(visits)
      .values({ jobId: harbourA.jobId, date: '2026-12-02', status: 'skipped', skipReason: 'Closed' });
    await t.db.insert(visits).values({ jobId: harbourA.jobId, date: '2026-12-20', startTime: '09:00' });
    const res = await get(harbourSession, `/api/portal/locations/${harbourA.locationId}/visits`);
    expect(res.statusCode).toBe(200);
    const list = res.json<PortalVisits>().visits;
    expect(list.map((v) => v.date)).toEqual(['2026-11-30', '2026-12-20']);
    expect(list[0]).toMatchObject({
      id: harbourA.visitId,
      job_name: `Portal Job ${harbourA.n}`,
      status: 'scheduled',
    });
    expect(list[1]).toMatchObject({ start_time: '09:00:00' });
  });

  it("a location's finished reports, with template and technician, and their PDFs", async () => {
    const res = await get(harbourSession, `/api/portal/locations/${harbourA.locationId}/reports`);
    expect(res.statusCode).toBe(200);
    expect(res.json().reports).toEqual([
      expect.objectContaining({
        id: harbourA.finishedId,
        template_name: `Portal Service ${harbourA.n}`,
        technician_name: `Portal Technician ${harbourA.n}`,
      }),
    ]);
    const pdf = await get(harbourSession, `/api/portal/reports/${harbourA.finishedId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename=.*report-\d+/);
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A report not finished is not there.
    expect((await get(harbourSession, `/api/portal/reports/${harbourA.openId}/pdf`)).statusCode).toBe(404);
  });
});

describe('a contact never reads another location (404, as for one that does not exist)', () => {
  const foreign: [string, () => Session, () => string[]][] = [
    [
      'another customer',
      () => oakSession,
      () => [
        `/api/portal/locations/${harbourA.locationId}/visits`,
        `/api/portal/locations/${harbourA.locationId}/reports`,
        `/api/portal/reports/${harbourA.finishedId}/pdf`,
        `/api/portal/locations/${harbourB.locationId}/visits`,
        `/api/portal/locations/${harbourB.locationId}/reports`,
        `/api/portal/reports/${harbourB.finishedId}/pdf`,
      ],
    ],
    [
      "their own customer's other location",
      () => colleagueSession,
      () => [
        `/api/portal/locations/${harbourB.locationId}/visits`,
        `/api/portal/locations/${harbourB.locationId}/reports`,
        `/api/portal/reports/${harbourB.finishedId}/pdf`,
      ],
    ],
    [
      'a location that does not exist',
      () => harbourSession,
      () => [
        '/api/portal/locations/999999/visits',
        '/api/portal/locations/999999/reports',
        '/api/portal/reports/999999/pdf',
        `/api/portal/reports/${oakSite.finishedId}/pdf`,
      ],
    ],
  ];
  it.each(foreign)('%s', async (_name, session, urls) => {
    for (const url of urls()) {
      const res = await get(session(), url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('portal.notFound');
    }
  });

  it('a contact removed from a location stops seeing it at once', async () => {
    const email = 'temp@oak-care.example';
    const site = await customerSite(t, { email, visitDate: '2026-12-03' });
    const session = await portalSignIn(t, email, '192.0.2.4');
    const url = `/api/portal/locations/${site.locationId}/reports`;
    expect((await get(session, url)).statusCode).toBe(200);
    await t.db.delete(locationContacts).where(eq(locationContacts.locationId, site.locationId));
    expect((await get(session, url)).statusCode).toBe(404);
    expect((await get(session, '/api/portal/me')).json().locations).toEqual([]);
  });
});

describe('isolation: two kinds of session', () => {
  it('office routes refuse the portal cookie (401)', async () => {
    for (const url of [
      '/api/get-auth-user',
      '/api/get-locations-filtered',
      `/api/reports/${harbourA.finishedId}/download`,
    ]) {
      const res = await get(harbourSession, url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code, url).toBe('auth.loginRequired');
    }
    const change = await t.request(harbourSession, { method: 'POST', url: '/api/auth/logout' });
    expect(change.statusCode).toBe(401);
  });

  it('portal routes refuse an office session and an API key (401)', async () => {
    const admin = await t.loginAs(Role.SuperAdmin);
    const created = await t.request(admin, {
      method: 'POST',
      url: '/api/api-keys',
      payload: { name: 'Portal probe', scopes: { locations: 'read', reports: 'read' }, days: 1 },
    });
    expect(created.statusCode).toBe(200);
    const bearer = { authorization: `Bearer ${created.json().secret}` };
    for (const url of ['/api/portal/me', `/api/portal/locations/${harbourA.locationId}/reports`]) {
      for (const [session, headers] of [
        [admin, {}],
        [null, bearer],
        [admin, bearer],
      ] as const) {
        const res = await get(session, url, headers);
        expect(res.statusCode, url).toBe(401);
        expect(res.json().code, url).toBe('portal.signInRequired');
      }
    }
    const out = await t.request(admin, { method: 'POST', url: '/api/portal/sign-out' });
    expect(out.statusCode).toBe(401);
    // Both cookies at once: each side reads its own.
    const both = { ...harbourSession, cookie: `${harbourSession.cookie}; ${admin.cookie}` };
    expect((await get(both, '/api/portal/me')).json().email).toBe('manager@harbour-foods.example');
    expect((await get(both, '/api/get-auth-user')).json().id).toBe(admin.userId);
  });
});
