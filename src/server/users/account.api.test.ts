import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type RoleId } from '@shared/constants';
import { USER_MESSAGES } from '@shared/schemas/users';
import { auditLog } from '../db/schema/audit';
import { users } from '../db/schema/users';
import { createTestApp, TEST_PASSWORD, type Session, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function emailOf(id: number) {
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row!.email;
}
const whoAmI = (session: Session) => t.request(session, { method: 'GET', url: '/api/get-auth-user' });
const rename = (session: Session, payload: unknown) =>
  t.request(session, { method: 'PUT', url: '/api/account', payload });
const changePassword = (session: Session, payload: unknown) =>
  t.request(session, { method: 'PUT', url: '/api/account/password', payload });
const logIn = (login: string, password: string) =>
  t.request(null, { method: 'POST', url: '/api/auth/login', payload: { login, password } });

describe('PUT /api/account', () => {
  it.each([Role.SuperAdmin, Role.Admin, Role.Supervisor, Role.Technician] as RoleId[])(
    'lets role %i change their own name, and nothing else',
    async (role) => {
      const session = await t.loginAs(role);
      const res = await rename(session, {
        name: '  New Own Name ',
        type_id: Role.SuperAdmin,
        email: 'sneaky@example.com',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: session.userId, name: 'New Own Name', type_id: role });
      expect((await whoAmI(session)).json()).toMatchObject({ name: 'New Own Name', type_id: role });
      expect(await emailOf(session.userId)).not.toBe('sneaky@example.com');
      const [audit] = await t.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, 'users'),
            eq(auditLog.entityId, String(session.userId)),
            eq(auditLog.action, 'update'),
          ),
        );
      expect(audit).toMatchObject({ userId: session.userId, after: { name: 'New Own Name' } });
    },
  );

  it('refuses an empty name (400) and needs a login (401)', async () => {
    const session = await t.loginAs(Role.Technician);
    const res = await rename(session, { name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: USER_MESSAGES.nameRequired });
    expect(
      (await t.request(null, { method: 'PUT', url: '/api/account', payload: { name: 'X' } })).statusCode,
    ).toBe(401);
  });
});

describe('PUT /api/account/password', () => {
  it('changes the password with the current one, keeps this session and ends the others', async () => {
    const session = await t.loginAs(Role.Technician);
    const email = await emailOf(session.userId);
    const other = await t.login(email);
    const res = await changePassword(session, {
      current_password: TEST_PASSWORD,
      password: 'Fresh-secret-22',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    expect((await whoAmI(session)).statusCode).toBe(200);
    expect((await whoAmI(other)).statusCode).toBe(401);
    expect((await logIn(email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await logIn(email, 'Fresh-secret-22')).statusCode).toBe(200);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'users'),
          eq(auditLog.entityId, String(session.userId)),
          eq(auditLog.action, 'update'),
        ),
      );
    expect(audit!.userId).toBe(session.userId);
    expect(audit!.after).toMatchObject({ password_changed: true });
    expect(JSON.stringify(audit)).not.toContain('scrypt$');
  });

  it('refuses a wrong current password on its field (400) and changes nothing', async () => {
    const session = await t.loginAs(Role.Supervisor);
    const email = await emailOf(session.userId);
    const res = await changePassword(session, { current_password: 'not-it', password: 'Fresh-secret-22' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ current_password: USER_MESSAGES.currentPasswordWrong });
    expect((await logIn(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('applies the strength rule and wants a password that differs from the current one and the login', async () => {
    const session = await t.loginAs(Role.Admin);
    const email = await emailOf(session.userId);
    const cases: [unknown, Record<string, string>][] = [
      [{ current_password: TEST_PASSWORD, password: 'short1' }, { password: USER_MESSAGES.passwordTooShort }],
      [
        { current_password: TEST_PASSWORD, password: 'onlylowercaseletters' },
        { password: USER_MESSAGES.passwordOneKind },
      ],
      [
        { current_password: TEST_PASSWORD, password: TEST_PASSWORD },
        { password: USER_MESSAGES.passwordUnchanged },
      ],
      [
        { current_password: TEST_PASSWORD, password: email.toUpperCase() },
        { password: USER_MESSAGES.passwordIsLogin },
      ],
      [{ password: 'Fresh-secret-22' }, { current_password: USER_MESSAGES.currentPasswordRequired }],
    ];
    for (const [payload, errors] of cases) {
      const res = await changePassword(session, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    expect((await logIn(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('stops guessing: after 10 wrong current passwords the account answers 429', async () => {
    const session = await t.loginAs(Role.Technician);
    for (let i = 0; i < 10; i++) {
      const res = await changePassword(session, {
        current_password: `guess-${i}`,
        password: 'Fresh-secret-22',
      });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await changePassword(session, {
      current_password: TEST_PASSWORD,
      password: 'Fresh-secret-22',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/15 minutes/);
  });
});

describe('PUT /api/account/language', () => {
  it('stores the chosen language on the account; login and get-auth-user answer it', async () => {
    const session = await t.loginAs(Role.Technician);
    expect((await whoAmI(session)).json().language).toBeNull();
    const set = (language: unknown) =>
      t.request(session, { method: 'PUT', url: '/api/account/language', payload: { language } });
    const res = await set('fa');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().language).toBe('fa');
    expect((await whoAmI(session)).json().language).toBe('fa');
    const refused = await set('de');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'common.invalid',
      fieldCodes: { language: { code: 'validation.choice' } },
    });
    expect((await whoAmI(session)).json().language).toBe('fa');
  });

  it('takes Spanish, the language added by docs/translations.md, and the next login answers it', async () => {
    const session = await t.loginAs(Role.Technician);
    const res = await t.request(session, {
      method: 'PUT',
      url: '/api/account/language',
      payload: { language: 'es' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().language).toBe('es');
    expect((await whoAmI(session)).json().language).toBe('es');
    const again = await logIn(await emailOf(session.userId), TEST_PASSWORD);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().language).toBe('es');
  });
});

describe('PUT /api/account/date-style', () => {
  it('stores the digits and calendar chosen; login and get-auth-user answer them; null is the language’s own', async () => {
    const session = await t.loginAs(Role.Technician);
    expect((await whoAmI(session)).json()).toMatchObject({ numerals: null, calendar: null });
    const set = (payload: unknown) =>
      t.request(session, { method: 'PUT', url: '/api/account/date-style', payload });
    const res = await set({ numerals: 'latin', calendar: 'persian' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ numerals: 'latin', calendar: 'persian' });
    const again = await logIn(await emailOf(session.userId), TEST_PASSWORD);
    expect(again.json()).toMatchObject({ numerals: 'latin', calendar: 'persian' });

    // Refused whole: nothing of a bad choice is stored.
    for (const bad of [
      { numerals: 'roman', calendar: null },
      { numerals: 'native', calendar: 'julian' },
      { numerals: 'native' },
      {},
    ]) {
      const refused = await set(bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'common.invalid' });
    }
    expect((await whoAmI(session)).json()).toMatchObject({ numerals: 'latin', calendar: 'persian' });

    const reset = await set({ numerals: null, calendar: null });
    expect(reset.statusCode).toBe(200);
    expect((await whoAmI(session)).json()).toMatchObject({ numerals: null, calendar: null });
  });

  it('refuses a stored value the lists do not hold, at the database too', async () => {
    const session = await t.loginAs(Role.Technician);
    await expect(
      t.db.update(users).set({ calendar: 'julian' }).where(eq(users.id, session.userId)),
    ).rejects.toThrow();
  });
});
