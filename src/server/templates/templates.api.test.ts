import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE, ReportStatus, Role, Status } from '@shared/constants';
import { auditLog } from '../db/schema/audit';
import { jobs } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';
import { reports } from '../db/schema/reports';
import { taskFields, tasks, templates } from '../db/schema/templates';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: Session;
let supervisor: Session;
let technician: Session;
let jobId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
  const [location] = await t.db
    .insert(locations)
    .values({ name: 'Depot', latitude: 40.7, longitude: -74, statusId: Status.Active })
    .returning({ id: locations.id });
  const [job] = await t.db
    .insert(jobs)
    .values({ name: 'Monthly service', locationId: location!.id, statusId: Status.Active })
    .returning({ id: jobs.id });
  jobId = job!.id;
});
afterAll(() => t.close());

interface Row {
  id: number;
  name: string;
  company_name: string;
  status_id: number;
  status: { status: string };
  created_at: string;
}

async function list(query = '', session: Session = admin) {
  const res = await t.request(session, { method: 'GET', url: `/api/get-templates-filtered${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ templates: Row[]; total: number }>();
}
const names = (rows: Row[]) => rows.map((r) => r.name);

async function create(body: Record<string, unknown>, session: Session = admin) {
  return t.request(session, { method: 'POST', url: '/api/templates', payload: body });
}
async function created(name: string, extra: Record<string, unknown> = {}): Promise<Row> {
  const res = await create({ name, company_name: 'Greenleaf', ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Row>();
}

async function addReport(templateId: number, statusId: number = ReportStatus.InProgress, deleted = false) {
  const [row] = await t.db
    .insert(reports)
    .values({
      jobId,
      templateId,
      userId: technician.userId,
      statusId,
      snapshot: { template: { id: templateId, name: 'x', company_name: '' }, tasks: [] },
      deletedAt: deleted ? new Date() : null,
    })
    .returning({ id: reports.id });
  return row!.id;
}

const del = (id: number, session: Session = admin) =>
  t.request(session, { method: 'DELETE', url: `/api/delete-template/${id}` });

describe('GET /api/get-templates-filtered', () => {
  it('answers {templates, total} with exactly the spec fields, newest first', async () => {
    const first = await created('Shape One');
    const second = await created('Shape Two', { status_id: Status.Inactive, company_name: 'Acme' });
    const { templates: rows, total } = await list('?filter=shape');
    expect(total).toBe(2);
    expect(names(rows)).toEqual(['Shape Two', 'Shape One']);
    expect(rows[0]).toEqual({
      id: second.id,
      name: 'Shape Two',
      company_name: 'Acme',
      status_id: Status.Inactive,
      status: { status: 'Inactive' },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
      pass_mark: null,
    });
    expect(rows[1]!.id).toBe(first.id);
  });

  it('filters on name or company name, ignoring case, with % and _ matched literally', async () => {
    await created('Filter Lawn Care', { company_name: 'Northside' });
    await created('Filter Termites', { company_name: 'NORTHSIDE 100%' });
    await created('Filter Bed_Bugs', { company_name: 'East' });
    expect(names((await list('?filter=northside')).templates)).toEqual([
      'Filter Termites',
      'Filter Lawn Care',
    ]);
    expect(names((await list('?filter=LAWN')).templates)).toEqual(['Filter Lawn Care']);
    expect(names((await list('?filter=%25')).templates)).toEqual(['Filter Termites']);
    expect(names((await list('?filter=d_b')).templates)).toEqual(['Filter Bed_Bugs']);
    expect(await list('?filter=zzz-nothing')).toEqual({ templates: [], total: 0 });
    const all = await list();
    expect((await list('?filter=null')).total).toBe(all.total);
    expect((await list('?filter=')).total).toBe(all.total);
  });

  it('selects active or inactive templates', async () => {
    await created('Toggle On', { status_id: Status.Active });
    await created('Toggle Off', { status_id: Status.Inactive });
    expect(names((await list('?filter=toggle&active=active')).templates)).toEqual(['Toggle On']);
    expect(names((await list('?filter=toggle&active=inactive')).templates)).toEqual(['Toggle Off']);
    expect(names((await list('?filter=toggle')).templates)).toEqual(['Toggle Off', 'Toggle On']);
  });

  it('pages 25 at a time with the total', async () => {
    for (let i = 1; i <= 27; i++) await created(`Pager ${String(i).padStart(2, '0')}`);
    const one = await list('?filter=pager&page=1');
    const two = await list('?filter=pager&page=2');
    expect(one.templates).toHaveLength(PAGE_SIZE);
    expect(two.templates).toHaveLength(2);
    expect(one.total).toBe(27);
    expect(names(two.templates)).toEqual(['Pager 02', 'Pager 01']);
    expect((await list('?filter=pager&page=3')).templates).toEqual([]);
  });

  it('refuses a bad page or active value (400)', async () => {
    for (const q of ['?page=0', '?page=x', '?active=maybe']) {
      const res = await t.request(admin, { method: 'GET', url: `/api/get-templates-filtered${q}` });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('POST /api/templates, GET and PUT /api/templates/{id}', () => {
  it('creates, reads and changes a template; the audit log names the admin', async () => {
    const row = await created('  Lawn Visit  ', { company_name: ' Greenleaf ' });
    expect(row).toMatchObject({ name: 'Lawn Visit', company_name: 'Greenleaf', status_id: Status.Active });
    const got = await t.request(supervisor, { method: 'GET', url: `/api/templates/${row.id}` });
    expect(got.json()).toEqual(row);
    const put = await t.request(admin, {
      method: 'PUT',
      url: `/api/templates/${row.id}`,
      payload: { name: 'Lawn Visit v2', company_name: 'Greenleaf East', status_id: Status.Inactive },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Lawn Visit v2', status: { status: 'Inactive' } });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'templates'), eq(auditLog.entityId, String(row.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.action, a.userId])).toEqual([
      ['insert', admin.userId],
      ['update', admin.userId],
    ]);
    expect(audit[1]!.before).toMatchObject({ name: 'Lawn Visit' });
    expect(audit[1]!.after).toMatchObject({ name: 'Lawn Visit v2', status_id: Status.Inactive });
  });

  it.each([
    [{ company_name: 'x' }, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(201) }, 'name'],
    [{ name: 'Ok', status_id: 3 }, 'status_id'],
    [{ name: 'Ok', company_name: 'y'.repeat(201) }, 'company_name'],
  ])('refuses %j with a 400 naming %s, writing nothing', async (body, field) => {
    const before = (await list()).total;
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect((await list()).total).toBe(before);
  });

  it('answers 404 for a template that does not exist or was deleted', async () => {
    const row = await created('Soon Gone');
    expect((await del(row.id)).statusCode).toBe(200);
    for (const id of [row.id, 999999]) {
      expect((await t.request(admin, { method: 'GET', url: `/api/templates/${id}` })).statusCode).toBe(404);
      const put = await t.request(admin, {
        method: 'PUT',
        url: `/api/templates/${id}`,
        payload: { name: 'x' },
      });
      expect(put.statusCode).toBe(404);
    }
  });
});

/** The template's tasks and fields as rows, to compare before and after. */
async function contents(templateId: number) {
  const rows = await t.db
    .select({ task: tasks, field: taskFields })
    .from(tasks)
    .leftJoin(taskFields, eq(taskFields.taskId, tasks.id))
    .where(eq(tasks.templateId, templateId))
    .orderBy(tasks.id, taskFields.id);
  return rows;
}

async function templateWithContent(name: string): Promise<number> {
  const { id } = await created(name, { company_name: 'Origin Co', status_id: Status.Inactive });
  const post = (url: string, payload: unknown) => t.request(admin, { method: 'POST', url, payload });
  const a = (await post('/api/template/tasks', { template_id: id, task: 'Inspect', weight: 5 })).json();
  const b = (await post('/api/template/tasks', { template_id: id, task: 'Sign', weight: 2 })).json();
  for (const field of [
    { task_id: a.id, field_name: 'Areas', field_type: 5, options: '["Kitchen","Yard"]', required: 1 },
    { task_id: a.id, field_name: 'Label', field_type: 11, default_value: 'https://example.com/l.pdf' },
    { task_id: b.id, field_name: 'Follow-up', field_type: 7, options: '["Yes","No"]', weight: 3 },
  ]) {
    expect((await post('/api/template/tasks/fields', field)).statusCode).toBe(200);
  }
  return id;
}

describe('POST /api/templates/{id}/copy', () => {
  it('copies every task and field with new ids and leaves the original untouched', async () => {
    const id = await templateWithContent('Copy Source');
    const before = await contents(id);
    const res = await t.request(admin, { method: 'POST', url: `/api/templates/${id}/copy`, payload: {} });
    expect(res.statusCode).toBe(200);
    const copy = res.json<Row>();
    expect(copy).toMatchObject({ name: 'Copy Source (copy)', company_name: 'Origin Co', status_id: 2 });
    expect(copy.id).not.toBe(id);
    expect(await contents(id)).toEqual(before);

    const original = await t.request(admin, { method: 'GET', url: `/api/template/tasks/${id}` });
    const copied = await t.request(admin, { method: 'GET', url: `/api/template/tasks/${copy.id}` });
    type T = { id: number; template_id: number; fields: { id: number; task_id: number }[] };
    const strip = (list: T[]) =>
      list.map(({ id: _id, template_id: _t, fields, ...task }) => ({
        ...task,
        fields: fields.map(({ id: _f, task_id: _k, ...f }) => f),
      }));
    const a = original.json<{ data: T[] }>().data;
    const b = copied.json<{ data: T[] }>().data;
    expect(b).toHaveLength(2);
    expect(strip(b)).toEqual(strip(a));
    const taskIds = (list: T[]) => list.map((x) => x.id);
    const fieldIds = (list: T[]) => list.flatMap((x) => x.fields.map((f) => f.id));
    expect(taskIds(b).filter((x) => taskIds(a).includes(x))).toEqual([]);
    expect(fieldIds(b).filter((x) => fieldIds(a).includes(x))).toEqual([]);
    expect(b.every((x) => x.template_id === copy.id && x.fields.every((f) => f.task_id === x.id))).toBe(true);
  });

  it('takes the name and company name from the copy form', async () => {
    const id = await templateWithContent('Named Source');
    const res = await t.request(admin, {
      method: 'POST',
      url: `/api/templates/${id}/copy`,
      payload: { name: 'Named Copy', company_name: 'Copy Co' },
    });
    expect(res.json()).toMatchObject({ name: 'Named Copy', company_name: 'Copy Co' });
    const bad = await t.request(admin, {
      method: 'POST',
      url: `/api/templates/${id}/copy`,
      payload: { name: ' ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ name: expect.any(String) });
    expect((await t.request(admin, { method: 'POST', url: '/api/templates/999999/copy' })).statusCode).toBe(
      404,
    );
    // A copy of a name at the length limit stays within it.
    const long = await created('L'.repeat(200));
    const longCopy = await t.request(admin, { method: 'POST', url: `/api/templates/${long.id}/copy` });
    expect(longCopy.json<Row>().name).toBe(`${'L'.repeat(193)} (copy)`);
  });
});

describe('DELETE /api/delete-template/{id}', () => {
  it('soft-deletes: the template leaves the list, is in the Trash and can be restored', async () => {
    const { id } = await created('Delete Me');
    const res = await del(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    expect(names((await list('?filter=delete me')).templates)).toEqual([]);
    const trash = await t.request(admin, { method: 'GET', url: '/api/trash?entity=templates' });
    expect(trash.json<{ items: { id: number }[] }>().items.filter((i) => i.id === id)).toEqual([
      expect.objectContaining({ entity: 'templates', name: 'Delete Me', deleted_by: expect.anything() }),
    ]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'templates'), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ action: 'delete', userId: admin.userId });
    const restore = await t.request(admin, { method: 'POST', url: `/api/trash/templates/${id}/restore` });
    expect(restore.statusCode).toBe(200);
    expect(names((await list('?filter=delete me')).templates)).toEqual(['Delete Me']);
    expect((await del(999999)).statusCode).toBe(404);
  });

  it('refuses (409) while reports of any status use it, with used_count; deleted reports do not count', async () => {
    const { id } = await created('In Use');
    await addReport(id, ReportStatus.InProgress);
    await addReport(id, ReportStatus.Submitted);
    await addReport(id, ReportStatus.Finished);
    const gone = await addReport(id, ReportStatus.Finished, true);
    expect(gone).toBeGreaterThan(0);
    const res = await del(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'template.inUse',
      params: { used: 3 },
      status: 'in_use',
      used_count: 3,
      message: 'Cannot delete, template in use by 3 reports',
    });
    expect(names((await list('?filter=in use')).templates)).toEqual(['In Use']);
    await t.db.update(reports).set({ deletedAt: new Date() }).where(eq(reports.templateId, id));
    expect((await del(id)).statusCode).toBe(200);
  });
});

describe('role access', () => {
  it('lets Supervisors read but not change templates, and Technicians neither', async () => {
    const { id } = await created('Access Check');
    expect((await list('', supervisor)).total).toBeGreaterThan(0);
    for (const [method, url, payload] of [
      ['POST', '/api/templates', { name: 'Nope' }],
      ['PUT', `/api/templates/${id}`, { name: 'Nope' }],
      ['POST', `/api/templates/${id}/copy`, {}],
      ['DELETE', `/api/delete-template/${id}`, undefined],
    ] as const) {
      expect((await t.request(supervisor, { method, url, payload })).statusCode).toBe(403);
      expect((await t.request(technician, { method, url, payload })).statusCode).toBe(403);
    }
    const tech = await t.request(technician, { method: 'GET', url: '/api/get-templates-filtered' });
    expect(tech.statusCode).toBe(403);
    expect((await t.request(null, { method: 'GET', url: '/api/get-templates-filtered' })).statusCode).toBe(
      401,
    );
    const [row] = await t.db.select().from(templates).where(eq(templates.id, id));
    expect(row).toMatchObject({ name: 'Access Check', deletedAt: null });
  });
});
