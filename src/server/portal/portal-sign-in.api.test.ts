import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { PORTAL_CSRF_COOKIE, Role } from '@shared/constants';
import { locations } from '../db/schema/locations';
import { portalSessions } from '../db/schema/portal';
import { databaseDigest } from '../test/database-digest';
import { createTestApp, type Session } from '../test/test-app';
import {
  PORTAL_SESSION_CHANGES,
  askLink,
  customerSite,
  portalMailsTo,
  portalSessionOf,
  portalSignIn,
  portalTokenIn,
  useLink,
} from './portal.fixtures';

/** The app's clock, moved by the tests: expiry is the app's time, not the database's. */
let now = new Date('2026-11-30T15:00:00Z');
const t = await createTestApp({ PUBLIC_URL: 'https://fieldbook.example.com' }, { clock: () => now });
afterAll(() => t.close());
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const at = (ms: number) => (now = new Date(now.getTime() + ms));
const me = (session: Awaited<ReturnType<typeof portalSignIn>>) =>
  t.request(session, { method: 'GET', url: '/api/portal/me' });

let seq = 0;
const address = () => `portal-signin-${++seq}@example.com`;

describe('asking for a sign-in link', () => {
  it("mails a one-time link to a location's contact, and answers an unknown address alike", async () => {
    const known = address();
    await customerSite(t, { email: known, contactName: 'Dana Reyes', visitDate: '2026-12-10' });
    const unknown = address();

    const a = await askLink(t, known.toUpperCase(), '198.51.100.1');
    const b = await askLink(t, unknown, '198.51.100.2');
    expect(a.statusCode).toBe(202);
    expect(b.statusCode).toBe(202);
    expect(a.body).toBe(b.body);
    expect(a.json()).toEqual({ status: 'accepted' });
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());

    const [mail, ...more] = await portalMailsTo(t, known);
    expect(more).toEqual([]);
    expect(mail!.kind).toBe('portal-sign-in');
    expect(mail!.textBody).toContain('Hello Dana Reyes,');
    expect(mail!.textBody).toMatch(/https:\/\/fieldbook\.example\.com\/portal\/sign-in\/\S{40,}/);
    expect(mail!.textBody).toContain('within 15 minutes');
    expect(await portalMailsTo(t, unknown)).toEqual([]);
    // Only the token's hash is kept: the mailed token is nowhere in the database's links.
    const token = portalTokenIn(mail!.textBody);
    const rows = await t.db.execute<{ token_hash: string }>('select token_hash from portal_sign_in_links');
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('mails nothing for the contact of a deleted location', async () => {
    const email = address();
    const site = await customerSite(t, { email, visitDate: '2026-12-10' });
    await t.db.update(locations).set({ deletedAt: now }).where(eq(locations.id, site.locationId));
    expect((await askLink(t, email, '198.51.100.3')).statusCode).toBe(202);
    expect(await portalMailsTo(t, email)).toEqual([]);
  });

  it('refuses a malformed address (400) and too many requests for one address (429)', async () => {
    const bad = await askLink(t, 'not an address', '198.51.100.4');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldCodes.email.code).toBe('portal.emailInvalid');
    const email = address();
    for (let i = 0; i < 5; i++)
      expect((await askLink(t, email, `198.51.100.${10 + i}`)).statusCode).toBe(202);
    const refused = await askLink(t, email, '198.51.100.30');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('portal.tooManyLinks');
  });

  it('refuses a client address after 20 requests in 15 minutes (429)', async () => {
    for (let i = 0; i < 20; i++) expect((await askLink(t, address(), '203.0.113.99')).statusCode).toBe(202);
    expect((await askLink(t, address(), '203.0.113.99')).statusCode).toBe(429);
    expect((await askLink(t, address(), '203.0.113.98')).statusCode).toBe(202);
  });
});

describe('using the link', () => {
  async function freshLink(email: string): Promise<string> {
    expect((await askLink(t, email, `192.0.2.${++seq % 250}`)).statusCode).toBe(202);
    return portalTokenIn((await portalMailsTo(t, email))[0]!.textBody);
  }

  it('signs in once: the cookies are httpOnly, SameSite=Lax, Secure on https, for 30 days', async () => {
    const email = address();
    await customerSite(t, { email, visitDate: '2026-12-10' });
    const token = await freshLink(email);
    const res = await useLink(t, token);
    expect(res.statusCode).toBe(200);
    const cookies = res.cookies as {
      name: string;
      httpOnly?: boolean;
      sameSite?: string;
      secure?: boolean;
      path?: string;
      expires?: Date;
    }[];
    const session = cookies.find((c) => c.name === 'fieldbook_portal')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
    expect(session.expires!.getTime()).toBe(now.getTime() + 30 * DAY - (now.getTime() % 1000));
    const csrf = cookies.find((c) => c.name === PORTAL_CSRF_COOKIE)!;
    expect(csrf.httpOnly).toBeFalsy();
    expect(cookies.map((c) => c.name)).not.toContain('fieldbook_session');

    const again = await useLink(t, token);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('portal.linkInvalid');
    expect((await me(portalSessionOf(res))).statusCode).toBe(200);
  });

  it('expires 15 minutes after it was mailed, by the app clock', async () => {
    const email = address();
    await customerSite(t, { email, visitDate: '2026-12-10' });
    const early = await freshLink(email);
    at(15 * MINUTE - 1000);
    expect((await useLink(t, early)).statusCode).toBe(200);
    const late = await freshLink(email);
    at(15 * MINUTE);
    const res = await useLink(t, late);
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('portal.linkInvalid');
    expect((await useLink(t, 'no-such-token')).statusCode).toBe(410);
  });

  it('no longer works once the address is no contact of a live location', async () => {
    const email = address();
    const site = await customerSite(t, { email, visitDate: '2026-12-10' });
    const token = await freshLink(email);
    await t.db.update(locations).set({ deletedAt: now }).where(eq(locations.id, site.locationId));
    expect((await useLink(t, token)).statusCode).toBe(410);
  });
});

