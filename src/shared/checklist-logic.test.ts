/** Rules and visibility (shared/checklist-logic.ts, issue 16); scoring is in checklist-logic-scoring. */
import { describe, expect, it } from 'vitest';
import {
  isEmptyAnswer,
  type LogicField,
  type LogicIssue,
  type LogicTask,
  logicIssues,
  opsFor,
  ruleMatches,
  visibility,
} from './checklist-logic';
import { field, task } from './checklist-logic.fixtures';
import { FieldType } from './constants';
import type { Condition } from './schemas/checklist-logic';

const F = FieldType;
describe('opsFor', () => {
  it.each([
    [F.Text, ['equals', 'one_of', 'contains', 'answered', 'empty']],
    [F.Paragraph, ['equals', 'one_of', 'contains', 'answered', 'empty']],
    [F.Number, ['lt', 'gt', 'between', 'answered', 'empty']],
    [F.Date, ['answered', 'empty']],
    [F.Checkboxes, ['contains', 'one_of', 'equals', 'answered', 'empty']],
    [F.Dropdown, ['equals', 'one_of', 'answered', 'empty']],
    [F.Radio, ['equals', 'one_of', 'answered', 'empty']],
    [F.Signature, ['answered', 'empty']],
    [F.Photo, ['answered', 'empty']],
    [F.ChemicalApplication, ['answered', 'empty']],
    [F.Link, []],
  ])('type %i allows %j', (type, ops) => {
    expect([...opsFor(type)].sort()).toEqual([...ops].sort());
  });
});

