import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, Status } from '@shared/constants';
import type { SsoSettingsBody } from '@shared/schemas/sso';
import { publicUrl } from '../config';
import { mailMessages } from '../db/schema/mail';
import { users } from '../db/schema/users';
import { startOidcProvider, type TestOidcProvider } from '../test/oidc-provider';
import { createTestApp, TEST_PASSWORD, type Session, type TestApp } from '../test/test-app';
import { signInThroughProvider, ssoSettingsFor } from './sso.fixtures';

/**
 * Issue 36, part 4 (decision 0045): single sign-on against a real OpenID Connect provider started
 * here (oidc-provider), each sign-in driven with HTTP through its login page, on both databases.
 */
let t: TestApp;
let idp: TestOidcProvider;
let admin: Session;
const DOMAIN = 'sso-co.example';

beforeAll(async () => {
  t = await createTestApp();
  idp = await startOidcProvider({ redirectUri: publicUrl(t.app.config, '/api/sso/callback') });
  admin = await t.loginAs(Role.Admin);
});

afterAll(async () => {
  await idp.stop();
  await t.close();
});

const save = (body: SsoSettingsBody, as: Session = admin) =>
  t.request(as, { method: 'PUT', url: '/api/sso/settings', payload: body });
const userByEmail = async (email: string) => {
  const [row] = await t.db
    .select({ id: users.id, typeId: users.typeId, email: users.email, name: users.name })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
};

describe('the settings', () => {
  it('are an Admin’s: others are refused, and the secret is never answered back', async () => {
    const tech = await t.loginAs(Role.Technician);
    expect((await save(ssoSettingsFor(idp, DOMAIN), tech)).statusCode).toBe(403);
    expect((await t.request(tech, { method: 'GET', url: '/api/sso/settings' })).statusCode).toBe(403);

    const saved = await save(ssoSettingsFor(idp, DOMAIN));
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(idp.clientSecret);
    const read = await t.request(admin, { method: 'GET', url: '/api/sso/settings' });
    expect(read.body).not.toContain(idp.clientSecret);
    expect(read.json()).toMatchObject({
      enabled: true,
      issuer: idp.issuer,
      client_secret_set: true,
      domains: [DOMAIN],
      redirect_uri: publicUrl(t.app.config, '/api/sso/callback'),
    });

    // Saved again without a secret: the stored one is kept, and sign-ins still work.
    const { client_secret: _secret, ...withoutSecret } = ssoSettingsFor(idp, DOMAIN);
    expect((await save(withoutSecret)).json()).toMatchObject({ client_secret_set: true });
    const options = await t.app.inject({ method: 'GET', url: '/api/sso/login-options' });
    expect(options.json()).toEqual({ enabled: true });
  });

  it('refuse a Super Admin mapping, an http issuer elsewhere than this computer, and no domain', async () => {
    const superAdmin = await save(ssoSettingsFor(idp, DOMAIN, { role_map: [{ value: 'x', role_id: 1 }] }));
    expect(superAdmin.statusCode).toBe(400);
    expect(superAdmin.json().fieldCodes['role_map.0.role_id'].code).toBe('sso.roleInvalid');
    const http = await save(ssoSettingsFor(idp, DOMAIN, { issuer: 'http://idp.example.com' }));
    expect(http.json().fieldCodes.issuer.code).toBe('sso.issuerInvalid');
    const noDomain = await save(ssoSettingsFor(idp, DOMAIN, { domains: [] }));
    expect(noDomain.json().fieldCodes.domains.code).toBe('sso.domainRequired');
  });

  it('"Test the configuration" fetches the discovery document, or says the issuer cannot be reached', async () => {
    const discover = (issuer: string) =>
      t.request(admin, { method: 'GET', url: `/api/sso/discovery?issuer=${encodeURIComponent(issuer)}` });
    const ok = await discover(idp.issuer);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ issuer: idp.issuer, authorization_endpoint: `${idp.issuer}/auth` });

    // A port nothing listens on: the provider of a stopped test.
    const gone = await startOidcProvider({ redirectUri: 'http://127.0.0.1/cb' });
    await gone.stop();
    const down = await discover(gone.issuer);
    expect(down.statusCode).toBe(400);
    expect(down.json()).toMatchObject({ code: 'sso.issuerUnreachable' });
    expect(down.json().fieldCodes.issuer.code).toBe('sso.issuerUnreachable');
  });
});

