import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
});
afterAll(() => t.close());

/** Every error body seen in this file; the last test checks that none leaks server internals. */
const errorBodies: { call: string; body: string }[] = [];

function expectJsonError(res: LightMyRequestResponse, status: number, call: string) {
  errorBodies.push({ call, body: res.body });
  expect(res.statusCode, `${call}: ${res.body}`).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json<Record<string, unknown>>();
  expect(body.message, call).toEqual(expect.any(String));
  expect((body.message as string).length).toBeGreaterThan(0);
  return body;
}

describe('bad query values', () => {
  it.each([
    ['/api/get-users-filtered?page=0', 'page'],
    ['/api/get-users-filtered?page=abc', 'page'],
    ['/api/get-users-filtered?page=-1', 'page'],
    ['/api/get-users-filtered?page=1.5', 'page'],
    ['/api/get-users-filtered?active=maybe', 'active'],
    ['/api/trash?page=0', 'page'],
    ['/api/trash?page=abc', 'page'],
  ])('GET %s answers 400 with an error for %s', async (url, field) => {
    const res = await t.request(admin, { method: 'GET', url });
    const body = expectJsonError(res, 400, url);
    expect(body.errors).toEqual({ [field]: expect.any(String) });
  });

  it('answers 400, not a database error, for an id beyond the integer range', async () => {
    const deleteRes = await t.request(admin, {
      method: 'POST',
      url: '/api/delete-user',
      payload: { id: 99_999_999_999 },
    });
    expectJsonError(deleteRes, 400, 'delete-user with a huge id');
    const restoreRes = await t.request(admin, {
      method: 'POST',
      url: '/api/trash/users/99999999999/restore',
    });
    expectJsonError(restoreRes, 400, 'restore with a huge id');
  });
});

describe('unknown paths', () => {
  it.each([
    ['GET', '/api/no-such-thing'],
    ['POST', '/api/no-such-thing'],
    ['DELETE', '/api/users/1/nothing-here'],
    ['GET', '/api'],
  ])('%s %s answers 404 {code, message}', async (method, url) => {
    for (const session of [null, admin]) {
      const res = await t.request(session, { method, url });
      const body = expectJsonError(res, 404, `${method} ${url}`);
      expect(body).toEqual({ code: 'common.notFound', message: 'Not found.' });
    }
  });
});

describe('bodies that are not JSON', () => {
  const login = (payload: string, contentType: string) =>
    t.request(null, {
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { 'content-type': contentType },
    });

  it('answers 400 for malformed JSON, before and after the permission layer', async () => {
    expectJsonError(await login('{"login": "a@example.com", ', 'application/json'), 400, 'truncated JSON');
    expectJsonError(await login('not json at all', 'application/json'), 400, 'plain words as JSON');
    const res = await t.request(admin, {
      method: 'POST',
      url: '/api/delete-user',
      payload: '{"id": 1,,}',
      headers: { 'content-type': 'application/json' },
    });
    expectJsonError(res, 400, 'malformed JSON to delete-user');
  });

  it('takes an empty body sent with a JSON content type as no body (the spec client sends one on every call)', async () => {
    const victim = await t.createUser();
    const res = await t.request(admin, {
      method: 'POST',
      url: `/api/delete-user?id=${victim}`,
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', id: victim });
  });

  it('answers 400 for a JSON value of the wrong kind or a text body', async () => {
    const array = expectJsonError(await login('["a", "b"]', 'application/json'), 400, 'JSON array');
    expect(array.errors).toEqual(expect.any(Object));
    expectJsonError(await login('"just a string"', 'application/json'), 400, 'JSON string');
    expectJsonError(await login('login=a&password=b', 'text/plain'), 400, 'text body');
  });

  it('refuses a prototype-poisoning body with 400', async () => {
    expectJsonError(
      await login('{"login": "a", "password": "b", "__proto__": {"admin": true}}', 'application/json'),
      400,
      '__proto__ in JSON',
    );
  });

  it('answers a body of an unsupported type with a client error, never 500', async () => {
    const res = await login('<login>a</login>', 'application/xml');
    errorBodies.push({ call: 'XML body', body: res.body });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ code: 'common.unsupportedType', message: expect.any(String) });
  });

  it('answers 413 for a body over the 1 MB limit', async () => {
    const huge = JSON.stringify({ login: 'a'.repeat(1024 * 1024), password: 'x' });
    expectJsonError(await login(huge, 'application/json'), 413, 'oversized body');
  });
});

describe('error bodies', () => {
  it('never carry a stack trace, a file path or a database message', () => {
    expect(errorBodies.length).toBeGreaterThan(20);
    for (const { call, body } of errorBodies) {
      expect(body, call).not.toMatch(/\bat .+:\d+:\d+|\/src\/|node_modules|\.ts\b|"stack"/);
      expect(body, call).not.toMatch(
        /syntax error|relation "|violates|out of range for type|SELECT |INSERT /i,
      );
    }
  });
});