describe('ruleMatches: every operator on each type it applies to', () => {
  const id = 1;
  it.each<[string, number, Condition, unknown, boolean]>([
    // Text and paragraph: trimmed, case-insensitive.
    ['text equals', F.Text, { field_id: id, op: 'equals', value: 'Yes' }, ' yes ', true],
    ['text equals other', F.Text, { field_id: id, op: 'equals', value: 'Yes' }, 'No', false],
    ['text equals empty', F.Text, { field_id: id, op: 'equals', value: 'Yes' }, '', false],
    ['text one_of', F.Text, { field_id: id, op: 'one_of', values: ['a', 'B'] }, 'b', true],
    ['text one_of miss', F.Text, { field_id: id, op: 'one_of', values: ['a', 'B'] }, 'c', false],
    ['text contains', F.Text, { field_id: id, op: 'contains', value: 'roach' }, 'Saw ROACHES', true],
    ['text contains miss', F.Text, { field_id: id, op: 'contains', value: 'ant' }, 'Saw roaches', false],
    ['paragraph contains', F.Paragraph, { field_id: id, op: 'contains', value: 'leak' }, 'A\nleak', true],
    ['paragraph equals', F.Paragraph, { field_id: id, op: 'equals', value: 'ok' }, 'OK', true],
    ['text answered', F.Text, { field_id: id, op: 'answered' }, 'x', true],
    ['text answered blank', F.Text, { field_id: id, op: 'answered' }, '   ', false],
    ['text empty blank', F.Text, { field_id: id, op: 'empty' }, '   ', true],
    ['text empty missing', F.Text, { field_id: id, op: 'empty' }, undefined, true],
    ['text empty null', F.Text, { field_id: id, op: 'empty' }, null, true],
    ['text empty answered', F.Text, { field_id: id, op: 'empty' }, 'x', false],
    // Number: numbers or numeric text; between includes both ends.
    ['number lt', F.Number, { field_id: id, op: 'lt', value: 5 }, 4, true],
    ['number lt edge', F.Number, { field_id: id, op: 'lt', value: 5 }, 5, false],
    ['number lt text', F.Number, { field_id: id, op: 'lt', value: 5 }, ' 4.5 ', true],
    ['number lt negative', F.Number, { field_id: id, op: 'lt', value: 0 }, -1, true],
    ['number lt not a number', F.Number, { field_id: id, op: 'lt', value: 5 }, 'abc', false],
    ['number lt empty', F.Number, { field_id: id, op: 'lt', value: 5 }, null, false],
    ['number gt', F.Number, { field_id: id, op: 'gt', value: 5 }, 6, true],
    ['number gt edge', F.Number, { field_id: id, op: 'gt', value: 5 }, 5, false],
    ['number between low', F.Number, { field_id: id, op: 'between', min: 1, max: 3 }, 1, true],
    ['number between high', F.Number, { field_id: id, op: 'between', min: 1, max: 3 }, 3, true],
    ['number between out', F.Number, { field_id: id, op: 'between', min: 1, max: 3 }, 3.5, false],
    ['number between empty', F.Number, { field_id: id, op: 'between', min: 1, max: 3 }, '', false],
    ['number answered zero', F.Number, { field_id: id, op: 'answered' }, 0, true],
    ['number empty', F.Number, { field_id: id, op: 'empty' }, '', true],
    // Checkboxes: a list of ticked options, exact.
    [
      'boxes contains',
      F.Checkboxes,
      { field_id: id, op: 'contains', value: 'Dock' },
      ['Kitchen', 'Dock'],
      true,
    ],
    [
      'boxes contains miss',
      F.Checkboxes,
      { field_id: id, op: 'contains', value: 'Dock' },
      ['Kitchen'],
      false,
    ],
    ['boxes contains case', F.Checkboxes, { field_id: id, op: 'contains', value: 'Dock' }, ['dock'], false],
    ['boxes equals one', F.Checkboxes, { field_id: id, op: 'equals', value: 'Dock' }, ['Dock'], true],
    [
      'boxes equals more',
      F.Checkboxes,
      { field_id: id, op: 'equals', value: 'Dock' },
      ['Dock', 'Kitchen'],
      false,
    ],
    [
      'boxes one_of',
      F.Checkboxes,
      { field_id: id, op: 'one_of', values: ['Dock', 'Yard'] },
      ['Kitchen', 'Dock'],
      true,
    ],
    ['boxes one_of miss', F.Checkboxes, { field_id: id, op: 'one_of', values: ['Yard'] }, ['Kitchen'], false],
    ['boxes answered none', F.Checkboxes, { field_id: id, op: 'answered' }, [], false],
    ['boxes empty none', F.Checkboxes, { field_id: id, op: 'empty' }, [], true],
    ['boxes answered', F.Checkboxes, { field_id: id, op: 'answered' }, ['Dock'], true],
    // Dropdown and radio: one option, exact.
    ['dropdown equals', F.Dropdown, { field_id: id, op: 'equals', value: 'Low' }, 'Low', true],
    ['dropdown equals case', F.Dropdown, { field_id: id, op: 'equals', value: 'Low' }, 'low', false],
    ['dropdown one_of', F.Dropdown, { field_id: id, op: 'one_of', values: ['Low', 'High'] }, 'High', true],
    [
      'dropdown one_of miss',
      F.Dropdown,
      { field_id: id, op: 'one_of', values: ['Low', 'High'] },
      'None',
      false,
    ],
    ['dropdown empty', F.Dropdown, { field_id: id, op: 'empty' }, null, true],
    ['radio equals', F.Radio, { field_id: id, op: 'equals', value: 'Yes' }, 'Yes', true],
    ['radio equals other', F.Radio, { field_id: id, op: 'equals', value: 'Yes' }, 'No', false],
    ['radio equals unanswered', F.Radio, { field_id: id, op: 'equals', value: 'Yes' }, undefined, false],
    ['radio one_of', F.Radio, { field_id: id, op: 'one_of', values: ['No'] }, 'No', true],
    ['radio answered', F.Radio, { field_id: id, op: 'answered' }, 'No', true],
    // Types without a comparable value: answered or empty only.
    ['date answered', F.Date, { field_id: id, op: 'answered' }, '2026-04-01', true],
    ['date empty', F.Date, { field_id: id, op: 'empty' }, null, true],
    ['signature answered', F.Signature, { field_id: id, op: 'answered' }, { file_id: 3 }, true],
    ['photo empty', F.Photo, { field_id: id, op: 'empty' }, [], true],
    ['photo answered', F.Photo, { field_id: id, op: 'answered' }, [{ file_id: 1 }], true],
    ['application answered', F.ChemicalApplication, { field_id: id, op: 'answered' }, { rows: [] }, true],
  ])('%s', (_name, type, rule, answer, expected) => {
    expect(ruleMatches(rule, { field_type: type }, answer)).toBe(expected);
  });

  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    [' \n', true],
    [[], true],
    [0, false],
    [false, false],
    ['0', false],
    [['a'], false],
    [{}, false],
  ])('isEmptyAnswer(%j) is %s', (value, expected) => {
    expect(isEmptyAnswer(value)).toBe(expected);
  });
});

