import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { users } from '../db/schema/users';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

/**
 * Issue 38: two styles of route. The specification's verb-named paths stay for the client built
 * to it, each beside its resource path, and no other route takes a verb-named path.
 */
type Operation = { operationId: string; deprecated?: boolean; description?: string };
let t: TestApp;
let admin: Session;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  paths = (await t.request(null, { method: 'GET', url: '/api/docs/json' })).json<{ paths: typeof paths }>()
    .paths;
});
afterAll(() => t.close());

/** The spec's calls named after a verb, each with the resource path that does the same. */
const RPC_NAMED: Record<string, string> = {
  'GET /api/get-users-filtered': 'GET /api/users',
  'GET /api/get-groups-filtered': 'GET /api/groups',
  'GET /api/get-locations-filtered': 'GET /api/locations',
  'GET /api/get-jobs-filtered': 'GET /api/jobs',
  'GET /api/get-templates-filtered': 'GET /api/templates',
  'GET /api/get-reports-filtered': 'GET /api/reports',
  'GET /api/get-auth-user': 'GET /api/auth/user',
  'GET /api/get-chemicals': 'GET /api/chem-tree',
  'POST /api/delete-user': 'DELETE /api/users/{id}',
  'POST /api/delete-group': 'DELETE /api/groups/{id}',
  'POST /api/delete-location': 'DELETE /api/locations/{id}',
  'POST /api/delete-job/{id}': 'DELETE /api/jobs/{id}',
  'DELETE /api/delete-template/{id}': 'DELETE /api/templates/{id}',
  'POST /api/delete-reports': 'DELETE /api/reports/{id}',
};
/**
 * The spec's other calls with a verb in their path (the task editor's and the assign screens'),
 * kept as it wrote them, and the one bulk call made before this rule.
 */
const KEPT = [
  '/api/template/tasks/copy-task',
  '/api/template/tasks/edit-field',
  '/api/groups/assign/{groupId}',
  '/api/groups/deassign/{groupId}',
  '/api/jobs/assign/{id}',
  '/api/jobs/deassign/{id}',
  '/api/reports/delete-matching',
];
/** A path segment that names an action the way an RPC call does: `get-…`, `delete-…`, `assign`. */
const VERB_NAMED = /^(get|list|delete|remove|create|add|update|edit|set|copy|assign|deassign|unassign)(-|$)/;
/**
 * Named after a verb, and not an action on one resource (`POST /api/templates/{id}/copy`, the last
 * segment after the resource's id), which is how a resource path says "do this to it".
 */
const rpcNamed = (path: string) => {
  const segments = path.split('/');
  return segments.some(
    (segment, i) =>
      VERB_NAMED.test(segment) && !(i === segments.length - 1 && segments[i - 1]!.startsWith('{')),
  );
};

describe('routes named after a verb', () => {
  it('are the specification’s alone: no other path is named after a verb', () => {
    const named = Object.keys(paths).filter(rpcNamed);
    const rpcPaths = Object.keys(RPC_NAMED).map((k) => k.split(' ')[1]);
    expect(named.filter((p) => !rpcPaths.includes(p) && !KEPT.includes(p))).toEqual([]);
  });

  it('each has its resource path beside it, and the document marks it deprecated and names that path', () => {
    for (const [spec, rest] of Object.entries(RPC_NAMED)) {
      const [method, path] = spec.split(' ') as [string, string];
      const [restMethod, restPath] = rest.split(' ') as [string, string];
      const old = paths[path]?.[method.toLowerCase()];
      const twin = paths[restPath]?.[restMethod.toLowerCase()];
      expect(old, spec).toMatchObject({ deprecated: true });
      expect(old!.description, spec).toContain(rest);
      expect(twin, rest).toBeDefined();
      expect(twin!.deprecated, rest).toBeUndefined();
      expect(old!.operationId, spec).toMatch(/Legacy$/);
    }
  });
});

describe('a resource path answers as the spec’s path does', () => {
  it('lists and reads the same', async () => {
    for (const [spec, rest] of [
      ['/api/get-users-filtered?filter=usrt', '/api/users?filter=usrt'],
      ['/api/get-jobs-filtered?page=1', '/api/jobs?page=1'],
      ['/api/get-reports-filtered', '/api/reports'],
      ['/api/get-auth-user', '/api/auth/user'],
      ['/api/get-chemicals', '/api/chem-tree'],
    ] as const) {
      const a = await t.request(admin, { method: 'GET', url: spec });
      const b = await t.request(admin, { method: 'GET', url: rest });
      expect(b.statusCode, rest).toBe(200);
      expect(b.json(), rest).toEqual(a.json());
      expect(b.headers['x-total-count'], rest).toBe(a.headers['x-total-count']);
    }
  });

  it('deletes to the Trash, with the same refusals', async () => {
    const id = await t.createUser({ name: 'Resource Path Leaver' });
    const gone = await t.request(admin, { method: 'DELETE', url: `/api/users/${id}` });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ status: 'success', id });
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row!.deletedAt).not.toBeNull();
    // Gone already: the same 404 from either path.
    const again = await t.request(admin, { method: 'DELETE', url: `/api/users/${id}` });
    const spec = await t.request(admin, { method: 'POST', url: '/api/delete-user', payload: { id } });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(spec.json());
    // A Supervisor may not, on either path.
    const supervisor = await t.loginAs(Role.Supervisor);
    const other = await t.createUser({ name: 'Resource Path Stayer' });
    expect((await t.request(supervisor, { method: 'DELETE', url: `/api/users/${other}` })).statusCode).toBe(
      403,
    );
  });
});
