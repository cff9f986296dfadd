import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { ID_MAX } from '@shared/route-id';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { unboundedIds } from './openapi-ids';

/** Issue 39's behaviour: what the document says, the server does. */
let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
});
afterAll(() => t.close());

describe('the API as its document says', () => {
  it('answers a method a path does not take with 405 and the methods it does in Allow', async () => {
    const put = await t.request(admin, { method: 'PUT', url: '/api/get-jobs-filtered' });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD');
    expect(put.json()).toMatchObject({ code: 'common.methodNotAllowed' });
    const patch = await t.request(admin, { method: 'PATCH', url: '/api/jobs/12' });
    expect(patch.statusCode).toBe(405);
    expect(String(patch.headers.allow).split(', ').sort()).toEqual(['DELETE', 'GET', 'HEAD', 'PUT']);
    // No method takes an unknown path: that stays 404.
    const unknown = await t.request(admin, { method: 'GET', url: '/api/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.allow).toBeUndefined();
  });

  it('refuses a NUL in the chemicals export search, as every other filter does', async () => {
    const res = await t.request(admin, { method: 'GET', url: '/api/export/chemicals?search=bait%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldCodes: { search: { code: 'validation.controlCharacters' } } });
  });

  it('refuses an id past the integer columns, naming the field, wherever an id is taken', async () => {
    const tooBig = ID_MAX + 1;
    const asked = [
      { method: 'GET', url: `/api/get-jobs-filtered?location_id=${tooBig}`, field: 'location_id' },
      { method: 'GET', url: `/api/export/jobs?group_id=${tooBig}`, field: 'group_id' },
      { method: 'GET', url: `/api/chem-tree/children?parent_id=${tooBig}`, field: 'parent_id' },
      { method: 'POST', url: '/api/jobs/assign/1', payload: { user_id: tooBig }, field: 'user_id' },
      { method: 'POST', url: '/api/groups/assign/1', payload: { user_id: tooBig }, field: 'user_id' },
      {
        method: 'POST',
        url: '/api/jobs',
        payload: { name: 'Big', location_id: tooBig, status_id: 1 },
        field: 'location_id',
      },
      {
        method: 'POST',
        url: '/api/chems',
        payload: { name: 'Big', is_category: true, parent_id: tooBig },
        field: 'parent_id',
      },
    ];
    for (const { field, ...call } of asked) {
      const res = await t.request(admin, call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(400);
      expect(Object.keys(res.json<{ errors: object }>().errors), call.url).toContain(field);
    }
    // And the document bounds every id an operation takes, so a client is told before it asks.
    const document = (await t.request(null, { method: 'GET', url: '/api/docs/json' })).json();
    expect(unboundedIds(document)).toEqual([]);
  });

  it("reads a template's tasks at /api/templates/{id}/tasks, the spec's path kept and marked deprecated", async () => {
    const template = await t.request(admin, {
      method: 'POST',
      url: '/api/templates',
      payload: { name: 'Split' },
    });
    const templateId = template.json<{ id: number }>().id;
    const task = await t.request(admin, {
      method: 'POST',
      url: '/api/template/tasks',
      payload: { template_id: templateId, task: 'Inspect', weight: 1 },
    });
    expect(task.statusCode, task.body).toBe(200);
    const listed = await t.request(admin, { method: 'GET', url: `/api/templates/${templateId}/tasks` });
    expect(listed.json<{ data: { task: string }[] }>().data.map((d) => d.task)).toEqual(['Inspect']);
    const legacy = await t.request(admin, { method: 'GET', url: `/api/template/tasks/${templateId}` });
    expect(legacy.json()).toEqual(listed.json());

    type Op = { deprecated?: boolean; parameters: { description?: string }[] };
    const document = (await t.request(null, { method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Op>>;
    }>();
    const spec = document.paths['/api/template/tasks/{id}']!;
    expect(spec.get!.deprecated).toBe(true);
    expect(spec.get!.parameters[0]!.description).toBe('The template’s id');
    expect(spec.delete!.parameters[0]!.description).toBe('The task’s id');
    expect(document.paths['/api/templates/{id}/tasks']!.get!.deprecated).toBeUndefined();
  });
});
