import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { auditLog } from '../db/schema/audit';
import { taskFields, tasks } from '../db/schema/templates';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: Session;
let supervisor: Session;
let technician: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
});
afterAll(() => t.close());

interface Field {
  id: number;
  task_id: number;
  field_name: string;
  field_type: number;
  type: { id: number; name: string };
  required: 0 | 1;
  options: string;
  weight: number;
  default_value: string | null;
}
interface Task {
  id: number;
  template_id: number;
  task: string;
  weight: number;
  fields: Field[];
}

const call = (method: string, url: string, payload?: unknown, session: Session = admin) =>
  t.request(session, { method, url, payload });

async function ok<T>(method: string, url: string, payload?: unknown): Promise<T> {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

async function newTemplate(name = 'Tasks Template'): Promise<number> {
  return (await ok<{ id: number }>('POST', '/api/templates', { name })).id;
}
const addTask = (template_id: number, task: string, weight?: unknown) =>
  ok<Task>('POST', '/api/template/tasks', { template_id, task, weight });
const taskList = async (templateId: number) =>
  (await ok<{ data: Task[] }>('GET', `/api/template/tasks/${templateId}`)).data;
const addField = (payload: Record<string, unknown>) => call('POST', '/api/template/tasks/fields', payload);
const fieldCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(taskFields))[0]!.n;

describe('GET /api/field/types', () => {
  it('lists the field types of docs/product.md and Device inspection (issue 17), to every logged-in role', async () => {
    for (const session of [admin, supervisor, technician]) {
      const res = await call('GET', '/api/field/types', undefined, session);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ id: number; name: string }[]>().map((f) => `${f.id} ${f.name}`)).toEqual([
        '1 Text',
        '2 Paragraph',
        '3 Number',
        '4 Date',
        '5 Checkboxes',
        '6 Dropdown',
        '7 Radio',
        '8 Signature',
        '9 Photo',
        '10 Chemical application',
        '11 Link',
        '12 Device inspection',
      ]);
    }
    expect((await call('GET', '/api/field/types', undefined, null as never)).statusCode).toBe(401);
  });
});

