import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, Status } from '@shared/constants';
import type { ApiKeyCreated, ApiKeyRow, CreateApiKeyBody } from '@shared/schemas/api-keys';
import { auditLog } from '../db/schema/audit';
import { users } from '../db/schema/users';
import { queryRows } from '../db/sql-helpers';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: Session;
/** The app's clock: each test moves it instead of waiting. */
let now = new Date('2026-03-02T12:00:00Z');
const later = (ms: number) => (now = new Date(now.getTime() + ms));

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  admin = await t.loginAs(Role.Admin);
});
afterAll(() => t.close());

let seq = 0;
async function createKey(body: Partial<CreateApiKeyBody> = {}, by: Session = admin): Promise<ApiKeyCreated> {
  const res = await t.request(by, {
    method: 'POST',
    url: '/api/api-keys',
    payload: { name: `Key ${++seq}`, scopes: { groups: 'read' }, days: 30, ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ApiKeyCreated>();
}

/** A call with the key alone: no cookie, no CSRF token. */
const withKey = (
  secret: string,
  opts: { method?: string; url: string; payload?: unknown; remoteAddress?: string },
) =>
  t.app.inject({
    method: (opts.method ?? 'GET') as 'GET',
    url: opts.url,
    payload: opts.payload as Record<string, unknown> | undefined,
    headers: { authorization: `Bearer ${secret}` },
    remoteAddress: opts.remoteAddress,
  });

const codeOf = (res: { json<T>(): T }) => res.json<{ code: string }>().code;
const newGroup = () => ({ name: `Key group ${++seq}`, type_id: Role.Technician, status_id: Status.Active });

describe('API keys (issue 36)', () => {
  it('answers the secret once and keeps only its SHA-256', async () => {
    const { key, secret } = await createKey({ scopes: { groups: 'write', jobs: 'read' } });
    expect(secret).toMatch(/^fbk_[\w-]{43}$/);
    expect(key.prefix).toBe(secret.slice(0, 12));
    expect(key).toMatchObject({ state: 'active', rate_limit: 120, allowed_ips: [], last_used_at: null });
    expect(key.scopes).toEqual({ groups: 'write', jobs: 'read' });
    const [row] = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select * from api_keys where id = ${key.id}`,
    );
    expect(row!.secret_hash).toBe(createHash('sha256').update(secret).digest('base64url'));
    expect(JSON.stringify(row)).not.toContain(secret.slice(4));
    const list = await t.request(admin, { method: 'GET', url: '/api/api-keys' });
    expect(list.body).not.toContain(secret.slice(4));
    expect(list.json<{ keys: ApiKeyRow[] }>().keys.map((k) => k.id)).toContain(key.id);
  });

  it('reads within its area, is refused a write by a read scope and any other area', async () => {
    const { secret } = await createKey({ scopes: { groups: 'read' } });
    expect((await withKey(secret, { url: '/api/get-groups-filtered' })).statusCode).toBe(200);
    const write = await withKey(secret, { method: 'POST', url: '/api/groups', payload: newGroup() });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({
      code: 'apiKey.scopeMissing',
      params: { area: 'groups', access: 'write' },
    });
    const elsewhere = await withKey(secret, { url: '/api/get-jobs-filtered' });
    expect(elsewhere.statusCode).toBe(403);
    expect(codeOf(elsewhere)).toBe('apiKey.scopeMissing');
  });

  it('writes with a write scope, without CSRF, as its Admin in the audit log', async () => {
    const { secret } = await createKey({ scopes: { groups: 'write' } });
    const res = await withKey(secret, { method: 'POST', url: '/api/groups', payload: newGroup() });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ id: number }>().id;
    const audit = await t.db
      .select({ userId: auditLog.userId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'groups'), eq(auditLog.entityId, String(id))));
    expect(audit.map((a) => a.userId)).toEqual([admin.userId]);
    // Write implies read.
    expect((await withKey(secret, { url: `/api/groups/${id}` })).statusCode).toBe(200);
  });

  it('still asks the cookie for CSRF, and a bearer beside a cookie is what counts', async () => {
    const noCsrf = { cookie: admin.cookie };
    const cookieOnly = await t.app.inject({
      method: 'POST',
      url: '/api/groups',
      payload: newGroup(),
      headers: noCsrf,
    });
    expect(cookieOnly.statusCode).toBe(403);
    expect(codeOf(cookieOnly)).toBe('auth.csrf');
    const read = await createKey({ scopes: { groups: 'read' } });
    const both = await t.app.inject({
      method: 'POST',
      url: '/api/groups',
      payload: newGroup(),
      headers: { ...noCsrf, authorization: `Bearer ${read.secret}` },
    });
    expect(codeOf(both)).toBe('apiKey.scopeMissing');
  });

  it('never calls key management, the session or the account, and cannot log in', async () => {
    const { secret } = await createKey({ scopes: { groups: 'write', users: 'write' } });
    for (const call of [
      { url: '/api/api-keys' },
      { method: 'POST', url: '/api/api-keys', payload: { name: 'x', scopes: { groups: 'read' }, days: 1 } },
      { method: 'POST', url: '/api/api-keys/1/revoke' },
      { url: '/api/get-auth-user' },
      { method: 'POST', url: '/api/auth/logout' },
      { method: 'PUT', url: '/api/account', payload: { name: 'Renamed' } },
    ]) {
      const res = await withKey(secret, call);
      expect([call.url, res.statusCode, codeOf(res)]).toEqual([call.url, 403, 'apiKey.notForKeys']);
    }
    const login = await withKey(secret, { method: 'POST', url: '/api/auth/login', payload: {} });
    expect(login.statusCode).toBe(400);
    expect(login.headers['set-cookie']).toBeUndefined();
  });

  it('is refused when unknown, and once expired by the clock', async () => {
    for (const secret of ['fbk_' + 'x'.repeat(43), 'not-a-key']) {
      const res = await withKey(secret, { url: '/api/get-groups-filtered' });
      expect([res.statusCode, codeOf(res)]).toEqual([401, 'apiKey.unknown']);
    }
    const { key, secret } = await createKey({ days: 1 });
    later(86_400_000 - 1000);
    expect((await withKey(secret, { url: '/api/get-groups-filtered' })).statusCode).toBe(200);
    later(1000);
    const expired = await withKey(secret, { url: '/api/get-groups-filtered' });
    expect([expired.statusCode, codeOf(expired)]).toEqual([401, 'apiKey.expired']);
    const list = await t.request(admin, { method: 'GET', url: '/api/api-keys' });
    expect(list.json<{ keys: ApiKeyRow[] }>().keys.find((k) => k.id === key.id)!.state).toBe('expired');
  });

  it('is refused on the next request once revoked', async () => {
    const { key, secret } = await createKey();
    expect((await withKey(secret, { url: '/api/get-groups-filtered' })).statusCode).toBe(200);
    const other = await t.loginAs(Role.Admin);
    const revoke = await t.request(other, { method: 'POST', url: `/api/api-keys/${key.id}/revoke` });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json<ApiKeyRow>().state).toBe('revoked');
    const res = await withKey(secret, { url: '/api/get-groups-filtered' });
    expect([res.statusCode, codeOf(res)]).toEqual([401, 'apiKey.revoked']);
    const missing = await t.request(admin, { method: 'POST', url: '/api/api-keys/999999/revoke' });
    expect([missing.statusCode, codeOf(missing)]).toEqual([404, 'apiKey.notFound']);
  });

  it('stops working when its Admin is deactivated or is no longer an Admin', async () => {
    const ownerId = await t.createUser({ typeId: Role.Admin });
    const [owner] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, ownerId));
    const { secret } = await createKey({}, await t.login(owner!.email));
    const call = () => withKey(secret, { url: '/api/get-groups-filtered' });
    expect((await call()).statusCode).toBe(200);
    await t.db.update(users).set({ typeId: Role.Supervisor }).where(eq(users.id, ownerId));
    expect(codeOf(await call())).toBe('apiKey.ownerNotAllowed');
    await t.db
      .update(users)
      .set({ typeId: Role.Admin, statusId: Status.Inactive })
      .where(eq(users.id, ownerId));
    expect(codeOf(await call())).toBe('apiKey.ownerNotAllowed');
    await t.db.update(users).set({ statusId: Status.Active }).where(eq(users.id, ownerId));
    expect((await call()).statusCode).toBe(200);
  });

  it('answers only from its allowed addresses and ranges', async () => {
    const { secret } = await createKey({ allowed_ips: ['10.0.0.0/8', '203.0.113.7', '2001:db8::/32'] });
    const from = (remoteAddress: string) =>
      withKey(secret, { url: '/api/get-groups-filtered', remoteAddress });
    expect((await from('10.20.30.40')).statusCode).toBe(200);
    expect((await from('203.0.113.7')).statusCode).toBe(200);
    expect((await from('::ffff:10.1.1.1')).statusCode).toBe(200);
    expect((await from('2001:db8::1')).statusCode).toBe(200);
    const outside = await from('203.0.113.8');
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ code: 'apiKey.ipNotAllowed', params: { ip: '203.0.113.8' } });
  });

  it('counts its requests a minute: 429 with Retry-After, then allowed after the window', async () => {
    const { key, secret } = await createKey({ rate_limit: 2 });
    const call = () => withKey(secret, { url: '/api/get-groups-filtered' });
    expect((await call()).statusCode).toBe(200);
    later(20_000);
    expect((await call()).statusCode).toBe(200);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('40');
    expect(refused.json()).toMatchObject({ code: 'apiKey.rateLimited', params: { seconds: 40 } });
    later(39_000);
    expect((await call()).headers['retry-after']).toBe('1');
    later(1000);
    expect((await call()).statusCode).toBe(200);
    const list = await t.request(admin, { method: 'GET', url: '/api/api-keys' });
    const row = list.json<{ keys: ApiKeyRow[] }>().keys.find((k) => k.id === key.id)!;
    expect(new Date(row.last_used_at!).getTime()).toBe(now.getTime());
  });

  it('counts requests that arrive together exactly: one atomic update each', async () => {
    const { secret } = await createKey({ rate_limit: 5 });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => withKey(secret, { url: '/api/get-groups-filtered' })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(7);
  });

  it('is for Admins to manage: Supervisors and Technicians are refused', async () => {
    for (const role of [Role.Supervisor, Role.Technician]) {
      const session = await t.loginAs(role);
      const list = await t.request(session, { method: 'GET', url: '/api/api-keys' });
      expect(list.statusCode).toBe(403);
      const create = await t.request(session, {
        method: 'POST',
        url: '/api/api-keys',
        payload: { name: 'Mine', scopes: { groups: 'read' }, days: 1 },
      });
      expect(create.statusCode).toBe(403);
    }
  });

  it('refuses a key without scopes, past a year, or with a bad address', async () => {
    const refused = async (body: Partial<CreateApiKeyBody>) => {
      const res = await t.request(admin, {
        method: 'POST',
        url: '/api/api-keys',
        payload: { name: 'Bad', scopes: { groups: 'read' }, days: 30, ...body },
      });
      expect(res.statusCode).toBe(400);
      return res.json<{ fieldCodes?: Record<string, { code: string }> }>().fieldCodes ?? {};
    };
    expect(Object.values(await refused({ scopes: {} })).map((c) => c.code)).toContain('apiKey.noScopes');
    expect(Object.keys(await refused({ days: 366 }))).toContain('days');
    expect(Object.values(await refused({ allowed_ips: ['10.0.0.300'] })).map((c) => c.code)).toContain(
      'apiKey.badIp',
    );
    await refused({ scopes: { auth: 'read' } as never });
  });
});
