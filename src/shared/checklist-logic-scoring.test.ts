/** Scoring, flags and what a flagged answer requires (shared/checklist-logic.ts, issue 16). */
import { describe, expect, it } from 'vitest';
import { followupsRequired, type LogicField, scoreReport, scoringIssue } from './checklist-logic';
import { field, task } from './checklist-logic.fixtures';
import { FieldType } from './constants';
import type { Scoring } from './schemas/checklist-logic';

const F = FieldType;
const score = (
  points: Record<string, number>,
  flagged: string[] = [],
  flag_requires: Scoring['flag_requires'] = null,
) => ({ points, flagged, flag_requires }) satisfies Scoring;

describe('scoreReport', () => {
  // Dropdown 10/5/-5 (High flagged), radio 1/0 (No flagged, asks a note), checkboxes 2/3/-4
  // (Rats flagged, asks an action): at most 10 + 1 + 5 = 16 points.
  const scored = [
    task(1, [
      field(1, F.Dropdown, {
        options: ['None', 'Low', 'High'],
        scoring: score({ None: 10, Low: 5, High: -5 }, ['High']),
      }),
      field(2, F.Radio, { options: ['Yes', 'No'], scoring: score({ Yes: 1, No: 0 }, ['No'], 'note') }),
      field(3, F.Checkboxes, {
        options: ['Traps', 'Bait', 'Rats'],
        scoring: score({ Traps: 2, Bait: 3, Rats: -4 }, ['Rats', 'Bait'], 'action'),
      }),
      field(4, F.Text),
    ]),
  ];

  it.each<[string, Record<number, unknown>, number | null, ReturnType<typeof scoreReport>]>([
    [
      'nothing answered scores 0 of the maximum',
      {},
      null,
      { points: 0, max_points: 16, percent: 0, flagged: 0, passed: null },
    ],
    [
      'all best answers',
      { 1: 'None', 2: 'Yes', 3: ['Traps', 'Bait'] },
      80,
      { points: 16, max_points: 16, percent: 100, flagged: 1, passed: true },
    ],
    [
      'a penalty and flags',
      { 1: 'High', 2: 'No', 3: ['Traps', 'Rats'] },
      50,
      { points: -7, max_points: 16, percent: 0, flagged: 3, passed: false },
    ],
    [
      'a whole percent',
      { 1: 'Low', 2: 'Yes', 3: ['Traps'] },
      50,
      { points: 8, max_points: 16, percent: 50, flagged: 0, passed: true },
    ],
    [
      'just under the pass mark fails: 43.75% is cut to 43, never rounded up to pass 44',
      { 1: 'Low', 2: 'No', 3: ['Traps'] },
      44,
      { points: 7, max_points: 16, percent: 43, flagged: 1, passed: false },
    ],
    [
      'a pass mark of 0 passes anything scored',
      { 1: 'High' },
      0,
      { points: -5, max_points: 16, percent: 0, flagged: 1, passed: true },
    ],
    [
      'an answer that is not an option scores nothing',
      { 1: 'Other', 3: ['Traps', 'Gone'] },
      null,
      { points: 2, max_points: 16, percent: 12, flagged: 0, passed: null },
    ],
  ])('%s', (_name, answers, passMark, expected) => {
    expect(scoreReport(scored, answers, passMark)).toEqual(expected);
  });

  it('leaves hidden questions out of the score and the flags', () => {
    const tasks = [
      task(1, [
        field(1, F.Radio, { options: ['Yes', 'No'], scoring: score({ Yes: 2 }) }),
        field(2, F.Dropdown, {
          options: ['A', 'B'],
          scoring: score({ A: 4, B: 0 }, ['B']),
          condition: { field_id: 1, op: 'equals', value: 'Yes' },
        }),
      ]),
    ];
    expect(scoreReport(tasks, { 1: 'No', 2: 'B' }, 50)).toEqual({
      points: 0,
      max_points: 2,
      percent: 0,
      flagged: 0,
      passed: false,
    });
    expect(scoreReport(tasks, { 1: 'Yes', 2: 'B' }, 50)).toEqual({
      points: 2,
      max_points: 6,
      percent: 33,
      flagged: 1,
      passed: false,
    });
  });

  it('has no percent and no pass or fail when nothing is scored', () => {
    const flaggedOnly = [
      task(1, [field(1, F.Radio, { options: ['Yes', 'No'], scoring: score({}, ['No']) }), field(2, F.Text)]),
    ];
    expect(scoreReport(flaggedOnly, { 1: 'No' }, 80)).toEqual({
      points: 0,
      max_points: 0,
      percent: null,
      flagged: 1,
      passed: null,
    });
    expect(scoreReport([], {}, 80).percent).toBeNull();
  });

  it('counts one flag per question, however many flagged boxes it has', () => {
    expect(scoreReport(scored, { 3: ['Bait', 'Rats'] }, null).flagged).toBe(1);
  });
});

describe('followupsRequired', () => {
  const tasks = [
    task(1, [
      field(1, F.Radio, { options: ['Yes', 'No'], scoring: score({}, ['No'], 'photo') }),
      field(2, F.Dropdown, { options: ['A', 'B'], scoring: score({}, ['B'], null) }),
      field(3, F.Checkboxes, {
        options: ['X', 'Y'],
        scoring: score({}, ['Y'], 'action'),
        condition: { field_id: 1, op: 'equals', value: 'Yes' },
      }),
      field(4, F.Dropdown, { options: ['A', 'B'], scoring: score({}, ['B'], 'note') }),
    ]),
  ];
  const required = (answers: Record<number, unknown>) =>
    followupsRequired(tasks, answers).map((f) => `${f.field.id}:${f.requires}`);

  it.each<[string, Record<number, unknown>, string[]]>([
    ['nothing flagged', { 1: 'Yes', 2: 'A', 3: ['X'], 4: 'A' }, []],
    ['each shown flagged answer that asks for something', { 1: 'No', 4: 'B' }, ['1:photo', '4:note']],
    ['a flag that asks for nothing', { 2: 'B' }, []],
    ['a flagged box', { 1: 'Yes', 3: ['X', 'Y'] }, ['3:action']],
    ['a hidden flagged answer asks for nothing', { 1: 'No', 3: ['Y'] }, ['1:photo']],
  ])('%s', (_name, answers, expected) => {
    expect(required(answers)).toEqual(expected);
  });
});

describe('scoringIssue', () => {
  it.each<[string, Pick<LogicField, 'field_type' | 'options' | 'scoring'>, ReturnType<typeof scoringIssue>]>([
    ['none', { field_type: F.Text, options: [], scoring: null }, null],
    ['unused scoring on any type', { field_type: F.Text, options: [], scoring: score({}) }, null],
    ['points on a text', { field_type: F.Text, options: [], scoring: score({ a: 1 }) }, 'notChoice'],
    [
      'a flag requirement on a number',
      { field_type: F.Number, options: [], scoring: score({}, [], 'note') },
      'notChoice',
    ],
    [
      'points of its options',
      { field_type: F.Dropdown, options: ['A', 'B'], scoring: score({ A: 1, B: -2 }, ['B']) },
      null,
    ],
    [
      'points of an unknown option',
      { field_type: F.Radio, options: ['Yes', 'No'], scoring: score({ Maybe: 1 }) },
      'unknownOption',
    ],
    [
      'a flag on an unknown option',
      { field_type: F.Checkboxes, options: ['A'], scoring: score({}, ['B']) },
      'unknownOption',
    ],
  ])('%s', (_name, f, expected) => {
    expect(scoringIssue(f)).toBe(expected);
  });
});
