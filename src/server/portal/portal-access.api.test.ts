import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { PortalMe, PortalVisits } from '@shared/schemas/portal';
import type { PortalAction } from '@shared/schemas/portal-actions';
import { locationContacts } from '../db/schema/locations';
import { visits } from '../db/schema/visits';
import { databaseDigest } from '../test/database-digest';
import { createTestApp, type Session } from '../test/test-app';
import { customerAction, customerSite, portalSignIn } from './portal.fixtures';

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

// An action each location's customer is to do, with the Harbour manager's acknowledgement on A's.
const office = await t.loginAs(Role.Admin);
const actionA = await customerAction(t, { locationId: harbourA.locationId, createdBy: office.userId });
const actionB = await customerAction(t, { locationId: harbourB.locationId, createdBy: office.userId });

const harbourSession = await portalSignIn(t, harbour, '192.0.2.1');
const ackA = await t.request(harbourSession, {
  method: 'POST',
  url: `/api/portal/actions/${actionA}/updates`,
  payload: { kind: 'acknowledged' },
});
const updateA = ackA.json<PortalAction>().updates[0]!.id;
const ackB = await t.request(harbourSession, {
  method: 'POST',
  url: `/api/portal/actions/${actionB}/updates`,
  payload: { kind: 'acknowledged' },
});
const updateB = ackB.json<PortalAction>().updates[0]!.id;
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

/** The part 2 reads of a location (decision 0049): its customer's actions, an update's photo, the audit pack. */
const theirs = (locationId: number, updateId: number) => [
  `/api/portal/locations/${locationId}/actions`,
  `/api/portal/locations/${locationId}/audit-pack?from=2026-11-01&to=2026-11-30`,
  `/api/portal/locations/${locationId}/applications`,
  `/api/portal/locations/${locationId}/devices`,
  `/api/portal/action-updates/${updateId}/photo`,
];

/** The changes of a location's things (parts 2 and 3): never another customer's (404, nothing written). */
const theirChanges = (actionId: number, updateId: number, visitId: number) => [
  { url: `/api/portal/actions/${actionId}/updates`, payload: { kind: 'fixed', note: 'Not theirs' } },
  { url: `/api/portal/action-updates/${updateId}/photo`, payload: {} },
  {
    url: `/api/portal/visits/${visitId}/change-request`,
    payload: { preferred_date: '2026-12-21', note: 'Not theirs' },
  },
];

describe('a contact never reads another location (404, as for one that does not exist)', () => {
  const foreign: [string, () => Session, () => string[]][] = [
    [
      'another customer',
      () => oakSession,
      () => [
        `/api/portal/locations/${harbourA.locationId}/visits`,
        `/api/portal/locations/${harbourA.locationId}/reports`,
        `/api/portal/reports/${harbourA.finishedId}/pdf`,
        ...theirs(harbourA.locationId, updateA),
        `/api/portal/locations/${harbourB.locationId}/visits`,
        `/api/portal/locations/${harbourB.locationId}/reports`,
        `/api/portal/reports/${harbourB.finishedId}/pdf`,
        ...theirs(harbourB.locationId, updateB),
      ],
    ],
    [
      "their own customer's other location",
      () => colleagueSession,
      () => [
        `/api/portal/locations/${harbourB.locationId}/visits`,
        `/api/portal/locations/${harbourB.locationId}/reports`,
        `/api/portal/reports/${harbourB.finishedId}/pdf`,
        ...theirs(harbourB.locationId, updateB),
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
        ...theirs(999999, 999999),
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

  it('nor changes its customer’s actions or visits', async () => {
    const before = await databaseDigest(t.db);
    const cases: [Session, { url: string; payload: object }[]][] = [
      [
        oakSession,
        [
          ...theirChanges(actionA, updateA, harbourA.visitId),
          ...theirChanges(actionB, updateB, harbourB.visitId),
        ],
      ],
      [colleagueSession, theirChanges(actionB, updateB, harbourB.visitId)],
      [harbourSession, theirChanges(999999, 999999, 999999)],
    ];
    for (const [session, changes] of cases) {
      for (const { url, payload } of changes) {
        const res = await t.request(session, { method: 'POST', url, payload });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code, url).toBe('portal.notFound');
      }
    }
    expect(await databaseDigest(t.db)).toBe(before);
    expect(
      (await get(harbourSession, `/api/portal/locations/${harbourA.locationId}/actions`)).json(),
    ).toMatchObject({
      actions: [{ id: actionA, customer_status: 'acknowledged', updates: [{ kind: 'acknowledged' }] }],
    });
  });

  it('nor reads or changes another address’s notification choices', async () => {
    const url = '/api/portal/notifications';
    const on = { visit_before: true, report_finished: true, application_recorded: false };
    const saved = await t.request(harbourSession, { method: 'PUT', url, payload: on });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(harbourSession, url)).json()).toEqual(on);
    // The colleague at the same location and the other customer keep their own (all off).
    const off = { visit_before: false, report_finished: false, application_recorded: false };
    expect((await get(colleagueSession, url)).json()).toEqual(off);
    expect((await get(oakSession, url)).json()).toEqual(off);
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
