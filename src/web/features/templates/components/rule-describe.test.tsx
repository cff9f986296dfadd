import { afterEach, describe, expect, it } from 'vitest';
import type { Condition } from '@shared/schemas/checklist-logic';
import i18n from '@web/lib/i18n';
import type { EditorField, EditorTask } from './logic-rules';
import { describeRule, type Sources, taskLogicSummary } from './rule-describe';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const names: Sources = new Map([
  [1, { name: 'Pests seen' }],
  [2, { name: 'Traps' }],
  [3, { name: 'Area' }],
]);
const t = i18n.t.bind(i18n);
const rule = (r: Condition) => describeRule(t, 'en', r, names);

const field = (id: number, condition: Condition | null): EditorField => ({
  id,
  task_id: 9,
  field_name: `Field ${id}`,
  field_type: 1,
  type: { id: 1, name: 'Text' },
  required: 0,
  options: '[]',
  weight: id,
  default_value: null,
  condition,
  scoring: null,
});
const task: EditorTask = {
  id: 9,
  template_id: 1,
  task: 'Treatment',
  weight: 1,
  condition: null,
  fields: [field(10, { field_id: 1, op: 'equals', value: 'Yes' })],
};

describe('rules in words', () => {
  it('names every operator readably', () => {
    expect(rule({ field_id: 1, op: 'equals', value: 'Yes' })).toBe('Shown when Pests seen is Yes');
    expect(rule({ field_id: 1, op: 'one_of', values: ['Ants', 'Mice'] })).toBe(
      'Shown when Pests seen is one of Ants, Mice',
    );
    expect(rule({ field_id: 3, op: 'contains', value: 'kitchen' })).toBe('Shown when Area contains kitchen');
    expect(rule({ field_id: 2, op: 'lt', value: 0.5 })).toBe('Shown when Traps is less than 0.5');
    expect(rule({ field_id: 2, op: 'gt', value: -3 })).toBe('Shown when Traps is more than -3');
    expect(rule({ field_id: 2, op: 'between', min: 1, max: 5 })).toBe('Shown when Traps is between 1 and 5');
    expect(rule({ field_id: 3, op: 'answered' })).toBe('Shown when Area is answered');
    expect(rule({ field_id: 3, op: 'empty' })).toBe('Shown when Area is empty');
  });

  it('in Persian: the names and answers are isolated from the sentence around them', async () => {
    await i18n.changeLanguage('fa');
    expect(describeRule(t, 'fa', { field_id: 2, op: 'between', min: 1, max: 5 }, names)).toBe(
      'نمایش داده می‌شود وقتی \u2068Traps\u2069 \u2068بین \u20681\u2069 و \u20685\u2069 است\u2069',
    );
  });

  it('a task’s summary is worked out once: the same object until its task or a name it uses changes', () => {
    const first = taskLogicSummary(t, 'en', task, names);
    expect(first.fields.get(10)?.rule).toBe('Shown when Pests seen is Yes');
    // Another question renamed: nothing this task says changes.
    const otherRenamed = new Map(names).set(2, { name: 'Bait stations' });
    expect(taskLogicSummary(t, 'en', task, otherRenamed)).toBe(first);
    // The question its rule looks at renamed: described again.
    const renamed = new Map(names).set(1, { name: 'Activity seen' });
    const again = taskLogicSummary(t, 'en', task, renamed);
    expect(again).not.toBe(first);
    expect(again.fields.get(10)?.rule).toBe('Shown when Activity seen is Yes');
    // The server's answer replaced the task: a new object, described again.
    expect(taskLogicSummary(t, 'en', { ...task }, renamed)).not.toBe(again);
  });
});
