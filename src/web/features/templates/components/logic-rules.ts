/**
 * The task editor's side of checklist logic (issue 16): which questions a rule may look at, and
 * the rule and scoring as the forms hold them (texts as typed) and as the API takes them.
 */
import { isChoiceType, opsFor } from '@shared/checklist-logic';
import { FieldType } from '@shared/constants';
import {
  type Condition,
  type ConditionOp,
  FLAG_REQUIRES,
  type FlagRequires,
  POINTS_MAX,
  POINTS_MIN,
  type Scoring,
} from '@shared/schemas/checklist-logic';
import type { Task, TaskField } from '@shared/schemas/templates';
import { readNumber } from '@web/lib/number-text';
import { parseOptions } from './field-options';

/** A field and a task as the templates API answers them since issue 16 (older answers lack the keys). */
export type EditorField = TaskField & { condition?: Condition | null; scoring?: Scoring | null };
export type EditorTask = Omit<Task, 'fields'> & { condition?: Condition | null; fields: EditorField[] };

export const POINTS_RULES = { integer: true, min: POINTS_MIN, max: POINTS_MAX };

/** A question a rule can look at, with what the rule editor needs of it. */
export interface Question {
  id: number;
  name: string;
  task: string;
  type: number;
  options: string[];
}

const before = (a: { weight: number; id: number }, b: { weight: number; id: number }) =>
  a.weight - b.weight || a.id - b.id;

const asQuestion = (task: EditorTask, field: EditorField): Question => ({
  id: field.id,
  name: field.field_name,
  task: task.task,
  type: field.field_type,
  options: isChoiceType(field.field_type) ? parseOptions(field.options) : [],
});

/** A link has no answer to look at. */
const answerable = (field: EditorField) =>
  field.field_type !== FieldType.Link && opsFor(field.field_type).length > 0;

/**
 * The questions before a task placed at `at` (its weight as typed, its id; a new one sorts last
 * among equal weights): every field of the tasks before it, in template order.
 */
export function questionsBeforeTask(tasks: readonly EditorTask[], at: { weight: number; id: number }) {
  const seen = new Set<number>();
  // Once per id: a list's options must differ (a cache caught mid-copy could list one twice).
  return tasks
    .filter((task) => before(task, at) < 0)
    .flatMap((task) => task.fields.filter(answerable).map((f) => asQuestion(task, f)))
    .filter((q) => !seen.has(q.id) && seen.add(q.id));
}

/** The questions before a field of `task` placed at `at`: the earlier tasks', then its task's earlier. */
export function questionsBeforeField(
  tasks: readonly EditorTask[],
  task: EditorTask,
  at: { weight: number; id: number },
) {
  const earlier = questionsBeforeTask(tasks, task);
  const own = task.fields
    .filter((f) => f.id !== at.id && before(f, at) < 0 && answerable(f))
    .filter((f) => !earlier.some((q) => q.id === f.id))
    .map((f) => asQuestion(task, f));
  return [...earlier, ...own];
}

/** A rule as the form holds it: every value as typed, whichever the operator uses. */
export interface RuleValues {
  field_id: string | null;
  op: ConditionOp | null;
  value: string;
  values: string[];
  min: string;
  max: string;
}

export const NO_RULE: RuleValues = { field_id: null, op: null, value: '', values: [], min: '', max: '' };

export function ruleValues(rule: Condition | null | undefined): RuleValues {
  if (!rule) return NO_RULE;
  const base = { ...NO_RULE, field_id: String(rule.field_id), op: rule.op };
  switch (rule.op) {
    case 'one_of':
      return { ...base, values: rule.values };
    case 'between':
      return { ...base, min: String(rule.min), max: String(rule.max) };
    case 'equals':
    case 'contains':
    case 'lt':
    case 'gt':
      return { ...base, value: String(rule.value) };
    default:
      return base;
  }
}

