import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, Status } from '@shared/constants';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('login', () => {
  it('logs in by email or username and sets an HttpOnly session cookie and a readable XSRF cookie', async () => {
    await t.createUser({ email: 'ann@example.com', username: 'ann', name: 'Ann Admin', typeId: Role.Admin });
    for (const login of ['ann@example.com', 'ANN', 'Ann@Example.com']) {
      const res = await t.request(null, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { login, password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Ann Admin', type_id: Role.Admin, type: { type: 'Admin' } });
      expect(res.json()).not.toHaveProperty('password_hash');
      const cookies = res.cookies as { name: string; httpOnly?: boolean; sameSite?: string }[];
      expect(cookies.find((c) => c.name === 'fieldbook_session')).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
      });
      expect(cookies.find((c) => c.name === 'XSRF-TOKEN')?.httpOnly).toBeFalsy();
    }
  });

  it('answers one generic 401 for a wrong password and for an unknown login', async () => {
    await t.createUser({ email: 'bob@example.com' });
    const wrong = await t.request(null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'bob@example.com', password: 'nope-nope' },
    });
    const unknown = await t.request(null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'nobody@example.com', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('refuses an inactive or deleted user even with the right password', async () => {
    await t.createUser({ email: 'inactive@example.com', statusId: Status.Inactive });
    const res = await t.request(null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'inactive@example.com', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });

  it('gives 400 with field errors for a malformed body', async () => {
    const res = await t.request(null, { method: 'POST', url: '/api/auth/login', payload: { login: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('login');
    expect(res.json().errors).toHaveProperty('password');
  });
});

describe('session', () => {
  it('get-auth-user answers the current user with type_id; logout ends the session', async () => {
    const session = await t.loginAs(Role.Supervisor);
    const me = await t.request(session, { method: 'GET', url: '/api/get-auth-user' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: session.userId, type_id: Role.Supervisor });

    const out = await t.request(session, { method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(200);
    expect((await t.request(session, { method: 'GET', url: '/api/get-auth-user' })).statusCode).toBe(401);
  });

  it('survives a new app instance on the same database (sessions live in the database)', async () => {
    const session = await t.loginAs(Role.Admin);
    const { buildApp } = await import('../app');
    const { testConfig } = await import('../config');
    const second = await buildApp({ config: testConfig(), database: t.database });
    const res = await second.inject({
      method: 'GET',
      url: '/api/get-auth-user',
      headers: { cookie: session.cookie },
    });
    expect(res.statusCode).toBe(200);
    await second.close();
  });

  it('refuses a mutating call whose CSRF header is missing or wrong, with 403', async () => {
    const session = await t.loginAs(Role.Admin);
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.cookie },
    });
    expect(noHeader.statusCode).toBe(403);
    const wrong = await t.request(session, {
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'x-csrf-token': 'forged' },
    });
    expect(wrong.statusCode).toBe(403);
    const xsrfHeader = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.cookie, 'x-xsrf-token': session.csrf },
    });
    expect(xsrfHeader.statusCode).toBe(200);
  });

  it('sends security headers', async () => {
    const res = await t.request(null, { method: 'GET', url: '/api/app-config' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.json()).toEqual({ login_field: 'email', timezone: 'America/New_York' });
  });
});
