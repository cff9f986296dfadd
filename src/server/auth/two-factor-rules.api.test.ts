import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { softwareAuthenticator } from '../test/software-authenticator';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { relyingParty } from './passkeys.repository';
import { emailOf, enrolTotp, passwordStep, secondStep, sessionOf, ticketOf } from './two-factor.fixtures';

/** Issue 36, part 5 (decision 0046): the company's rule for Admins, passkeys, the sessions list. */

let t: TestApp;
const now = new Date('2026-11-30T12:00:00.000Z');
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
});
afterAll(() => t.close());

async function person(role: (typeof Role)[keyof typeof Role] = Role.Technician) {
  const id = await t.createUser({ typeId: role });
  const email = await emailOf(t, id);
  return { id, email };
}

const get = (session: Session, url: string) => t.request(session, { method: 'GET', url });

async function setRule(admin: Session, on: boolean) {
  const company = (await get(admin, '/api/company')).json<Record<string, unknown>>();
  const { updated_at: _, ...body } = company;
  const res = await t.request(admin, {
    method: 'PUT',
    url: '/api/company',
    payload: { ...body, admins_require_two_factor: on },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe("the company's rule: Admins must use two-factor", () => {
  it('sends an Admin without a second factor to enrolment, and the server refuses the rest until then', async () => {
    const setter = await t.loginAs(Role.SuperAdmin);
    await setRule(setter, true);
    try {
      const admin = await person(Role.Admin);
      const login = await passwordStep(t, admin.email);
      expect(login.json()).toMatchObject({ id: admin.id, two_factor_setup_required: true });
      const session = sessionOf(login);
      const jobs = await get(session, '/api/get-jobs-filtered');
      expect(jobs.statusCode).toBe(403);
      expect(jobs.json().code).toBe('auth.twoFactorSetupRequired');
      const name = await t.request(session, { method: 'PUT', url: '/api/account', payload: { name: 'Ana' } });
      expect(name.json().code).toBe('auth.twoFactorSetupRequired');
      expect((await get(session, '/api/get-auth-user')).json().two_factor_setup_required).toBe(true);
      expect((await get(session, '/api/account/two-factor')).json().required).toBe(true);

      await enrolTotp(t, session, now);
      expect((await get(session, '/api/get-jobs-filtered')).statusCode).toBe(200);
      expect((await get(session, '/api/get-auth-user')).json().two_factor_setup_required).toBe(false);
      // Its only factor cannot go while the rule stands.
      const off = await t.request(session, {
        method: 'DELETE',
        url: '/api/account/two-factor/totp',
        payload: { password: 'Correct-Horse-9' },
      });
      expect(off.statusCode).toBe(409);
      expect(off.json().code).toBe('auth.twoFactorRequired');

      // Technicians and Supervisors are not asked.
      const technician = await person(Role.Technician);
      const techLogin = await passwordStep(t, technician.email);
      expect(techLogin.json().two_factor_setup_required).toBe(false);
      expect((await get(sessionOf(techLogin), '/api/my/jobs')).statusCode).not.toBe(403);
    } finally {
      await setRule(setter, false);
    }
  });
});

describe('passkeys', () => {
  it('registers one, signs in with it as the second step, refuses a wrong challenge, removes it', async () => {
    const me = await person();
    const session = await t.login(me.email);
    const key = softwareAuthenticator(relyingParty(t.app.config).origin);
    const options = (
      await t.request(session, { method: 'POST', url: '/api/account/passkeys/options' })
    ).json();
    const bad = await t.request(session, {
      method: 'POST',
      url: '/api/account/passkeys',
      payload: { name: 'Laptop', response: key.register({ challenge: 'another-challenge' }) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('auth.passkeyNotVerified');
    const again = (await t.request(session, { method: 'POST', url: '/api/account/passkeys/options' })).json();
    expect(again.challenge).not.toBe(options.challenge);
    const added = await t.request(session, {
      method: 'POST',
      url: '/api/account/passkeys',
      payload: { name: 'Laptop', response: key.register(again) },
    });
    expect(added.statusCode, added.body).toBe(200);
    const status = (await get(session, '/api/account/two-factor')).json();
    expect(status.passkeys).toMatchObject([{ name: 'Laptop', last_used_at: null }]);

    const step = (await passwordStep(t, me.email)).json();
    expect(step.second_factor.methods).toEqual(['recovery', 'passkey']);
    const ticket = step.second_factor.ticket;
    const loginOptions = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/passkey-options',
      payload: { ticket },
    });
    expect(loginOptions.json().allowCredentials).toMatchObject([{ id: key.id }]);
    const forged = await secondStep(t, { ticket, passkey: key.assert({ challenge: 'not-the-one' }) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('auth.wrongCode');
    const ok = await secondStep(t, { ticket, passkey: key.assert(loginOptions.json()) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().id).toBe(me.id);

    const removed = await t.request(session, {
      method: 'DELETE',
      url: `/api/account/passkeys/${status.passkeys[0].id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect((await passwordStep(t, me.email)).json()).toHaveProperty('id');
  });
});

describe('the sessions list', () => {
  it('lists the own sessions, signs out one, and signs out everywhere else', async () => {
    const me = await person();
    const here = await t.login(me.email);
    const phone = await t.login(me.email);
    const tablet = await t.login(me.email);
    const stranger = await t.loginAs(Role.Technician);

    const list = (await get(here, '/api/account/sessions')).json<{ id: number; current: boolean }[]>();
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const strangers = (await get(stranger, '/api/account/sessions')).json<{ id: number }[]>();
    expect(strangers).toHaveLength(1);
    const notMine = await t.request(here, {
      method: 'DELETE',
      url: `/api/account/sessions/${strangers[0]!.id}`,
    });
    expect(notMine.statusCode).toBe(404);

    const phoneId = (await get(phone, '/api/account/sessions'))
      .json<{ id: number; current: boolean }[]>()
      .find((s) => s.current)!.id;
    const one = await t.request(here, { method: 'DELETE', url: `/api/account/sessions/${phoneId}` });
    expect(one.statusCode).toBe(200);
    expect((await get(phone, '/api/get-auth-user')).statusCode).toBe(401);
    expect((await get(tablet, '/api/get-auth-user')).statusCode).toBe(200);

    const everywhere = await t.request(here, { method: 'DELETE', url: '/api/account/other-sessions' });
    expect(everywhere.json()).toEqual({ ended: 1 });
    expect((await get(tablet, '/api/get-auth-user')).statusCode).toBe(401);
    expect((await get(here, '/api/get-auth-user')).statusCode).toBe(200);
    expect((await get(stranger, '/api/get-auth-user')).statusCode).toBe(200);
    expect((await get(here, '/api/account/sessions')).json()).toHaveLength(1);
  });
});

describe('a login with a second factor', () => {
  it('starts no session before the second step', async () => {
    const me = await person();
    await enrolTotp(t, await t.login(me.email), now);
    const ticket = await ticketOf(t, me.email);
    expect(ticket).toMatch(/^[\w-]{40,}$/);
    const res = await passwordStep(t, me.email);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
