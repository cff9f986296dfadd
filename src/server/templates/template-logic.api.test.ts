import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldType, Role } from '@shared/constants';
import type { Condition } from '@shared/schemas/checklist-logic';
import type { Task, TaskField } from '@shared/schemas/templates';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { edit, logicTemplate, rule, SCORING } from './template-logic.fixtures';

/**
 * Checklist logic in templates (issue 16): rules, points and pass marks saved and checked. Copies,
 * report snapshots and roles: template-logic-copy.api.test.ts.
 */
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
});
afterAll(() => t.close());

const call = (method: string, url: string, payload?: unknown, session: Session = admin) =>
  t.request(session, { method, url, payload });

async function ok<T>(method: string, url: string, payload?: unknown): Promise<T> {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

interface Refusal {
  code: string;
  params?: Record<string, string>;
  fieldCodes?: Record<string, { code: string; params?: Record<string, string> }>;
}
async function refused(status: number, method: string, url: string, payload?: unknown): Promise<Refusal> {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json<Refusal>();
}

const setup = () => logicTemplate(t, admin);
const tasksOf = async (templateId: number) =>
  (await ok<{ data: Task[] }>('GET', `/api/template/tasks/${templateId}`)).data;

describe('rules and scoring are saved and returned', () => {
  it('on tasks and fields, in the task list and the save answers; a missing rule keeps it, null removes it', async () => {
    const s = await setup();
    expect(s.where.condition).toEqual({ field_id: s.activity.id, op: 'equals', value: 'Yes' });
    expect(s.activity).toMatchObject({ condition: null, scoring: SCORING });
    expect(s.treatment.condition).toEqual({ field_id: s.activity.id, op: 'answered' });
    const [inspection, treatment] = await tasksOf(s.template.id);
    expect(inspection!.condition).toBeNull();
    expect(inspection!.fields.map((f) => [f.field_name, f.condition, f.scoring])).toEqual([
      ['Activity seen', null, SCORING],
      ['Where', { field_id: s.activity.id, op: 'equals', value: 'Yes' }, null],
    ]);
    expect(treatment!.condition).toEqual({ field_id: s.activity.id, op: 'answered' });

    // The editor's older body (no condition, no scoring) changes the name and keeps both.
    const kept = await ok<TaskField[]>(
      'POST',
      '/api/template/tasks/edit-field',
      edit(s.where, { field_name: 'Where seen' }),
    );
    expect(kept[1]).toMatchObject({ field_name: 'Where seen', condition: s.where.condition });
    const renamed = await ok<Task>('PUT', `/api/template/tasks/${s.treatment.id}/edit`, {
      task: 'Treat',
      weight: 2,
    });
    expect(renamed.condition).toEqual(s.treatment.condition);

    const cleared = await ok<TaskField[]>(
      'POST',
      '/api/template/tasks/edit-field',
      edit(s.where, { condition: null }),
    );
    expect(cleared[1]!.condition).toBeNull();
    const none = await ok<TaskField[]>(
      'POST',
      '/api/template/tasks/edit-field',
      edit(s.activity, { scoring: null }),
    );
    expect(none[0]!.scoring).toBeNull();
    const between = rule(s.stations.id, { op: 'between', min: 1, max: 4 });
    const later = await ok<TaskField>('POST', '/api/template/tasks/fields', {
      task_id: s.treatment.id,
      field_name: 'Bait taken',
      field_type: FieldType.Text,
      weight: 5,
      condition: between,
    });
    expect(later.condition).toEqual(between);
  });
});

describe('a rule that would break the form is refused on save, naming the fields', () => {
  type Setup = Awaited<ReturnType<typeof setup>>;
  it.each<[string, (s: Setup) => [TaskField, Condition], string, Record<string, string>]>([
    // Stations waits on Treatment's rule (Activity seen), not on Where: a plain forward rule.
    [
      'forward',
      (s) => [s.where, rule(s.stations.id)],
      'checklist.ruleForward',
      { field: 'Where', source: 'Stations' },
    ],
    [
      'self',
      (s) => [s.activity, rule(s.activity.id)],
      'checklist.ruleSelf',
      { field: 'Activity seen', source: 'Activity seen' },
    ],
    ['missing', (s) => [s.activity, rule(2_000_000)], 'checklist.ruleMissing', { field: 'Activity seen' }],
  ])('%s (400 on condition)', async (_name, make, code, params) => {
    const s = await setup();
    const [field, condition] = make(s);
    const body = await refused(400, 'POST', '/api/template/tasks/edit-field', edit(field, { condition }));
    expect(body).toMatchObject({ code, params, fieldCodes: { condition: { code, params } } });
    const [inspection] = await tasksOf(s.template.id);
    expect(inspection!.fields.map((f) => f.condition)).toEqual([null, s.where.condition]);
  });

  it('a cycle: the rule of Where looks at Activity seen, so Activity seen cannot look at Where', async () => {
    const s = await setup();
    const body = await refused(
      400,
      'POST',
      '/api/template/tasks/edit-field',
      edit(s.activity, { condition: rule(s.where.id) }),
    );
    expect(body).toMatchObject({
      code: 'checklist.ruleCycle',
      params: { field: 'Activity seen', source: 'Where' },
    });
    expect(
      (await call('POST', '/api/template/tasks/edit-field', edit(s.activity, { condition: null })))
        .statusCode,
    ).toBe(200);
  });

  it('a task rule on a later question or its own, a comparison its type lacks, an answer it does not offer', async () => {
    const s = await setup();
    const onOwn = await refused(400, 'PUT', `/api/template/tasks/${s.treatment.id}/edit`, {
      task: 'Treatment',
      weight: 2,
      condition: rule(s.stations.id),
    });
    expect(onOwn).toMatchObject({
      code: 'checklist.ruleCycle',
      params: { field: 'Treatment', source: 'Stations' },
    });
    const early = await refused(400, 'POST', '/api/template/tasks', {
      template_id: s.template.id,
      task: 'First',
      weight: 0,
      condition: rule(s.activity.id),
    });
    expect(early).toMatchObject({
      code: 'checklist.ruleForward',
      params: { field: 'First', source: 'Activity seen' },
    });
    const operator = await refused(400, 'POST', '/api/template/tasks/fields', {
      task_id: s.treatment.id,
      field_name: 'Count',
      field_type: FieldType.Text,
      weight: 9,
      condition: { field_id: s.stations.id, op: 'equals', value: '3' },
    });
    expect(operator).toMatchObject({
      code: 'checklist.ruleOperatorType',
      params: { field: 'Count', source: 'Stations' },
    });
    const option = await refused(
      400,
      'POST',
      '/api/template/tasks/edit-field',
      edit(s.where, { condition: { field_id: s.activity.id, op: 'equals', value: 'Maybe' } }),
    );
    expect(option).toMatchObject({
      code: 'checklist.ruleOption',
      params: { field: 'Where', source: 'Activity seen' },
    });
    const [inspection, treatment] = await tasksOf(s.template.id);
    expect(inspection!.fields[1]!.condition).toEqual(s.where.condition);
    expect(treatment!.fields.map((f) => f.field_name)).toEqual(['Stations']);
    expect((await tasksOf(s.template.id)).map((x) => x.task)).toEqual(['Inspection', 'Treatment']);
  });

  it('refuses a rule of unknown shape as a schema error', async () => {
    const s = await setup();
    const body = await refused(
      400,
      'POST',
      '/api/template/tasks/edit-field',
      edit(s.where, { condition: { field_id: s.activity.id, op: 'like', value: 'x' } }),
    );
    expect(body.code).toBe('common.invalid');
  });
});

describe('moves, deletes and changes that would break a rule are refused (409), naming the dependants', () => {
  it('reordering a rule before its source', async () => {
    const s = await setup();
    const body = await refused(409, 'PUT', `/api/template/tasks/${s.inspection.id}/field-order`, {
      field_ids: [s.where.id, s.activity.id],
    });
    expect(body).toMatchObject({
      code: 'checklist.ruleMoved',
      params: { source: 'Activity seen', dependants: 'Where' },
    });
    expect((await tasksOf(s.template.id))[0]!.fields.map((f) => f.id)).toEqual([s.activity.id, s.where.id]);
  });

  it('moving a task (its weight) after a task whose rule looks at it', async () => {
    const s = await setup();
    const body = await refused(409, 'PUT', `/api/template/tasks/${s.inspection.id}/edit`, {
      task: 'Inspection',
      weight: 5,
    });
    expect(body).toMatchObject({
      code: 'checklist.ruleMoved',
      params: { source: 'Activity seen', dependants: 'Treatment' },
    });
    expect((await tasksOf(s.template.id))[0]!.weight).toBe(1);
  });

  it("deleting a rule's source (field or task) until its rules are changed", async () => {
    const s = await setup();
    const field = await refused(409, 'DELETE', `/api/template/tasks/fields/${s.activity.id}`);
    expect(field).toMatchObject({
      code: 'checklist.ruleInUse',
      params: { source: 'Activity seen', dependants: 'Where, Treatment' },
    });
    expect(field).not.toHaveProperty('fieldCodes');
    const task = await refused(409, 'DELETE', `/api/template/tasks/${s.inspection.id}`);
    expect(task).toMatchObject({
      code: 'checklist.ruleInUse',
      params: { source: 'Activity seen', dependants: 'Treatment' },
    });
    expect((await tasksOf(s.template.id)).flatMap((x) => x.fields)).toHaveLength(3);
    // Its dependants in the same task go with it; the task's rule elsewhere must be changed first.
    await ok('PUT', `/api/template/tasks/${s.treatment.id}/edit`, {
      task: 'Treatment',
      weight: 2,
      condition: null,
    });
    await ok('DELETE', `/api/template/tasks/${s.inspection.id}`);
    expect((await tasksOf(s.template.id)).map((x) => x.task)).toEqual(['Treatment']);
  });

  it("changing a source's options or type so a rule no longer fits", async () => {
    const s = await setup();
    const options = await refused(
      409,
      'POST',
      '/api/template/tasks/edit-field',
      edit(s.activity, { options: ['Seen', 'No'], scoring: null }),
    );
    expect(options).toMatchObject({
      code: 'checklist.ruleBrokenByChange',
      params: { source: 'Activity seen', dependants: 'Where' },
      fieldCodes: { options: { code: 'checklist.ruleBrokenByChange' } },
    });
    const type = await refused(
      409,
      'POST',
      '/api/template/tasks/edit-field',
      edit(s.activity, { field_type: FieldType.Number, options: [], scoring: null }),
    );
    expect(type).toMatchObject({
      code: 'checklist.ruleBrokenByChange',
      fieldCodes: { field_type: { code: 'checklist.ruleBrokenByChange' } },
    });
    expect((await tasksOf(s.template.id))[0]!.fields[0]).toMatchObject({
      options: '["Yes","No"]',
      scoring: SCORING,
    });
    // A change the rules still fit is saved: "answered" fits any type, "Yes" is still offered.
    await ok(
      'POST',
      '/api/template/tasks/edit-field',
      edit(s.activity, { options: ['Yes', 'Nope'], scoring: null }),
    );
  });
});

describe('scoring and pass mark', () => {
  it('refuses points on a question that is not a choice, or naming an answer it does not offer (400 on scoring)', async () => {
    const s = await setup();
    const text = await refused(
      400,
      'POST',
      '/api/template/tasks/edit-field',
      edit(s.where, { scoring: { points: { a: 1 } } }),
    );
    expect(text).toMatchObject({
      code: 'checklist.scoringNotChoice',
      params: { field: 'Where' },
      fieldCodes: { scoring: { code: 'checklist.scoringNotChoice', params: { field: 'Where' } } },
    });
    const unknown = await refused(
      400,
      'POST',
      '/api/template/tasks/edit-field',
      edit(s.activity, { scoring: { points: { Maybe: 2 } } }),
    );
    expect(unknown).toMatchObject({ code: 'checklist.scoringOption', params: { field: 'Activity seen' } });
    // The stored scoring must still fit new options even when the body leaves it out.
    const options = await refused(
      400,
      'POST',
      '/api/template/tasks/edit-field',
      edit(s.activity, { options: ['Yes', 'Nope'] }),
    );
    expect(options).toMatchObject({
      code: 'checklist.scoringOption',
      fieldCodes: { options: { code: 'checklist.scoringOption' } },
    });
    const range = await refused(
      400,
      'POST',
      '/api/template/tasks/edit-field',
      edit(s.activity, { scoring: { points: { Yes: 5000 } } }),
    );
    expect(range.code).toBe('common.invalid');
    expect(Object.values(range.fieldCodes ?? {})).toContainEqual({ code: 'checklist.pointsRange' });
    expect((await tasksOf(s.template.id))[0]!.fields[0]!.scoring).toEqual(SCORING);
    // Scoring that scores and flags nothing is stored as none.
    const empty = await ok<TaskField[]>(
      'POST',
      '/api/template/tasks/edit-field',
      edit(s.where, { scoring: {} }),
    );
    expect(empty[1]!.scoring).toBeNull();
  });

  it('round-trips the pass mark on the template (row, single GET, list); missing keeps it, null clears it', async () => {
    const s = await setup();
    expect(s.template.pass_mark).toBe(70);
    expect((await ok<{ pass_mark: number }>('GET', `/api/templates/${s.template.id}`)).pass_mark).toBe(70);
    const list = await ok<{ templates: { id: number; pass_mark: number | null }[] }>(
      'GET',
      `/api/get-templates-filtered?filter=${encodeURIComponent(s.name)}`,
    );
    expect(list.templates.find((r) => r.id === s.template.id)?.pass_mark).toBe(70);
    const renamed = await ok<{ pass_mark: number }>('PUT', `/api/templates/${s.template.id}`, {
      name: 'Renamed',
    });
    expect(renamed.pass_mark).toBe(70);
    for (const bad of [101, -1, 50.5, '80']) {
      const body = await refused(400, 'PUT', `/api/templates/${s.template.id}`, {
        name: 'x',
        pass_mark: bad,
      });
      expect(body.fieldCodes?.pass_mark?.code).toBe('checklist.passMark');
    }
    expect(
      (
        await ok<{ pass_mark: null }>('PUT', `/api/templates/${s.template.id}`, {
          name: 'x',
          pass_mark: null,
        })
      ).pass_mark,
    ).toBeNull();
    expect(
      (await ok<{ pass_mark: null }>('POST', '/api/templates', { name: 'No mark' })).pass_mark,
    ).toBeNull();
  });
});
