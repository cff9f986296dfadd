import { and, arrayContains, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { PortalVisits } from '@shared/schemas/portal';
import type { VisitChangeRequests } from '@shared/schemas/portal-requests';
import type { MyVisitsResponse, ScheduleResponse } from '@shared/schemas/visits';
import { jobUsers } from '../db/schema/jobs';
import { auditLog } from '../db/schema/audit';
import { mailMessages } from '../db/schema/mail';
import { visitChangeRequests } from '../db/schema/portal-requests';
import { users } from '../db/schema/users';
import { visits, visitUsers } from '../db/schema/visits';
import { databaseDigest } from '../test/database-digest';
import { createTestApp, type Session } from '../test/test-app';
import { customerSite, portalSignIn } from './portal.fixtures';

/**
 * 21:00 on 30 November in New York is already 1 December in UTC: the office's day (New York's)
 * decides what is past, what a contact may ask for, and what "today" is.
 */
const NOW = new Date('2026-12-01T02:00:00Z');
const t = await createTestApp({ APP_TIMEZONE: 'America/New_York' }, { clock: () => NOW });
afterAll(() => t.close());

const adminEmail = 'dispatch-admin@example.com';
await t.createUser({ email: adminEmail, typeId: Role.Admin, name: 'Dispatch Admin' });
const admin = await t.loginAs(Role.Admin);
const technician = await t.loginAs(Role.Technician);
const manager = 'manager@pier-cafe.example';
// Its upcoming visit is today in New York (30 November), yesterday in UTC.
const site = await customerSite(t, { email: manager, visitDate: '2026-11-30', pastDate: '2026-11-29' });
const other = 'owner@mill-hotel.example';
const otherSite = await customerSite(t, { email: other, visitDate: '2026-12-09' });
const managerSession = await portalSignIn(t, manager, '192.0.2.31');
const otherSession = await portalSignIn(t, other, '192.0.2.32');

const call = (session: Session | null, method: string, url: string, payload?: unknown) =>
  t.request(session, { method, url, payload });
const ask = (session: Session, visitId: number, payload: unknown) =>
  call(session, 'POST', `/api/portal/visits/${visitId}/change-request`, payload);
const officeList = async (visitId: number) => {
  const res = await call(admin, 'GET', `/api/visits/${visitId}/change-requests`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<VisitChangeRequests>().requests;
};
const requestMails = () =>
  t.db
    .select()
    .from(mailMessages)
    .where(
      and(
        eq(mailMessages.kind, 'visit-change-request'),
        arrayContains(mailMessages.recipients, [adminEmail]),
      ),
    )
    .orderBy(desc(mailMessages.id));
const newVisit = async (jobId: number, over: Partial<typeof visits.$inferInsert> = {}) => {
  const [row] = await t.db
    .insert(visits)
    .values({ jobId, date: '2026-12-10', ...over })
    .returning({ id: visits.id });
  return row!.id;
};

describe('a contact asks to move an upcoming visit', () => {
  it('reaches the office: a mail to the Admins, the request on the visit, audited as the contact', async () => {
    const mailsBefore = (await requestMails()).length;
    // Today in New York, though UTC's day is already the 1st.
    const res = await ask(managerSession, site.visitId, {
      preferred_date: '2026-11-30',
      note: '  Afternoon please, the kitchen is busy until 2pm.  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const request = res.json().request;
    expect(request).toMatchObject({
      preferred_date: '2026-11-30',
      note: 'Afternoon please, the kitchen is busy until 2pm.',
    });

    const mails = await requestMails();
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails[0]!.recipients).toContain(adminEmail);
    expect(mails[0]!.status).toBe('outbox');
    expect(mails[0]!.subject).toContain(`Portal Site ${site.n}`);
    expect(mails[0]!.textBody).toContain(
      `Change requested by ${manager} for 11/30/2026: Afternoon please, the kitchen is busy until 2pm.`,
    );
    expect(mails[0]!.textBody).toContain(`/schedule?view=day&date=2026-11-30&visit=${site.visitId}`);

    expect(await officeList(site.visitId)).toEqual([
      expect.objectContaining({
        id: request.id,
        email: manager,
        preferred_date: '2026-11-30',
        handled_at: null,
      }),
    ]);
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'visit_change_requests'), eq(auditLog.entityId, String(request.id))));
    expect(audited).toMatchObject({ action: 'insert', userId: null, actorEmail: manager });

    const listed = await call(managerSession, 'GET', `/api/portal/locations/${site.locationId}/visits`);
    expect(listed.json<PortalVisits>().visits).toEqual([
      expect.objectContaining({
        id: site.visitId,
        change_request: expect.objectContaining({ id: request.id }),
      }),
    ]);
  });

  it('a second request replaces the open one (one per visit and contact), and mails again', async () => {
    const visitId = await newVisit(site.jobId);
    const first = (
      await ask(managerSession, visitId, { preferred_date: '2026-12-11', note: 'Thursday?' })
    ).json();
    const mailsBefore = (await requestMails()).length;
    const second = await ask(managerSession, visitId, {
      preferred_date: '2026-12-14',
      note: 'Monday instead.',
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().request).toMatchObject({ id: first.request.id, preferred_date: '2026-12-14' });
    const rows = await t.db
      .select()
      .from(visitChangeRequests)
      .where(eq(visitChangeRequests.visitId, visitId));
    expect(rows).toEqual([expect.objectContaining({ preferredDate: '2026-12-14', note: 'Monday instead.' })]);
    expect((await requestMails()).length).toBe(mailsBefore + 1);
    expect((await requestMails())[0]!.textBody).toContain('for 12/14/2026: Monday instead.');
  });

  it('the office marks it handled: it leaves the visit, and a new request opens a new one', async () => {
    const visitId = await newVisit(site.jobId, { date: '2026-12-12' });
    const { request } = (
      await ask(managerSession, visitId, { preferred_date: '2026-12-13', note: 'Sunday' })
    ).json();
    // A Technician does not read the office's requests.
    expect((await call(technician, 'GET', `/api/visits/${visitId}/change-requests`)).statusCode).toBe(403);
    const handled = await call(admin, 'POST', `/api/visit-change-requests/${request.id}/handled`);
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json<VisitChangeRequests>().requests).toEqual([]);
    const [row] = await t.db.select().from(visitChangeRequests).where(eq(visitChangeRequests.id, request.id));
    expect(row).toMatchObject({ handledBy: admin.userId, handledAt: NOW });
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'visit_change_requests'),
          eq(auditLog.entityId, String(request.id)),
          eq(auditLog.action, 'update'),
        ),
      );
    expect(audited).toMatchObject({ userId: admin.userId, actorEmail: null });
    // The portal no longer shows it; asking again is a new request.
    const listed = await call(managerSession, 'GET', `/api/portal/locations/${site.locationId}/visits`);
    expect(listed.json<PortalVisits>().visits.find((v) => v.id === visitId)!.change_request).toBeNull();
    const again = await ask(managerSession, visitId, { preferred_date: '2026-12-15', note: 'Tuesday' });
    expect(again.json().request.id).not.toBe(request.id);
    expect(await officeList(visitId)).toHaveLength(1);
    expect((await call(admin, 'POST', '/api/visit-change-requests/999999/handled')).statusCode).toBe(404);
  });
});