describe('a sign-in through the provider', () => {
  beforeAll(async () => {
    expect((await save(ssoSettingsFor(idp, DOMAIN))).statusCode).toBe(200);
  });

  it('creates the user on the first sign-in with the mapped role, and matches them by e-mail after', async () => {
    idp.account('dana', {
      email: `Dana.Reyes@${DOMAIN}`,
      email_verified: true,
      name: 'Dana Reyes',
      groups: ['supervisors'],
    });
    const first = await signInThroughProvider(t, idp, 'dana', { next: '/jobs?page=2' });
    expect(first.location).toBe('/jobs?page=2');
    const me = await t.request(first.session, { method: 'GET', url: '/api/get-auth-user' });
    expect(me.json()).toMatchObject({
      email: `dana.reyes@${DOMAIN}`,
      name: 'Dana Reyes',
      type_id: Role.Supervisor,
    });

    // Second time: the same account, its role from the claim again (no mapped group: the default).
    idp.account('dana', { email: `DANA.REYES@${DOMAIN}`, email_verified: true, groups: ['someone-else'] });
    const second = await signInThroughProvider(t, idp, 'dana');
    expect(second.location).toBe('/');
    expect(second.session?.userId).toBe(first.session?.userId);
    expect((await userByEmail(`dana.reyes@${DOMAIN}`))?.typeId).toBe(Role.Technician);
  });

  it('matches an account an Admin made, and a session works as a password login’s (CSRF included)', async () => {
    const id = await t.createUser({ email: `Ola@${DOMAIN}`, typeId: Role.Technician });
    idp.account('ola', {
      email: `ola@${DOMAIN}`,
      email_verified: true,
      groups: ['office-admins', 'supervisors'],
    });
    const { session } = await signInThroughProvider(t, idp, 'ola');
    expect(session?.userId).toBe(id);
    expect((await userByEmail(`ola@${DOMAIN}`))?.typeId).toBe(Role.Admin);
    const change = await t.request(session, {
      method: 'PUT',
      url: '/api/account/language',
      payload: { language: 'fa' },
    });
    expect(change.statusCode).toBe(200);
    const noToken = await t.request(session, {
      method: 'PUT',
      url: '/api/account/language',
      payload: { language: 'ar' },
      headers: { 'x-csrf-token': 'wrong' },
    });
    expect(noToken.statusCode).toBe(403);
  });

  it('leaves a Super Admin’s role alone', async () => {
    await t.createUser({ email: `root@${DOMAIN}`, typeId: Role.SuperAdmin });
    idp.account('root', { email: `root@${DOMAIN}`, email_verified: true, groups: [] });
    expect((await signInThroughProvider(t, idp, 'root')).session).not.toBeNull();
    expect((await userByEmail(`root@${DOMAIN}`))?.typeId).toBe(Role.SuperAdmin);
  });

  it('refuses an answer whose state or nonce is not the one this browser’s sign-in kept', async () => {
    idp.account('sam', { email: `sam@${DOMAIN}`, email_verified: true });
    for (const column of ['state', 'nonce', 'code_verifier']) {
      const refused = await signInThroughProvider(t, idp, 'sam', {
        beforeCallback: async () =>
          void (await t.db.execute(sql.raw(`update sso_logins set ${column} = 'x'`))),
      });
      expect(refused).toEqual({ location: '/login?sso_error=sso.failed', session: null });
    }
    // Without the browser's cookie, or with another browser's.
    const stranger = await signInThroughProvider(t, idp, 'sam', { appCookie: () => 'fieldbook_sso=forged' });
    expect(stranger).toEqual({ location: '/login?sso_error=sso.failed', session: null });
    expect(await userByEmail(`sam@${DOMAIN}`)).toBeUndefined();
  });

  it('refuses an unverified e-mail, another domain, and no role when there is no default', async () => {
    idp.account('una', { email: `una@${DOMAIN}`, email_verified: false });
    expect((await signInThroughProvider(t, idp, 'una')).location).toBe(
      '/login?sso_error=sso.emailUnverified',
    );
    expect(await userByEmail(`una@${DOMAIN}`)).toBeUndefined();

    idp.account('out', { email: 'out@elsewhere.example', email_verified: true });
    expect((await signInThroughProvider(t, idp, 'out')).location).toBe(
      '/login?sso_error=sso.domainNotServed',
    );

    await save(ssoSettingsFor(idp, DOMAIN, { default_role_id: null }));
    idp.account('nobody', { email: `nobody@${DOMAIN}`, email_verified: true, groups: ['unknown'] });
    expect((await signInThroughProvider(t, idp, 'nobody')).location).toBe('/login?sso_error=sso.noRole');
    await save(ssoSettingsFor(idp, DOMAIN));
  });

  it('refuses a deactivated or deleted account', async () => {
    await t.createUser({ email: `off@${DOMAIN}`, statusId: Status.Inactive });
    idp.account('off', { email: `off@${DOMAIN}`, email_verified: true });
    expect((await signInThroughProvider(t, idp, 'off')).location).toBe(
      '/login?sso_error=sso.accountInactive',
    );

    const gone = await t.createUser({ email: `gone@${DOMAIN}` });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone));
    idp.account('gone', { email: `gone@${DOMAIN}`, email_verified: true });
    expect((await signInThroughProvider(t, idp, 'gone')).location).toBe(
      '/login?sso_error=sso.accountInactive',
    );
  });

  it('sends nobody to the provider while it is off', async () => {
    await save({ ...ssoSettingsFor(idp, DOMAIN), enabled: false });
    const start = await t.app.inject({ method: 'GET', url: '/api/sso/start' });
    expect(start.headers.location).toBe('/login?sso_error=sso.notEnabled');
    expect((await t.app.inject({ method: 'GET', url: '/api/sso/login-options' })).json()).toEqual({
      enabled: false,
    });
    await save(ssoSettingsFor(idp, DOMAIN));
  });
});

