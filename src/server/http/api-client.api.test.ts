import { readFile } from 'node:fs/promises';
import createClient, { type Middleware } from 'openapi-fetch';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { paths } from '@shared/api-types';
import { Role } from '@shared/constants';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';

/**
 * docs/api.md's quick start, as a client written against the document would run it: the typed
 * client generated from /api/docs/json (src/shared/api-types.ts) and openapi-fetch, over HTTP.
 * A path, a parameter or an answer the document no longer has fails the typecheck here.
 */
const PDF = await readFile(new URL('../../../e2e/fixtures/safety-data-sheet.pdf', import.meta.url));
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

it('logs in, lists the jobs, makes a chemical and uploads and reads back its document', async () => {
  const email = `api.quickstart.${Date.now()}@example.com`;
  await t.createUser({ email, typeId: Role.Admin });
  const client = createClient<paths>({ baseUrl });

  // 1. Log in: the answer sets the session cookie and the CSRF cookie.
  const login = await client.POST('/api/auth/login', { body: { login: email, password: TEST_PASSWORD } });
  expect(login.response.status).toBe(200);
  // Without a second factor the answer is the user (with one, a ticket for the second step).
  expect(login.data && 'email' in login.data && login.data.email).toBe(email);
  const cookies = login.response.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const csrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]!);

  // 2. Every later call sends both cookies, and a change the CSRF token as X-CSRF-Token.
  const session: Middleware = {
    onRequest({ request }) {
      request.headers.set('Cookie', cookies.join('; '));
      if (request.method !== 'GET') request.headers.set('X-CSRF-Token', csrf);
      return request;
    },
  };
  client.use(session);

  // 3. One list: a page of jobs.
  const jobs = await client.GET('/api/get-jobs-filtered', { params: { query: { page: 1 } } });
  expect(jobs.response.status).toBe(200);
  expect(jobs.data?.jobs).toEqual(expect.any(Array));

  // 4. One upload: a chemical, then its safety data sheet as multipart field `file`.
  const made = await client.POST('/api/chems', {
    body: { name: 'Talstar P', is_category: false, parent_id: null, restricted_use: false },
  });
  expect(made.response.status, JSON.stringify(made.error)).toBe(200);
  const id = made.data!.id;
  const uploaded = await client.PUT('/api/chems/{id}/file', {
    params: { path: { id } },
    body: { file: 'talstar-sds.pdf' },
    bodySerializer: ({ file }) => {
      const form = new FormData();
      form.append('file', new Blob([PDF], { type: 'application/pdf' }), file);
      return form;
    },
  });
  expect(uploaded.response.status, JSON.stringify(uploaded.error)).toBe(200);
  expect(uploaded.data?.file).toMatchObject({ name: 'talstar-sds.pdf', type: 'application/pdf' });

  const document = await client.GET('/api/chems/{id}/file', {
    params: { path: { id }, query: {} },
    parseAs: 'arrayBuffer',
  });
  expect(document.response.headers.get('content-type')).toBe('application/pdf');
  expect(Buffer.from(document.data as ArrayBuffer)).toEqual(PDF);

  // A refusal is the error shape of the document, with its code.
  const refused = await client.GET('/api/jobs/{id}', { params: { path: { id: 2_147_483_647 } } });
  expect(refused.response.status).toBe(404);
  expect(refused.error?.code).toBe('notFound.job');
});