describe("the company's remember-a-device period", () => {
  it('is a company setting: the session lasts that many days, then ends (401)', async () => {
    const admin = await t.loginAs(Role.Admin);
    const current = (await t.request(admin, { method: 'GET', url: '/api/company' })).json();
    expect(current.portal_remember_days).toBe(30);
    const saved = await t.request(admin, {
      method: 'PUT',
      url: '/api/company',
      payload: { ...current, updated_at: undefined, portal_remember_days: 7 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().portal_remember_days).toBe(7);
    const wrong = await t.request(admin, {
      method: 'PUT',
      url: '/api/company',
      payload: { ...current, updated_at: undefined, portal_remember_days: 0 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldCodes.portal_remember_days.code).toBe('portal.rememberDaysInvalid');

    const email = address();
    await customerSite(t, { email, visitDate: '2026-12-10' });
    const session = await portalSignIn(t, email, '192.0.2.200');
    const [row] = await t.db.select().from(portalSessions).where(eq(portalSessions.email, email));
    expect(row!.expiresAt.getTime()).toBe(now.getTime() + 7 * DAY);
    at(7 * DAY - MINUTE);
    expect((await me(session)).statusCode).toBe(200);
    at(MINUTE);
    const ended = await me(session);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe('portal.signInRequired');
  });
});

describe('signing out', () => {
  it('ends the session (then 401) and asks for the portal CSRF token', async () => {
    const email = address();
    await customerSite(t, { email, visitDate: '2026-12-10' });
    const session = await portalSignIn(t, email, '192.0.2.201');
    const forged = await t.request(session, {
      method: 'POST',
      url: '/api/portal/sign-out',
      headers: { 'x-csrf-token': 'forged' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('auth.csrf');
    expect((await me(session)).statusCode).toBe(200);

    const out = await t.request(session, { method: 'POST', url: '/api/portal/sign-out' });
    expect(out.statusCode).toBe(200);
    expect(
      (out.cookies as { name: string; value: string }[]).find((c) => c.name === 'fieldbook_portal')?.value,
    ).toBe('');
    expect((await me(session)).statusCode).toBe(401);
    expect(await t.db.select().from(portalSessions).where(eq(portalSessions.email, email))).toEqual([]);
  });
});

const office = await t.loginAs(Role.Technician);
describe.each(PORTAL_SESSION_CHANGES)('POST %s asks for the portal CSRF token', (url) => {
  const contact = async () => {
    const email = address();
    await customerSite(t, { email, visitDate: '2026-12-10' });
    return portalSignIn(t, email, `192.0.2.${100 + seq}`);
  };
  const WITHOUT_VALID_TOKEN: [string, (s: Session) => Record<string, string>][] = [
    ['no CSRF header', (s) => ({ cookie: s.cookie })],
    ['a forged X-CSRF-Token', (s) => ({ cookie: s.cookie, 'x-csrf-token': 'forged-token' })],
    [
      "an office session's token",
      (s) => ({ cookie: `${s.cookie}; ${office.cookie}`, 'x-csrf-token': office.csrf }),
    ],
    [
      'the right header but no portal CSRF cookie',
      (s) => ({ cookie: s.cookie.replace(/PORTAL-XSRF-TOKEN=[^;]*(; )?/, ''), 'x-csrf-token': s.csrf }),
    ],
  ];
  it.each(WITHOUT_VALID_TOKEN)('refuses %s (403) and changes nothing', async (_, headers) => {
    const session = await contact();
    const before = await databaseDigest(t.db);
    const res = await t.app.inject({ method: 'POST', url, headers: headers(session) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('auth.csrf');
    expect(await databaseDigest(t.db)).toBe(before);
    expect((await me(session)).statusCode).toBe(200);
  });
  it('changes something with the right token (control)', async () => {
    const session = await contact();
    const before = await databaseDigest(t.db);
    expect((await t.request(session, { method: 'POST', url })).statusCode).toBe(200);
    expect(await databaseDigest(t.db)).not.toBe(before);
  });
});
