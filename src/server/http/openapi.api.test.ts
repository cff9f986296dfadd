import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { API_TYPES_FILE, apiTypesOf } from './api-types';
import { lintProblems } from './openapi-lint';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, unknown> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let document: Document;
const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

beforeAll(async () => {
  t = await createTestApp();
  const answer = await t.request(null, { method: 'GET', url: '/api/docs/json' });
  expect(answer.statusCode).toBe(200);
  document = answer.json<Document>();
});
afterAll(() => t.close());

describe('the API document (issue 39)', () => {
  it('is valid OpenAPI 3.1 and lints clean', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(await lintProblems(document)).toEqual([]);
  });

  it('names every operation: a unique id, a summary and one tag', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(operations().length).toBeGreaterThan(170);
    expect(new Set(ids).size).toBe(ids.length);
    const unnamed = operations().filter(
      ({ operation: o }) => !o.operationId || !o.summary || o.tags?.length !== 1,
    );
    expect(unnamed.map((u) => u.name)).toEqual([]);
  });

  it('says who may call each operation, and what every route of its kind can answer', () => {
    const sessionOnly = [{ session: [] }];
    const withCsrf = [{ session: [], csrfCookie: [], csrf: [] }];
    for (const { name, operation } of operations()) {
      const { security = [], responses } = operation;
      expect(responses['503'], name).toBeDefined();
      if (security.length === 0) continue;
      const portal = name.startsWith('GET ')
        ? [{ portalSession: [] }]
        : [{ portalSession: [], portalCsrfCookie: [], csrf: [] }];
      // The customer portal's routes (decision 0048): its own cookie, never the office's or a key.
      const session = name.includes(' /api/portal/')
        ? portal
        : name.startsWith('GET ')
          ? sessionOnly
          : withCsrf;
      const byKey = security.length === 2;
      expect(security, name).toEqual(byKey ? [...session, { bearer: [] }] : session);
      expect(Object.keys(responses), name).toEqual(
        expect.arrayContaining(byKey ? ['401', '403', '429'] : ['401', '403']),
      );
    }
    // An API key calls the office's routes (issue 36), never sign-in, the account or the keys.
    const byKey = operations()
      .filter(({ operation }) => operation.security?.some((s) => 'bearer' in s))
      .map((o) => o.name);
    expect(byKey).toEqual(expect.arrayContaining(['GET /api/get-jobs-filtered', 'POST /api/locations']));
    for (const never of ['POST /api/auth/logout', 'PUT /api/account/password', 'POST /api/api-keys']) {
      expect(byKey).not.toContain(never);
    }
    const open = operations().filter(({ operation }) => operation.security?.length === 0);
    expect(open.map((o) => o.name)).toEqual(
      expect.arrayContaining(['POST /api/auth/login', 'GET /api/verify/{code}', 'GET /api/health']),
    );
    // Not the office's lists.
    expect(open.map((o) => o.name)).not.toContain('GET /api/get-jobs-filtered');
  });

  it('types every upload and every file answered', () => {
    const op = (name: string) => operations().find((o) => o.name === name)!.operation;
    const upload = op('PUT /api/chems/{id}/file') as Operation & {
      requestBody: { content: Record<string, unknown> };
    };
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(op('GET /api/export/jobs').responses['200']!.content!)).toEqual([
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(Object.keys(op('GET /api/reports/{id}/download').responses['200']!.content!)).toEqual([
      'application/pdf',
    ]);
    // An error is JSON, even from a route whose answer is a file.
    expect(Object.keys(op('GET /api/reports/{id}/download').responses['404']!.content!)).toEqual([
      'application/json',
    ]);
    const noBody = operations().filter(({ operation }) => !operation.responses['200']?.content);
    // 201 and 202 answers: a visit made, a portal sign-in link asked for.
    expect(noBody.map((o) => o.name)).toEqual(['POST /api/visits', 'POST /api/portal/sign-in']);
  });

  it('gives the typed client kept in the repository (npm run api:types writes it)', async () => {
    const kept = await readFile(path.resolve(import.meta.dirname, '../../..', API_TYPES_FILE), 'utf8');
    expect(await apiTypesOf(document)).toBe(kept);
  });
});