describe("the office's schedule marks a visit a contact asked to move", () => {
  const day = '2026-12-16';
  const flags = async (session: Session) => {
    const res = await call(session, 'GET', `/api/schedule?from=${day}&to=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    return Object.fromEntries(res.json<ScheduleResponse>().visits.map((v) => [v.id, v.change_requested]));
  };

  it('while a request is open, and no longer once it is handled', async () => {
    const asked = await newVisit(site.jobId, { date: day });
    const calm = await newVisit(site.jobId, { date: day });
    expect(await flags(admin)).toEqual({ [asked]: false, [calm]: false });
    const { request } = (
      await ask(managerSession, asked, { preferred_date: '2026-12-17', note: 'The day after' })
    ).json();
    expect(await flags(admin)).toEqual({ [asked]: true, [calm]: false });
    await call(admin, 'POST', `/api/visit-change-requests/${request.id}/handled`);
    expect(await flags(admin)).toEqual({ [asked]: false, [calm]: false });
  });

  it('only to those who read the requests: a Supervisor on their jobs, never a Technician', async () => {
    const visitId = await newVisit(site.jobId, { date: day });
    await t.db.insert(visitUsers).values({ visitId, userId: technician.userId });
    await ask(managerSession, visitId, { preferred_date: '2026-12-18', note: 'Friday' });
    const supervisor = await t.loginAs(Role.Supervisor);
    expect(await flags(supervisor)).not.toHaveProperty(String(visitId));
    await t.db.insert(jobUsers).values({ jobId: site.jobId, userId: supervisor.userId });
    expect((await flags(supervisor))[visitId]).toBe(true);

    expect((await call(technician, 'GET', `/api/schedule?from=${day}&to=${day}`)).statusCode).toBe(403);
    // The Technician's own screens show the visit, and nothing of the request.
    const mine = await call(technician, 'GET', `/api/my-visits?day=${day}`);
    expect(mine.json<MyVisitsResponse>().visits.map((v) => v.id)).toContain(visitId);
    const one = await call(technician, 'GET', `/api/visits/${visitId}`);
    expect(one.statusCode, one.body).toBe(200);
    for (const res of [mine, one]) expect(res.body).not.toMatch(/change_request/);
  });
});

describe('what cannot be asked', () => {
  it('a visit past (in New York), under way, done or skipped: 409 portal.visitClosed', async () => {
    const past = await newVisit(site.jobId, { date: '2026-11-29' });
    const started = await newVisit(site.jobId, { status: 'in_progress' });
    const done = await newVisit(site.jobId, { status: 'done' });
    const skipped = await newVisit(site.jobId, { status: 'skipped', skipReason: 'Closed' });
    const before = await databaseDigest(t.db);
    for (const visitId of [past, started, done, skipped]) {
      const res = await ask(managerSession, visitId, { preferred_date: '2026-12-20', note: 'Later' });
      expect(res.statusCode, String(visitId)).toBe(409);
      expect(res.json().code).toBe('portal.visitClosed');
    }
    expect(await databaseDigest(t.db)).toBe(before);
  });

  it('a day before today or over a year ahead, no note, or not a day: 400 with the field', async () => {
    const visitId = await newVisit(site.jobId, { date: '2026-12-18' });
    const before = await databaseDigest(t.db);
    const cases: [unknown, string][] = [
      [{ preferred_date: '2026-11-29', note: 'Yesterday' }, 'portal.preferredDateInvalid'],
      [{ preferred_date: '2027-12-02', note: 'Next year' }, 'portal.preferredDateInvalid'],
      [{ preferred_date: '2026-02-30', note: 'No such day' }, 'portal.preferredDateInvalid'],
      [{ preferred_date: '2026-12-20', note: '   ' }, 'portal.requestNoteRequired'],
      [{ preferred_date: '2026-12-20', note: 'x'.repeat(1001) }, 'portal.requestNoteTooLong'],
    ];
    for (const [payload, code] of cases) {
      const res = await ask(managerSession, visitId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json().fieldCodes), JSON.stringify(payload)).toContain(code);
    }
    expect(await databaseDigest(t.db)).toBe(before);
  });

  it("another location's visit, or one that does not exist: 404, nothing written", async () => {
    const before = await databaseDigest(t.db);
    for (const [session, visitId] of [
      [otherSession, site.visitId],
      [managerSession, otherSite.visitId],
      [managerSession, 999999],
    ] as const) {
      const res = await ask(session, visitId, { preferred_date: '2026-12-20', note: 'Not mine' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('portal.notFound');
    }
    expect(await databaseDigest(t.db)).toBe(before);
  });

  it('refuses the change without the portal CSRF token (403), and an office session (401)', async () => {
    const before = await databaseDigest(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/portal/visits/${site.visitId}/change-request`,
      headers: { cookie: managerSession.cookie, 'x-csrf-token': 'forged' },
      payload: { preferred_date: '2026-12-20', note: 'Forged' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('auth.csrf');
    const office = await ask(admin, site.visitId, { preferred_date: '2026-12-20', note: 'Office' });
    expect(office.statusCode).toBe(401);
    expect(await databaseDigest(t.db)).toBe(before);
  });
});

describe("the Admins' mail of a request", () => {
  it("is one mail per language the Admins read (their own, else the company's): an Arabic one isolates the contact's values", async () => {
    const arabicAdmin = 'mudir@example.com';
    const id = await t.createUser({ email: arabicAdmin, typeId: Role.Admin, name: 'Mudir' });
    await t.db.update(users).set({ language: 'ar' }).where(eq(users.id, id));
    const contact = 'chef@harbour-grill.example';
    const grill = await customerSite(t, { email: contact, visitDate: '2026-12-08' });
    const session = await portalSignIn(t, contact, '192.0.2.41');
    const res = await ask(session, grill.visitId, { preferred_date: '2026-12-09', note: 'After 3 pm' });
    expect(res.statusCode, res.body).toBe(200);

    const mails = await t.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.kind, 'visit-change-request'))
      .orderBy(desc(mailMessages.id))
      .limit(2);
    const ar = mails.find((m) => m.recipients.includes(arabicAdmin))!;
    const en = mails.find((m) => m.recipients.includes(adminEmail))!;
    expect(ar.recipients).toEqual([arabicAdmin]);
    expect(en.recipients).not.toContain(arabicAdmin);
    // Both days day first in Arabic-Indic digits (decision 0074), MM/DD/YYYY in English.
    expect(ar.subject).toBe(
      `طلب تغيير زيارة: \u2068Portal Site ${grill.n}\u2069، \u2068٠٨\u200f/١٢\u200f/٢٠٢٦\u2069`,
    );
    expect(ar.textBody).toContain(
      `التغيير الذي طلبه \u2068${contact}\u2069 إلى \u2068٠٩\u200f/١٢\u200f/٢٠٢٦\u2069: \u2068After 3 pm\u2069`,
    );
    expect(ar.htmlBody).toContain('<html lang="ar" dir="rtl">');
    expect(ar.htmlBody).toContain(`<bdi>${contact}</bdi>`);
    expect(en.textBody).toContain(`Change requested by ${contact} for 12/09/2026: After 3 pm`);
    expect(en.htmlBody).toContain('<html lang="en" dir="ltr">');
  });
});