describe('tasks', () => {
  it('adds tasks (weight a number, default 1) and lists them in data.data sorted by weight', async () => {
    const id = await newTemplate();
    const five = await addTask(id, 'Inspect', 5);
    expect(five).toEqual({
      id: expect.any(Number),
      template_id: id,
      task: 'Inspect',
      weight: 5,
      condition: null,
      fields: [],
    });
    expect((await addTask(id, 'Treat', '2')).weight).toBe(2);
    expect((await addTask(id, 'Default')).weight).toBe(1);
    expect((await taskList(id)).map((x) => `${x.weight} ${x.task}`)).toEqual([
      '1 Default',
      '2 Treat',
      '5 Inspect',
    ]);
  });

  it.each([
    [{ task: 'x', weight: 'abc' }, 'weight'],
    [{ task: 'x', weight: '1.5' }, 'weight'],
    [{ task: 'x', weight: '' }, 'weight'],
    [{ task: 'x', weight: 5_000_000 }, 'weight'],
    // Refused, never clamped to 1,000,000 or truncated to 1.
    [{ task: 'x', weight: 99_999_999_999 }, 'weight'],
    [{ task: 'x', weight: '99999999999' }, 'weight'],
    [{ task: 'x', weight: 1.5 }, 'weight'],
    [{ task: '  ', weight: 1 }, 'task'],
    [{ weight: 1 }, 'task'],
  ])('refuses %j (400 naming %s) and writes nothing', async (body, key) => {
    const id = await newTemplate();
    const res = await call('POST', '/api/template/tasks', { template_id: id, ...body });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual([key]);
    expect(await taskList(id)).toEqual([]);
  });

  it('refuses tasks for a template that does not exist or was deleted (404)', async () => {
    const id = await newTemplate();
    expect((await call('DELETE', `/api/delete-template/${id}`)).statusCode).toBe(200);
    for (const template of [id, 999999]) {
      expect(
        (await call('POST', '/api/template/tasks', { template_id: template, task: 'x' })).statusCode,
      ).toBe(404);
      expect((await call('GET', `/api/template/tasks/${template}`)).statusCode).toBe(404);
    }
  });

  it('edits a task with PUT …/edit, answers the task, and the list shows the change; audit names the admin', async () => {
    const id = await newTemplate();
    const task = await addTask(id, 'Old name', 3);
    const res = await ok<Task>('PUT', `/api/template/tasks/${task.id}/edit`, {
      task: 'New name',
      weight: '7',
    });
    expect(res).toMatchObject({ id: task.id, task: 'New name', weight: 7 });
    expect(await taskList(id)).toEqual([{ ...task, task: 'New name', weight: 7 }]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'tasks'), eq(auditLog.entityId, String(task.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.action, a.userId])).toEqual([
      ['insert', admin.userId],
      ['update', admin.userId],
    ]);
    expect((await call('PUT', '/api/template/tasks/999999/edit', { task: 'x' })).statusCode).toBe(404);
    expect((await call('PUT', `/api/template/tasks/${task.id}/edit`, { task: '' })).statusCode).toBe(400);
  });

  it('deletes a task with its fields', async () => {
    const id = await newTemplate();
    const task = await addTask(id, 'Doomed');
    const keep = await addTask(id, 'Kept');
    expect((await addField({ task_id: task.id, field_name: 'Note', field_type: 1 })).statusCode).toBe(200);
    const res = await call('DELETE', `/api/template/tasks/${task.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    expect((await taskList(id)).map((x) => x.id)).toEqual([keep.id]);
    expect(await t.db.select().from(taskFields).where(eq(taskFields.taskId, task.id))).toEqual([]);
    expect((await call('DELETE', `/api/template/tasks/${task.id}`)).statusCode).toBe(404);
  });

  it('copies a task with its fields (new ids) into the same template, leaving the original as it was', async () => {
    const id = await newTemplate();
    const task = await addTask(id, 'Original', 4);
    await addField({
      task_id: task.id,
      field_name: 'Pick',
      field_type: 7,
      options: '["Yes","No"]',
      required: 1,
    });
    await addField({
      task_id: task.id,
      field_name: 'Docs',
      field_type: 11,
      default_value: 'https://x.example/a',
    });
    const [before] = await taskList(id);
    const copy = await ok<Task>('POST', '/api/template/tasks/copy-task', { task_id: task.id });
    expect(copy.id).not.toBe(task.id);
    expect(copy).toMatchObject({ template_id: id, task: 'Original', weight: 4 });
    const plain = (x: Task) => x.fields.map(({ id: _i, task_id: _t, ...f }) => f);
    expect(plain(copy)).toEqual(plain(before!));
    expect(
      copy.fields.every((f) => f.task_id === copy.id && !before!.fields.some((o) => o.id === f.id)),
    ).toBe(true);
    const after = await taskList(id);
    expect(after.map((x) => x.id)).toEqual([task.id, copy.id]);
    expect(after[0]).toEqual(before);
    expect((await call('POST', '/api/template/tasks/copy-task', { task_id: 999999 })).statusCode).toBe(404);
  });
});

describe('fields', () => {
  let taskId: number;
  let templateId: number;
  beforeAll(async () => {
    templateId = await newTemplate('Fields Template');
    taskId = (await addTask(templateId, 'Fields')).id;
  });

  it('adds a field and answers it, options as JSON text and the type name', async () => {
    const res = await addField({
      task_id: taskId,
      field_name: 'Areas',
      field_type: 5,
      options: '["Kitchen", " Yard "]',
      required: 1,
      weight: '3',
      default_value: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      task_id: taskId,
      field_name: 'Areas',
      field_type: 5,
      type: { id: 5, name: 'Checkboxes' },
      required: 1,
      options: '["Kitchen","Yard"]',
      weight: 3,
      default_value: null,
      condition: null,
      scoring: null,
      full_coverage: false,
    });
    const list = await addField({
      task_id: taskId,
      field_name: 'List',
      field_type: 6,
      options: ['A', 'B', 'C'],
    });
    expect(list.json().options).toBe('["A","B","C"]');
    const link = await addField({
      task_id: taskId,
      field_name: 'Label',
      field_type: 11,
      default_value: 'https://www.epa.gov/pesticide-labels',
    });
    expect(link.json()).toMatchObject({
      default_value: 'https://www.epa.gov/pesticide-labels',
      options: '[]',
    });
  });

  it.each([
    ['a radio with three options', { field_type: 7, options: '["Yes","No","Maybe"]' }, 'options'],
    ['a radio with one option', { field_type: 7, options: '["Yes"]' }, 'options'],
    ['options on a text field', { field_type: 1, options: '["a"]' }, 'options'],
    ['a dropdown without options', { field_type: 6, options: '[]' }, 'options'],
    ['the same option twice', { field_type: 5, options: '["a","a"]' }, 'options'],
    ['an empty option', { field_type: 5, options: '["a"," "]' }, 'options'],
    ['options that are not JSON', { field_type: 5, options: 'Yes, No' }, 'options'],
    ['options that are not texts', { field_type: 5, options: '[1,2]' }, 'options'],
    ['a link without a URL', { field_type: 11 }, 'default_value'],
    ['a link that is no URL', { field_type: 11, default_value: 'not a url' }, 'default_value'],
    ['an ftp link', { field_type: 11, default_value: 'ftp://files.example/x' }, 'default_value'],
    ['a javascript: link', { field_type: 11, default_value: 'javascript:alert(1)' }, 'default_value'],
    ['a URL on a text field', { field_type: 1, default_value: 'https://x.example' }, 'default_value'],
    ['required 2', { field_type: 1, required: 2 }, 'required'],
    ['required true', { field_type: 1, required: true }, 'required'],
    ['an unknown type', { field_type: 13 }, 'field_type'],
    ['options on a device inspection', { field_type: 12, options: '["a"]' }, 'options'],
    ['a weight that is no number', { field_type: 1, weight: 'heavy' }, 'weight'],
    ['no field name', { field_type: 1, field_name: ' ' }, 'field_name'],
  ])('refuses %s with a 400 naming the field, writing nothing', async (what, body, key) => {
    const before = await fieldCount();
    const res = await addField({ task_id: taskId, field_name: 'Follow-up needed', ...body });
    expect(res.statusCode).toBe(400);
    const json = res.json<{ message: string; errors: Record<string, string> }>();
    expect(Object.keys(json.errors)).toEqual([key]);
    // The rules that depend on the field's type name the field; shape errors keep the general message.
    const byType = (key === 'options' || key === 'default_value') && !/not JSON|not texts/.test(what);
    if (byType) expect(json.message).toMatch(/^Follow-up needed: /);
    expect(await fieldCount()).toBe(before);
  });

  it('says a radio takes exactly two options', async () => {
    const res = await addField({
      task_id: taskId,
      field_name: 'Pick',
      field_type: 7,
      options: '["a","b","c"]',
    });
    expect(res.json()).toMatchObject({
      message: 'Pick: A radio field takes exactly two options.',
      errors: { options: 'A radio field takes exactly two options.' },
    });
  });

  it('edit-field changes a field and answers the task’s full field list sorted by weight', async () => {
    const task = await addTask(templateId, 'Editing');
    const make = async (field_name: string, weight: number) =>
      (await addField({ task_id: task.id, field_name, field_type: 1, weight })).json<Field>();
    const a = await make('A', 1);
    const b = await make('B', 2);
    const c = await make('C', 3);
    const res = await call('POST', '/api/template/tasks/edit-field', {
      field_id: a.id,
      task_id: task.id,
      field_name: 'A radio now',
      field_type: 7,
      options: '["Yes","No"]',
      required: 1,
      weight: 9,
      default_value: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    const fields = res.json<Field[]>();
    expect(fields.map((f) => [f.id, f.field_name, f.weight])).toEqual([
      [b.id, 'B', 2],
      [c.id, 'C', 3],
      [a.id, 'A radio now', 9],
    ]);
    expect(fields[2]).toMatchObject({
      field_type: 7,
      type: { name: 'Radio' },
      options: '["Yes","No"]',
      required: 1,
    });

    const third = await call('POST', '/api/template/tasks/edit-field', {
      ...fields[2],
      field_id: a.id,
      options: '["Yes","No","Maybe"]',
    });
    expect(third.statusCode).toBe(400);
    expect(third.json().errors).toEqual({ options: 'A radio field takes exactly two options.' });
    const other = await call('POST', '/api/template/tasks/edit-field', {
      field_id: a.id,
      task_id: taskId,
      field_name: 'Moved',
      field_type: 1,
    });
    expect(other.statusCode).toBe(400);
    const missing = { field_id: 999999, task_id: task.id, field_name: 'x', field_type: 1 };
    expect((await call('POST', '/api/template/tasks/edit-field', missing)).statusCode).toBe(404);
    expect(
      (await taskList(templateId)).find((x) => x.id === task.id)!.fields.map((f) => f.field_name),
    ).toEqual(['B', 'C', 'A radio now']);
  });

  it('deletes a field for good', async () => {
    const field = (await addField({ task_id: taskId, field_name: 'Temporary', field_type: 3 })).json<Field>();
    const res = await call('DELETE', `/api/template/tasks/fields/${field.id}`);
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(taskFields).where(eq(taskFields.id, field.id))).toEqual([]);
    expect((await call('DELETE', `/api/template/tasks/fields/${field.id}`)).statusCode).toBe(404);
  });

  it('reorders a task’s fields after a drag and drop (weights 10, 20, 30)', async () => {
    const task = await addTask(templateId, 'Reorder');
    const ids: number[] = [];
    for (const name of ['One', 'Two', 'Three']) {
      ids.push((await addField({ task_id: task.id, field_name: name, field_type: 1 })).json<Field>().id);
    }
    const order = [ids[2]!, ids[0]!, ids[1]!];
    const res = await call('PUT', `/api/template/tasks/${task.id}/field-order`, { field_ids: order });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Field[]>().map((f) => [f.field_name, f.weight])).toEqual([
      ['Three', 10],
      ['One', 20],
      ['Two', 30],
    ]);
    const before = await t.db.select().from(taskFields).where(eq(taskFields.taskId, task.id));
    for (const field_ids of [
      [ids[0], ids[1]],
      [...order, ids[0]],
      [ids[0], ids[1], 999999],
    ]) {
      const bad = await call('PUT', `/api/template/tasks/${task.id}/field-order`, { field_ids });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(['field_ids']);
    }
    expect(await t.db.select().from(taskFields).where(eq(taskFields.taskId, task.id))).toEqual(before);
  });
});

describe('role access', () => {
  it('lets Supervisors read tasks but only Admins change them; Technicians read nothing', async () => {
    const id = await newTemplate('Role Template');
    const task = await addTask(id, 'Guarded');
    const field = (await addField({ task_id: task.id, field_name: 'F', field_type: 1 })).json<Field>();
    expect((await call('GET', `/api/template/tasks/${id}`, undefined, supervisor)).statusCode).toBe(200);
    expect((await call('GET', `/api/template/tasks/${id}`, undefined, technician)).statusCode).toBe(403);
    const changes: [string, string, unknown][] = [
      ['POST', '/api/template/tasks', { template_id: id, task: 'x' }],
      ['PUT', `/api/template/tasks/${task.id}/edit`, { task: 'x' }],
      ['DELETE', `/api/template/tasks/${task.id}`, undefined],
      ['POST', '/api/template/tasks/copy-task', { task_id: task.id }],
      ['POST', '/api/template/tasks/fields', { task_id: task.id, field_name: 'x', field_type: 1 }],
      [
        'POST',
        '/api/template/tasks/edit-field',
        { field_id: field.id, task_id: task.id, field_name: 'x', field_type: 1 },
      ],
      ['DELETE', `/api/template/tasks/fields/${field.id}`, undefined],
      ['PUT', `/api/template/tasks/${task.id}/field-order`, { field_ids: [field.id] }],
    ];
    for (const [method, url, payload] of changes) {
      expect((await call(method, url, payload, supervisor)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, payload, technician)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await taskList(id)).toEqual([{ ...task, fields: [field] }]);
    const [row] = await t.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row).toMatchObject({ task: 'Guarded', weight: 1, templateId: id });
  });
});