describe('visibility', () => {
  // Q1 radio Yes/No; Q2 text shows when Q1 = Yes; Q3 shows when Q2 is answered (a chain);
  // task 2 shows when Q1 = No; Q5 in task 2 shows when Q4 > 3.
  const template = [
    task(1, [
      field(1, F.Radio, { options: ['Yes', 'No'] }),
      field(2, F.Text, { condition: { field_id: 1, op: 'equals', value: 'Yes' } }),
      field(3, F.Text, { condition: { field_id: 2, op: 'answered' } }),
    ]),
    task(2, [field(4, F.Number), field(5, F.Text, { condition: { field_id: 4, op: 'gt', value: 3 } })], {
      field_id: 1,
      op: 'equals',
      value: 'No',
    }),
  ];
  const hidden = (answers: Record<number, unknown>) => {
    const v = visibility(template, answers);
    return { tasks: [...v.hiddenTasks].sort(), fields: [...v.hiddenFields].sort() };
  };

  it.each<[string, Record<number, unknown>, { tasks: number[]; fields: number[] }]>([
    ['nothing answered', {}, { tasks: [2], fields: [2, 3, 4, 5] }],
    ['Yes shows Q2, not Q3 until Q2 is answered', { 1: 'Yes' }, { tasks: [2], fields: [3, 4, 5] }],
    ['Yes and Q2 answered shows the chain', { 1: 'Yes', 2: 'x' }, { tasks: [2], fields: [4, 5] }],
    // Q2's answer is kept but does not count while Q2 is hidden: Q3 hides with it.
    ['a hidden source hides its chain', { 1: 'No', 2: 'kept', 3: 'kept' }, { tasks: [], fields: [2, 3, 5] }],
    ['task-level rule shows the task', { 1: 'No', 4: 5 }, { tasks: [], fields: [2, 3] }],
    [
      'a hidden task hides its fields whatever their answers',
      { 1: 'Yes', 2: 'x', 4: 9 },
      { tasks: [2], fields: [4, 5] },
    ],
  ])('%s', (_name, answers, expected) => {
    expect(hidden(answers)).toEqual(expected);
  });

  it('reads answers from a Map as from a record', () => {
    const v = visibility(
      template,
      new Map<number, unknown>([
        [1, 'No'],
        [4, 5],
      ]),
    );
    expect([...v.hiddenFields].sort()).toEqual([2, 3]);
  });

  it('never shows an item whose source is unknown, later, or its own', () => {
    const v = visibility(
      [
        task(1, [
          field(1, F.Text, { condition: { field_id: 99, op: 'answered' } }),
          field(2, F.Text, { condition: { field_id: 3, op: 'answered' } }),
          field(3, F.Text, { condition: { field_id: 3, op: 'answered' } }),
        ]),
        task(2, [field(4, F.Text)], { field_id: 4, op: 'answered' }),
      ],
      { 1: 'a', 2: 'b', 3: 'c', 4: 'd' },
    );
    expect([...v.hiddenFields].sort()).toEqual([1, 2, 3, 4]);
    expect([...v.hiddenTasks]).toEqual([2]);
  });

  it('a hidden required question is not required; the same question shown and empty is', () => {
    const required = new Set([2, 4]);
    // What submit does: required only when shown.
    const missing = (answers: Record<number, unknown>) => {
      const v = visibility(template, answers);
      return template
        .flatMap((t) => t.fields)
        .filter((f) => required.has(f.id) && !v.hiddenFields.has(f.id) && isEmptyAnswer(answers[f.id]))
        .map((f) => f.id);
    };
    expect(missing({ 1: 'No', 4: 1 })).toEqual([]);
    expect(missing({ 1: 'Yes' })).toEqual([2]);
    expect(missing({ 1: 'No' })).toEqual([4]);
    expect(missing({ 1: 'Yes', 2: 'Ann' })).toEqual([]);
  });
});

