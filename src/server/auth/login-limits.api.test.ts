import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type RoleId } from '@shared/constants';
import { loginFailures } from '../db/schema/auth';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';
import { FREE_FAILURES, MAX_FAILURES_PER_IP, MAX_LOGIN_DELAY_MS } from './auth.routes';

/** Issue 11, item 8: login limits that cannot be turned against users. */

const PROXY = '10.0.0.2';
const ATTACKER = '203.0.113.7';
const OFFICE = '198.51.100.20';

let proxied: TestApp;
let direct: TestApp;
beforeAll(async () => {
  [proxied, direct] = await Promise.all([createTestApp({ TRUST_PROXY: [PROXY] }), createTestApp()]);
});
afterAll(() => Promise.all([proxied.close(), direct.close()]));

function login(
  t: TestApp,
  body: { login: string; password: string },
  from: { socket?: string; forwardedFor?: string; proto?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (from.forwardedFor) headers['x-forwarded-for'] = from.forwardedFor;
  if (from.proto) headers['x-forwarded-proto'] = from.proto;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: body,
    headers,
    remoteAddress: from.socket ?? PROXY,
  });
}

let people = 0;
async function newUser(t: TestApp, typeId: RoleId = Role.Technician) {
  people += 1;
  const username = `person${people}`;
  const email = `${username}@example.com`;
  await t.createUser({ email, username, typeId });
  return { email, username };
}

