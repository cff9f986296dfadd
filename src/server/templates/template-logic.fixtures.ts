import { expect } from 'vitest';
import { FieldType } from '@shared/constants';
import type { Condition, Scoring } from '@shared/schemas/checklist-logic';
import type { Task, TaskField } from '@shared/schemas/templates';
import type { Session, TestApp } from '../test/test-app';

/** A template with rules, points and a pass mark, made through the API as the task editor does. */

export const SCORING: Scoring = { points: { Yes: 0, No: 5 }, flagged: ['Yes'], flag_requires: 'note' };
let n = 0;

/**
 * "Inspection": Activity seen (radio, scored) then Where (shown when Activity seen = Yes);
 * "Treatment" (shown when Activity seen is answered): Stations (number). Pass mark 70.
 */
export async function logicTemplate(t: TestApp, admin: Session) {
  const ok = async <T>(url: string, payload: unknown): Promise<T> => {
    const res = await t.request(admin, { method: 'POST', url, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  n += 1;
  const name = `Logic ${n}`;
  const template = await ok<{ id: number; pass_mark: number | null }>('/api/templates', {
    name,
    pass_mark: 70,
  });
  const inspection = await ok<Task>('/api/template/tasks', {
    template_id: template.id,
    task: 'Inspection',
    weight: 1,
  });
  const activity = await ok<TaskField>('/api/template/tasks/fields', {
    task_id: inspection.id,
    field_name: 'Activity seen',
    field_type: FieldType.Radio,
    options: ['Yes', 'No'],
    weight: 1,
    scoring: SCORING,
  });
  const where = await ok<TaskField>('/api/template/tasks/fields', {
    task_id: inspection.id,
    field_name: 'Where',
    field_type: FieldType.Text,
    weight: 2,
    condition: { field_id: activity.id, op: 'equals', value: 'Yes' },
  });
  const treatment = await ok<Task>('/api/template/tasks', {
    template_id: template.id,
    task: 'Treatment',
    weight: 2,
    condition: { field_id: activity.id, op: 'answered' },
  });
  const stations = await ok<TaskField>('/api/template/tasks/fields', {
    task_id: treatment.id,
    field_name: 'Stations',
    field_type: FieldType.Number,
  });
  return { name, template, inspection, activity, where, treatment, stations };
}

/** A field's edit body as the task editor sends it, with changes. */
export const edit = (f: TaskField, changes: Record<string, unknown> = {}) => ({
  field_id: f.id,
  task_id: f.task_id,
  field_name: f.field_name,
  field_type: f.field_type,
  required: f.required,
  options: f.options,
  weight: f.weight,
  default_value: f.default_value,
  ...changes,
});
/** A rule; "is answered" unless told otherwise. */
export const rule = (field_id: number, more: Partial<Condition> = {}) =>
  ({ field_id, op: 'answered', ...more }) as Condition;
