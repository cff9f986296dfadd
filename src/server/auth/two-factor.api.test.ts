import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '@shared/constants';
import { loginFailures } from '../db/schema/auth';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  codeAt,
  emailOf,
  enrolTotp,
  passwordStep,
  secondStep,
  sessionOf,
  ticketOf,
} from './two-factor.fixtures';

/** Issue 36, part 5 (decision 0046): an authenticator app, recovery codes, the login's second step. */

let t: TestApp;
let now = new Date('2026-11-30T12:00:00.000Z');
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
});
afterAll(() => t.close());
beforeEach(() => {
  // Every test on a time step of its own: codes of one never meet the steps of another.
  now = new Date(now.getTime() + 10 * 60_000);
});
const later = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));

async function person(role = Role.Technician) {
  const id = await t.createUser({ typeId: role });
  const email = await emailOf(t, id);
  return { id, email, session: await t.login(email) };
}

async function failuresOf(userId: number) {
  return (
    await t.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.login, `user:${userId}`))
  ).length;
}

describe('enrolling an authenticator app', () => {
  it('is off until a code confirms it, and the answers after hold no secret', async () => {
    const { email, session } = await person();
    const start = await t.request(session, { method: 'POST', url: '/api/account/two-factor/totp' });
    expect(start.statusCode, start.body).toBe(200);
    const setup = start.json<{ secret: string; otpauth_uri: string; qr_svg: string }>();
    expect(setup.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Fieldbook:/);
    expect(setup.otpauth_uri).toContain(`secret=${setup.secret}`);
    expect(setup.qr_svg).toMatch(/^<svg/);

    // Not on yet: the password alone still logs in.
    expect((await passwordStep(t, email)).json()).toHaveProperty('id');
    const wrong = await t.request(session, {
      method: 'POST',
      url: '/api/account/two-factor/totp/confirm',
      payload: { code: '000000' === (await codeAt(setup.secret, now)) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('auth.wrongCode');

    const confirm = await t.request(session, {
      method: 'POST',
      url: '/api/account/two-factor/totp/confirm',
      payload: { code: await codeAt(setup.secret, now) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const codes = confirm.json<{ recovery_codes: string[] }>().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);

    const status = await t.request(session, { method: 'GET', url: '/api/account/two-factor' });
    expect(status.json()).toEqual({ totp: true, recovery_codes_left: 10, passkeys: [], required: false });
    for (const secret of [setup.secret, ...codes]) expect(status.body).not.toContain(secret);
    const again = await t.request(session, { method: 'POST', url: '/api/account/two-factor/totp' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('auth.totpAlreadyOn');
    const me = await t.request(session, { method: 'GET', url: '/api/get-auth-user' });
    expect(me.body).not.toContain(setup.secret);
  });
});

describe('logging in with the app on', () => {
  it('asks for a code; a wrong one is refused and counted, the right one starts the session once', async () => {
    const { id, email, session } = await person();
    const { secret } = await enrolTotp(t, session, now);
    later(30);

    const step = await passwordStep(t, email);
    expect(step.statusCode).toBe(200);
    expect(step.cookies).toEqual([]);
    const { ticket, methods } = step.json<{ second_factor: { ticket: string; methods: string[] } }>()
      .second_factor;
    expect(methods).toEqual(['totp', 'recovery']);

    const right = await codeAt(secret, now);
    const wrong = await secondStep(t, { ticket, code: right === '123456' ? '654321' : '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('auth.wrongCode');
    expect(await failuresOf(id)).toBe(1);

    const ok = await secondStep(t, { ticket, code: right });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ id, two_factor_setup_required: false });
    const fresh = sessionOf(ok);
    expect((await t.request(fresh, { method: 'GET', url: '/api/get-auth-user' })).statusCode).toBe(200);
    expect(await failuresOf(id)).toBe(0);

    // The same code, within its window, on a new login: refused.
    const replay = await secondStep(t, { ticket: await ticketOf(t, email), code: right });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('auth.wrongCode');
    later(30);
    const next = await secondStep(t, { ticket: await ticketOf(t, email), code: await codeAt(secret, now) });
    expect(next.statusCode, next.body).toBe(200);
  });

  it('takes a recovery code once, in any case and with or without its dashes', async () => {
    const { session, email } = await person();
    const { codes } = await enrolTotp(t, session, now);
    const first = await secondStep(t, {
      ticket: await ticketOf(t, email),
      recovery_code: codes[3]!.toUpperCase().replace(/-/g, ' '),
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await secondStep(t, { ticket: await ticketOf(t, email), recovery_code: codes[3] });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('auth.wrongCode');
    const status = await t.request(session, { method: 'GET', url: '/api/account/two-factor' });
    expect(status.json().recovery_codes_left).toBe(9);
  });

  it('refuses a ticket after five minutes, and a ticket used once', async () => {
    const { session, email } = await person();
    const { secret } = await enrolTotp(t, session, now);
    later(30);
    const old = await ticketOf(t, email);
    later(5 * 60 + 1);
    const expired = await secondStep(t, { ticket: old, code: await codeAt(secret, now) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('auth.loginTicketExpired');

    const ticket = await ticketOf(t, email);
    expect((await secondStep(t, { ticket, code: await codeAt(secret, now) })).statusCode).toBe(200);
    later(30);
    const reused = await secondStep(t, { ticket, code: await codeAt(secret, now) });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('auth.loginTicketExpired');
    const forged = await secondStep(t, { ticket: 'not-a-ticket', code: await codeAt(secret, now) });
    expect(forged.json().code).toBe('auth.loginTicketExpired');
  });

  it('waits longer after repeated wrong codes, as after wrong passwords', async () => {
    const { session, email } = await person();
    const { secret } = await enrolTotp(t, session, now);
    const ticket = await ticketOf(t, email);
    const right = await codeAt(secret, now);
    const wrong = right === '000001' ? '000002' : '000001';
    const before = t.loginDelays.length;
    for (let i = 0; i < 6; i += 1) {
      expect((await secondStep(t, { ticket, code: wrong })).statusCode).toBe(401);
    }
    expect(t.loginDelays.slice(before)).toEqual([1000, 2000]);
  });

  it('refuses a body with no factor or two', async () => {
    const none = await secondStep(t, { ticket: 'x' });
    expect(none.statusCode).toBe(400);
    const two = await secondStep(t, { ticket: 'x', code: '123456', recovery_code: 'abcd-efgh-ijkl-mnop' });
    expect(two.statusCode).toBe(400);
  });
});

describe('turning the app off', () => {
  it('asks the password or a code; after it the password alone logs in', async () => {
    const { session, email } = await person();
    const { secret } = await enrolTotp(t, session, now);
    later(30);
    const wrong = await t.request(session, {
      method: 'DELETE',
      url: '/api/account/two-factor/totp',
      payload: { password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('user.currentPasswordWrong');
    const renewed = await t.request(session, {
      method: 'POST',
      url: '/api/account/two-factor/recovery-codes',
      payload: { code: await codeAt(secret, now) },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().recovery_codes).toHaveLength(10);
    const off = await t.request(session, {
      method: 'DELETE',
      url: '/api/account/two-factor/totp',
      payload: { password: 'Correct-Horse-9' },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await passwordStep(t, email)).json()).toHaveProperty('id');
    const status = await t.request(session, { method: 'GET', url: '/api/account/two-factor' });
    expect(status.json()).toMatchObject({ totp: false, recovery_codes_left: 0 });
  });
});
