import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldType, Role } from '@shared/constants';
import { fieldUpdateBody, type Task, type TaskField } from '@shared/schemas/templates';
import { reports } from '../db/schema/reports';
import { queryRows } from '../db/sql-helpers';
import { taskFields } from '../db/schema/templates';
import { insertAssignedJob } from '../reports/reports.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { updateField } from './tasks.repository';
import { edit, logicTemplate, rule, SCORING } from './template-logic.fixtures';

/** Checklist logic (issue 16) in copies of templates and tasks, in report snapshots, and by role. */
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

const call = (method: string, url: string, payload?: unknown, session: Session = admin) =>
  t.request(session, { method, url, payload });

async function ok<T>(method: string, url: string, payload?: unknown, session: Session = admin): Promise<T> {
  const res = await call(method, url, payload, session);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

const setup = () => logicTemplate(t, admin);
const tasksOf = async (templateId: number) =>
  (await ok<{ data: Task[] }>('GET', `/api/template/tasks/${templateId}`)).data;

describe('copies', () => {
  it('a copied template keeps its pass mark and points, and each rule looks at the copy of its source', async () => {
    const s = await setup();
    const copy = await ok<{ id: number; pass_mark: number | null }>(
      'POST',
      `/api/templates/${s.template.id}/copy`,
      {},
    );
    expect(copy.pass_mark).toBe(70);
    const [inspection, treatment] = await tasksOf(copy.id);
    const [activity, where] = inspection!.fields;
    expect(activity!.id).not.toBe(s.activity.id);
    expect(activity!.scoring).toEqual(SCORING);
    expect(where!.condition).toEqual({ field_id: activity!.id, op: 'equals', value: 'Yes' });
    expect(treatment!.condition).toEqual({ field_id: activity!.id, op: 'answered' });
    expect(treatment!.fields[0]!.condition).toBeNull();
    // The original is untouched, and the copy's rules are its own: deleting its source is refused.
    expect((await tasksOf(s.template.id))[0]!.fields[1]!.condition!.field_id).toBe(s.activity.id);
    expect((await call('DELETE', `/api/template/tasks/fields/${activity!.id}`)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/template/tasks/fields/${s.where.id}`)).statusCode).toBe(200);
    expect((await tasksOf(copy.id))[0]!.fields).toHaveLength(2);
  });

  it("a copied task's rules look inside the copy where they did inside the task, elsewhere as before", async () => {
    const s = await setup();
    const more = await ok<TaskField>('POST', '/api/template/tasks/fields', {
      task_id: s.treatment.id,
      field_name: 'Bait taken',
      field_type: FieldType.Text,
      weight: 5,
      condition: rule(s.stations.id, { op: 'gt', value: 0 }),
    });
    const copy = await ok<Task>('POST', '/api/template/tasks/copy-task', { task_id: s.treatment.id });
    expect(copy.condition).toEqual({ field_id: s.activity.id, op: 'answered' });
    const [stations, bait] = copy.fields;
    expect(stations!.id).not.toBe(s.stations.id);
    expect(bait).toMatchObject({
      field_name: 'Bait taken',
      condition: { field_id: stations!.id, op: 'gt', value: 0 },
    });
    expect((await tasksOf(s.template.id)).map((x) => x.id)).toEqual([
      s.inspection.id,
      s.treatment.id,
      copy.id,
    ]);
    const original = (await tasksOf(s.template.id))[1]!;
    expect(original.fields.find((f) => f.id === more.id)!.condition!.field_id).toBe(s.stations.id);
  });

  it('a copied rule that would be wrong where the copy stands is left off the copy; other saves go on', async () => {
    const s = await setup();
    // Written past the checks, as an older version could have left it: Stations looks at a later field.
    const later = await ok<TaskField>('POST', '/api/template/tasks/fields', {
      task_id: s.treatment.id,
      field_name: 'Later',
      field_type: FieldType.Text,
      weight: 9,
    });
    await t.db
      .update(taskFields)
      .set({ condition: rule(later.id) })
      .where(eq(taskFields.id, s.stations.id));
    // An unrelated save is not blocked by the rule it did not break.
    await ok('POST', '/api/template/tasks/edit-field', edit(s.where, { field_name: 'Where seen' }));
    const copy = await ok<Task>('POST', '/api/template/tasks/copy-task', { task_id: s.treatment.id });
    expect(copy.fields.map((f) => [f.field_name, f.condition])).toEqual([
      ['Stations', null],
      ['Later', null],
    ]);
    expect(copy.condition).toEqual(s.treatment.condition);
    // Saving the broken field itself asks for its rule to be fixed.
    const res = await call(
      'POST',
      '/api/template/tasks/edit-field',
      edit(s.stations, { field_name: 'Count' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'checklist.ruleForward',
      params: { field: 'Count', source: 'Later' },
    });
  });
});

describe('report snapshots', () => {
  it('a started report keeps the rules, points and pass mark it started with when the template changes', async () => {
    const s = await setup();
    const job = await insertAssignedJob(t.db, { assignees: [technician.userId] });
    const started = await ok<{ id: number }>(
      'POST',
      '/api/reports',
      { job_id: job, template_id: s.template.id },
      technician,
    );
    const snapshotOf = async () =>
      (await t.db.select({ snapshot: reports.snapshot }).from(reports).where(eq(reports.id, started.id)))[0]!
        .snapshot;
    const before = await snapshotOf();
    expect(before.template.pass_mark).toBe(70);
    expect(before.tasks.map((x) => x.condition)).toEqual([null, { field_id: s.activity.id, op: 'answered' }]);
    expect(before.tasks[0]!.fields.map((f) => [f.field_name, f.condition, f.scoring])).toEqual([
      ['Activity seen', null, SCORING],
      ['Where', { field_id: s.activity.id, op: 'equals', value: 'Yes' }, null],
    ]);

    await ok('PUT', `/api/templates/${s.template.id}`, { name: 'Changed', pass_mark: 90 });
    await ok('POST', '/api/template/tasks/edit-field', edit(s.activity, { scoring: { points: { Yes: 3 } } }));
    await ok('POST', '/api/template/tasks/edit-field', edit(s.where, { condition: null }));
    await ok('PUT', `/api/template/tasks/${s.treatment.id}/edit`, {
      task: 'Treatment',
      weight: 2,
      condition: null,
    });
    expect((await tasksOf(s.template.id))[0]!.fields[0]!.scoring).toEqual({
      points: { Yes: 3 },
      flagged: [],
      flag_requires: null,
    });
    expect(await snapshotOf()).toEqual(before);
  });
});

describe('roles', () => {
  it('only Admins save rules, points and pass marks (403 for a Supervisor or a Technician)', async () => {
    const s = await setup();
    const saves: [string, string, unknown][] = [
      ['POST', '/api/template/tasks/edit-field', edit(s.where, { condition: rule(s.activity.id) })],
      [
        'POST',
        '/api/template/tasks/fields',
        { ...edit(s.where), field_id: undefined, condition: rule(s.activity.id) },
      ],
      ['PUT', `/api/template/tasks/${s.treatment.id}/edit`, { task: 'T', condition: null }],
      ['PUT', `/api/templates/${s.template.id}`, { name: 'x', pass_mark: 10 }],
    ];
    for (const session of [technician, supervisor]) {
      for (const [method, url, payload] of saves) {
        expect((await call(method, url, payload, session)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    const [inspection, treatment] = await tasksOf(s.template.id);
    expect(inspection!.fields.map((f) => f.field_name)).toEqual(['Activity seen', 'Where']);
    expect(inspection!.fields[1]!.condition).toEqual(s.where.condition);
    expect(treatment!.condition).toEqual(s.treatment.condition);
  });
});

/** Sessions of this database waiting for a lock another transaction holds (PostgreSQL only). */
const waitingForALock = async () =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    )
  )[0]!.n;

describe('concurrent saves', () => {
  it('a save waits for another save of the same template, then sees its rules: no two sound saves make a broken one', async () => {
    const template = await ok<{ id: number }>('POST', '/api/templates', { name: 'Concurrent' });
    const addTask = (task: string, weight: number) =>
      ok<Task>('POST', '/api/template/tasks', { template_id: template.id, task, weight });
    const addField = (task_id: number, field_name: string) =>
      ok<TaskField>('POST', '/api/template/tasks/fields', {
        task_id,
        field_name,
        field_type: FieldType.Text,
      });
    const first = await addTask('First', 1);
    const second = await addTask('Second', 2);
    const source = await addField(first.id, 'Source');
    const dependant = await addField(second.id, 'Dependant');
    // Dependant gets a rule on Source while First moves after Second: either is fine alone, and
    // they change different rows, so only the template's lock keeps them apart. The rule's save
    // holds its transaction open while the move is sent.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let saved = () => {};
    const ruleSaved = new Promise<void>((resolve) => (saved = resolve));
    const ruleSave = t.db.transaction(async (tx) => {
      await updateField(tx, fieldUpdateBody.parse(edit(dependant, { condition: rule(source.id) })));
      saved();
      await held;
    });
    await ruleSaved;
    let answered = false;
    const move = call('PUT', `/api/template/tasks/${first.id}/edit`, { task: 'First', weight: 3 }).then(
      (res) => {
        answered = true;
        return res;
      },
    );
    // PostgreSQL: the move is seen waiting for the template's lock (without it, it would not wait
    // and the poll would fail). PGlite runs one transaction at a time, so there it waits anyway.
    try {
      if (t.database.kind === 'postgres') {
        await expect.poll(() => waitingForALock(), { timeout: 10_000 }).toBe(1);
      }
      expect(answered).toBe(false);
    } finally {
      // Failed or not, the held save ends, or the database could not close.
      release();
    }
    await ruleSave;
    const res = await move;
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'checklist.ruleMoved',
      params: { source: 'Source', dependants: 'Dependant' },
    });
    const tasks = await tasksOf(template.id);
    expect(tasks.map((x) => x.task)).toEqual(['First', 'Second']);
    expect(tasks.flatMap((x) => x.fields).map((f) => f.condition?.field_id ?? null)).toEqual([
      null,
      source.id,
    ]);
  });
});