/** Fills an address's failure budget directly: 50 scrypt checks would only make the test slow. */
async function lockOut(t: TestApp, ip: string) {
  await t.db
    .insert(loginFailures)
    .values(Array.from({ length: MAX_FAILURES_PER_IP }, (_, i) => ({ login: `login:guess${i}`, ip })));
}

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  it('counts failures per real client from X-Forwarded-For, so one attacker locks out only themself', async () => {
    const admin = await newUser(proxied, Role.SuperAdmin);
    const wrong = await login(
      proxied,
      { login: 'nobody@example.com', password: 'wrong-1' },
      { forwardedFor: ATTACKER },
    );
    expect(wrong.statusCode).toBe(401);
    const rows = await proxied.db.select({ ip: loginFailures.ip }).from(loginFailures);
    expect(rows.map((r) => r.ip)).toEqual([ATTACKER]);

    await lockOut(proxied, ATTACKER);
    const blocked = await login(
      proxied,
      { login: admin.email, password: TEST_PASSWORD },
      { forwardedFor: ATTACKER },
    );
    expect(blocked.statusCode).toBe(429);
    // The real Super Admin, from another address through the same proxy, still logs in.
    const ok = await login(
      proxied,
      { login: admin.email, password: TEST_PASSWORD },
      { forwardedFor: OFFICE },
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('sets the Secure flag on the cookies when the original request was HTTPS', async () => {
    const user = await newUser(proxied);
    const https = await login(
      proxied,
      { login: user.email, password: TEST_PASSWORD },
      { forwardedFor: OFFICE, proto: 'https' },
    );
    expect(https.statusCode).toBe(200);
    const cookies = https.cookies as { name: string; secure?: boolean }[];
    expect(cookies.map((c) => [c.name, c.secure])).toEqual([
      ['fieldbook_session', true],
      ['XSRF-TOKEN', true],
    ]);
    const plain = await login(
      proxied,
      { login: user.email, password: TEST_PASSWORD },
      { forwardedFor: OFFICE, proto: 'http' },
    );
    expect((plain.cookies as { secure?: boolean }[]).some((c) => c.secure)).toBe(false);
  });

  it('ignores the headers from a sender that is not the trusted proxy', async () => {
    const user = await newUser(proxied);
    await lockOut(proxied, '192.0.2.99');
    // Straight to the port from 192.0.2.99, claiming to be someone else over HTTPS.
    const res = await login(
      proxied,
      { login: user.email, password: TEST_PASSWORD },
      { socket: '192.0.2.99', forwardedFor: OFFICE, proto: 'https' },
    );
    expect(res.statusCode).toBe(429);
  });
});

describe('without TRUST_PROXY', () => {
  it('ignores X-Forwarded-For and X-Forwarded-Proto', async () => {
    const user = await newUser(direct);
    const wrong = await login(
      direct,
      { login: user.email, password: 'wrong-1' },
      { socket: '127.0.0.1', forwardedFor: ATTACKER },
    );
    expect(wrong.statusCode).toBe(401);
    const rows = await direct.db.select({ ip: loginFailures.ip }).from(loginFailures);
    expect(rows.map((r) => r.ip)).toEqual(['127.0.0.1']);

    await lockOut(direct, '127.0.0.1');
    const res = await login(
      direct,
      { login: user.email, password: TEST_PASSWORD },
      { socket: '127.0.0.1', forwardedFor: OFFICE },
    );
    expect(res.statusCode).toBe(429);

    const other = await login(
      direct,
      { login: user.email, password: TEST_PASSWORD },
      { socket: '127.0.0.9', proto: 'https' },
    );
    expect(other.statusCode).toBe(200);
    expect((other.cookies as { secure?: boolean }[]).some((c) => c.secure)).toBe(false);
  });
});

describe('one account', () => {
  it('counts its email and its username as the same account', async () => {
    const user = await newUser(proxied);
    proxied.loginDelays.length = 0;
    for (let i = 0; i < FREE_FAILURES; i++) {
      const byName = i % 2 === 0 ? user.email : user.username.toUpperCase();
      const res = await login(
        proxied,
        { login: byName, password: `wrong-${i}` },
        { forwardedFor: `203.0.113.${10 + i}` },
      );
      expect(res.statusCode).toBe(401);
    }
    expect(proxied.loginDelays).toEqual([]);
    await login(proxied, { login: user.username, password: 'wrong-again' }, { forwardedFor: '203.0.113.50' });
    await login(proxied, { login: user.email, password: 'wrong-again' }, { forwardedFor: '203.0.113.50' });
    expect(proxied.loginDelays).toEqual([1000, 2000]);
  });

  it('is slowed down but never locked out: the right password still logs in after an attack', async () => {
    const user = await newUser(proxied);
    proxied.loginDelays.length = 0;
    // Twenty wrong passwords from many addresses, more than any account limit could allow.
    for (let i = 0; i < 20; i++) {
      const res = await login(
        proxied,
        { login: user.email, password: `guess-${i}` },
        { forwardedFor: `203.0.113.${100 + i}` },
      );
      expect(res.statusCode).toBe(401);
    }
    const owner = await login(
      proxied,
      { login: user.username, password: TEST_PASSWORD },
      { forwardedFor: OFFICE },
    );
    expect(owner.statusCode, owner.body).toBe(200);
    // Each attempt past the free ones waited longer, up to the cap; the owner's waited too.
    expect(proxied.loginDelays.slice(0, 4)).toEqual([1000, 2000, 4000, 8000]);
    expect(proxied.loginDelays.at(-1)).toBe(MAX_LOGIN_DELAY_MS);
    expect(proxied.loginDelays).toHaveLength(20 + 1 - FREE_FAILURES);

    // A success clears the account's failures: the next mistake waits no more.
    proxied.loginDelays.length = 0;
    await login(proxied, { login: user.email, password: 'typo' }, { forwardedFor: OFFICE });
    expect(proxied.loginDelays).toEqual([]);
  });
});

describe('a stalled request body', () => {
  it('is answered 408 and the connection closed, on a real socket', async () => {
    const t = await createTestApp({ REQUEST_TIMEOUT_SECONDS: 1 });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          // Promises 100 bytes and sends 10, then nothing.
          socket.write(
            'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
              'Content-Length: 100\r\n\r\n{"login":"',
          );
        });
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await t.close();
    }
  });
});