describe('password login for the domain', () => {
  const login = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: email, password: TEST_PASSWORD },
    });

  it('is refused with a code saying to use single sign-on when turned off, Super Admins excepted', async () => {
    await t.createUser({ email: `pat@${DOMAIN}`, username: 'pat-sso' });
    await t.createUser({ email: `boss@${DOMAIN}`, typeId: Role.SuperAdmin });
    const other = await t.createUser({ email: 'kim@other-co.example' });
    expect((await login(`pat@${DOMAIN}`)).statusCode).toBe(200);

    await save(ssoSettingsFor(idp, DOMAIN, { password_login_off: true }));
    for (const name of [`pat@${DOMAIN}`, 'PAT-SSO']) {
      const refused = await login(name);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'sso.passwordLoginOff' });
      expect(refused.cookies).toEqual([]);
    }
    // A wrong password still says only that.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: `pat@${DOMAIN}`, password: 'not-it-at-all' },
    });
    expect(wrong.json()).toMatchObject({ code: 'auth.wrongLogin' });
    expect((await login(`boss@${DOMAIN}`)).statusCode).toBe(200);
    expect((await login('kim@other-co.example')).statusCode).toBe(200);

    // Password resets likewise: an Admin's is refused, the login page's sends nothing (and says so to nobody).
    const pat = await userByEmail(`pat@${DOMAIN}`);
    const sent = await t.request(admin, { method: 'POST', url: `/api/users/${pat!.id}/send-password-reset` });
    expect(sent.statusCode).toBe(409);
    expect(sent.json()).toMatchObject({ code: 'sso.passwordLoginOff' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { login: `pat@${DOMAIN}` },
    });
    expect(asked.statusCode).toBe(200);
    const mails = await t.db.select().from(mailMessages).where(eq(mailMessages.userId, pat!.id));
    expect(mails).toEqual([]);
    const otherReset = await t.request(admin, {
      method: 'POST',
      url: `/api/users/${other}/send-password-reset`,
    });
    expect(otherReset.statusCode).toBe(200);

    // Turned back on (or SSO off): the password works again.
    await save(ssoSettingsFor(idp, DOMAIN, { password_login_off: false }));
    expect((await login(`pat@${DOMAIN}`)).statusCode).toBe(200);
  });
});