describe('logicIssues', () => {
  const kinds = (tasks: LogicTask[]) =>
    logicIssues(tasks).map(
      (i: LogicIssue) => `${i.kind} ${i.item.name}${i.source ? ` <- ${i.source.name}` : ''}`,
    );
  const radio = (id: number, more: Partial<LogicField> = {}) =>
    field(id, F.Radio, { options: ['Yes', 'No'], ...more });
  const on = (field_id: number): Condition => ({ field_id, op: 'answered' });

  it.each<[string, LogicTask[], string[]]>([
    [
      'a sound template',
      [
        task(1, [radio(1), field(2, F.Text, { condition: { field_id: 1, op: 'equals', value: 'Yes' } })]),
        task(
          2,
          [
            field(3, F.Number, { condition: on(2) }),
            field(4, F.Text, { condition: { field_id: 3, op: 'between', min: 1, max: 2 } }),
          ],
          { field_id: 1, op: 'one_of', values: ['No'] },
        ),
      ],
      [],
    ],
    ['forward', [task(1, [field(1, F.Text, { condition: on(2) }), field(2, F.Text)])], ['forward Q1 <- Q2']],
    [
      'forward into a later task',
      [task(1, [field(1, F.Text)], on(2)), task(2, [field(2, F.Text)])],
      ['forward T1 <- Q2'],
    ],
    [
      'a cycle of two fields: the earlier one is named',
      [task(1, [field(1, F.Text, { condition: on(2) }), field(2, F.Text, { condition: on(1) })])],
      ['cycle Q1 <- Q2'],
    ],
    ['a task on its own field', [task(1, [field(1, F.Text)], on(1))], ['cycle T1 <- Q1']],
    [
      'a cycle through a task rule',
      [task(1, [field(1, F.Text)], on(2)), task(2, [field(2, F.Text, { condition: on(1) })])],
      ['cycle T1 <- Q2'],
    ],
    ['self', [task(1, [field(1, F.Text, { condition: on(1) })])], ['self Q1 <- Q1']],
    ['missing', [task(1, [field(1, F.Text, { condition: on(99) })])], ['missing Q1']],
    [
      'operator: a number compared with text',
      [
        task(1, [
          field(1, F.Number),
          field(2, F.Text, { condition: { field_id: 1, op: 'equals', value: '3' } }),
        ]),
      ],
      ['operator Q2 <- Q1'],
    ],
    [
      'operator: a text compared as a number',
      [task(1, [field(1, F.Text), field(2, F.Text, { condition: { field_id: 1, op: 'lt', value: 3 } })])],
      ['operator Q2 <- Q1'],
    ],
    [
      'operator: a dropdown does not contain',
      [
        task(1, [
          field(1, F.Dropdown, { options: ['A'] }),
          field(2, F.Text, { condition: { field_id: 1, op: 'contains', value: 'A' } }),
        ]),
      ],
      ['operator Q2 <- Q1'],
    ],
    [
      'operator: a link has no answer',
      [task(1, [field(1, F.Link), field(2, F.Text, { condition: on(1) })])],
      ['operator Q2 <- Q1'],
    ],
    [
      'option: equals an answer the radio does not offer',
      [task(1, [radio(1), field(2, F.Text, { condition: { field_id: 1, op: 'equals', value: 'Maybe' } })])],
      ['option Q2 <- Q1'],
    ],
    [
      'option: one of them unknown',
      [
        task(1, [
          radio(1),
          field(2, F.Text, { condition: { field_id: 1, op: 'one_of', values: ['Yes', 'yes'] } }),
        ]),
      ],
      ['option Q2 <- Q1'],
    ],
    [
      'option: a box the checklist does not have',
      [
        task(1, [
          field(1, F.Checkboxes, { options: ['A'] }),
          field(2, F.Text, { condition: { field_id: 1, op: 'contains', value: 'B' } }),
        ]),
      ],
      ['option Q2 <- Q1'],
    ],
    [
      'any text for a text source',
      [
        task(1, [
          field(1, F.Text),
          field(2, F.Text, { condition: { field_id: 1, op: 'one_of', values: ['x', 'y'] } }),
        ]),
      ],
      [],
    ],
  ])('%s', (_name, tasks, expected) => {
    expect(kinds(tasks)).toEqual(expected);
  });
});