/** A typed number, or NaN (which the shared schema refuses with its message). */
const numberOf = (text: string) => {
  const reading = readNumber(text);
  return reading.state === 'number' ? reading.value : Number.NaN;
};

/**
 * The rule the form's values describe, as the API takes it; null for "always show". What is
 * missing or wrong is left for the shared schema to name (an operator not chosen, an empty answer).
 */
export function conditionBody(rule: RuleValues): unknown {
  if (rule.field_id === null) return null;
  const field_id = Number(rule.field_id);
  switch (rule.op) {
    case 'one_of':
      return { field_id, op: rule.op, values: rule.values };
    case 'between':
      return { field_id, op: rule.op, min: numberOf(rule.min), max: numberOf(rule.max) };
    case 'lt':
    case 'gt':
      return { field_id, op: rule.op, value: numberOf(rule.value) };
    case 'equals':
    case 'contains':
      return { field_id, op: rule.op, value: rule.value };
    case 'answered':
    case 'empty':
      return { field_id, op: rule.op };
    default:
      return { field_id };
  }
}

/** Scoring as the form holds it: points as typed, per option. */
export interface ScoringValues {
  points: Record<string, string>;
  flagged: string[];
  flag_requires: FlagRequires | 'none';
}

export const NO_SCORING: ScoringValues = { points: {}, flagged: [], flag_requires: 'none' };
export const FLAG_REQUIRES_CHOICES = ['none', ...FLAG_REQUIRES] as const;

export function scoringValues(scoring: Scoring | null | undefined): ScoringValues {
  if (!scoring) return NO_SCORING;
  return {
    points: Object.fromEntries(Object.entries(scoring.points).map(([o, p]) => [o, String(p)])),
    flagged: scoring.flagged,
    flag_requires: scoring.flag_requires ?? 'none',
  };
}

/** Points and flags of options that are no longer there are dropped (renamed or removed). */
export function keepOptions(scoring: ScoringValues, options: readonly string[]): ScoringValues {
  return {
    ...scoring,
    points: Object.fromEntries(Object.entries(scoring.points).filter(([o]) => options.includes(o))),
    flagged: scoring.flagged.filter((o) => options.includes(o)),
  };
}

/** The scoring the API takes for a field of this type and these options; null when nothing is set. */
export function scoringBody(scoring: ScoringValues, type: number, options: readonly string[]): unknown {
  if (!isChoiceType(type)) return null;
  const kept = keepOptions(scoring, options);
  const points = Object.fromEntries(
    Object.entries(kept.points)
      .filter(([, text]) => text.trim() !== '')
      .map(([o, text]) => [o, numberOf(text)]),
  );
  const flag_requires = kept.flag_requires === 'none' ? null : kept.flag_requires;
  if (Object.keys(points).length === 0 && kept.flagged.length === 0 && flag_requires === null) return null;
  return { points, flagged: kept.flagged, flag_requires };
}

export const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Whether two rules as the form holds them say the same: the form copies all its values on every
 * change, so the memoised editors compare what they show, not the objects.
 */
export const sameRule = (a: RuleValues, b: RuleValues) =>
  a.field_id === b.field_id &&
  a.op === b.op &&
  a.value === b.value &&
  a.min === b.min &&
  a.max === b.max &&
  sameList(a.values, b.values);

export function sameScoring(a: ScoringValues, b: ScoringValues) {
  const points = Object.keys(a.points);
  return (
    a.flag_requires === b.flag_requires &&
    sameList(a.flagged, b.flagged) &&
    points.length === Object.keys(b.points).length &&
    points.every((o) => a.points[o] === b.points[o])
  );
}

/** For `memo`: props equal, those named compared by what they say rather than by identity. */
export function propsEqual<P extends object>(by: { [K in keyof P]?: (a: P[K], b: P[K]) => boolean }) {
  return (a: P, b: P) => {
    const keys = Object.keys(a) as (keyof P)[];
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((k) => (by[k] ? by[k](a[k], b[k]) : Object.is(a[k], b[k])));
  };
}
