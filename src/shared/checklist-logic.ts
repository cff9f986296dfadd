/**
 * Which questions a report shows, what it scores and what its flagged answers require (issue 16,
 * decision 0034). The technician's form and the server run this same code on the same snapshot, so
 * what the phone hides is exactly what submit does not ask for.
 */
import { FieldType } from './constants';
import type { Condition, ConditionOp, FlagRequires, ReportScore, Scoring } from './schemas/checklist-logic';

export interface LogicField {
  id: number;
  field_name: string;
  field_type: number;
  options: string[];
  condition?: Condition | null;
  scoring?: Scoring | null;
}
export interface LogicTask {
  id: number;
  task: string;
  condition?: Condition | null;
  fields: LogicField[];
}
/** Answers by field id, as stored (a hidden answer is still here; visibility decides if it counts). */
export type Answers = ReadonlyMap<number, unknown> | Readonly<Record<number, unknown>>;

const answerOf = (answers: Answers, id: number): unknown =>
  answers instanceof Map ? answers.get(id) : (answers as Record<number, unknown>)[id];

export const isEmptyAnswer = (v: unknown): boolean =>
  v === null ||
  v === undefined ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

const CHOICE_TYPES: readonly number[] = [FieldType.Checkboxes, FieldType.Dropdown, FieldType.Radio];
const TEXT_TYPES: readonly number[] = [FieldType.Text, FieldType.Paragraph];
export const isChoiceType = (type: number) => CHOICE_TYPES.includes(type);

/** The operators a rule on a field of this type may use; a Link has no answer, so none. */
export function opsFor(fieldType: number): readonly ConditionOp[] {
  if (TEXT_TYPES.includes(fieldType)) return ['equals', 'one_of', 'contains', 'answered', 'empty'];
  if (fieldType === FieldType.Number) return ['lt', 'gt', 'between', 'answered', 'empty'];
  if (fieldType === FieldType.Checkboxes) return ['contains', 'one_of', 'equals', 'answered', 'empty'];
  if (isChoiceType(fieldType)) return ['equals', 'one_of', 'answered', 'empty'];
  if (fieldType === FieldType.Link) return [];
  return ['answered', 'empty'];
}

const norm = (s: string) => s.trim().toLocaleLowerCase();

function numberOf(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return null;
}

/** Whether the source field's answer meets the rule. An empty answer meets only "is empty". */
export function ruleMatches(
  rule: Condition,
  source: Pick<LogicField, 'field_type'>,
  answer: unknown,
): boolean {
  const empty = isEmptyAnswer(answer);
  if (rule.op === 'answered') return !empty;
  if (rule.op === 'empty') return empty;
  if (empty) return false;
  const picked = Array.isArray(answer) ? answer.filter((a): a is string => typeof a === 'string') : null;
  const text = typeof answer === 'string' ? answer : null;
  const isText = TEXT_TYPES.includes(source.field_type);
  switch (rule.op) {
    case 'equals':
      if (picked) return picked.length === 1 && picked[0] === rule.value;
      if (text === null) return false;
      return isText ? norm(text) === norm(rule.value) : text === rule.value;
    case 'one_of':
      if (picked) return picked.some((p) => rule.values.includes(p));
      if (text === null) return false;
      return isText ? rule.values.some((v) => norm(v) === norm(text)) : rule.values.includes(text);
    case 'contains':
      if (picked) return picked.includes(rule.value);
      return text !== null && norm(text).includes(norm(rule.value));
    case 'lt':
    case 'gt':
    case 'between': {
      const n = numberOf(answer);
      if (n === null) return false;
      if (rule.op === 'lt') return n < rule.value;
      if (rule.op === 'gt') return n > rule.value;
      return n >= rule.min && n <= rule.max;
    }
  }
}

export interface Visibility {
  hiddenTasks: ReadonlySet<number>;
  hiddenFields: ReadonlySet<number>;
}

/**
 * Walks the template in order. An item shows when it has no rule, or its rule's source is shown
 * and its answer meets the rule: a hidden question's answer does not count, so whatever hangs on
 * it hides too (chains). A rule whose source is unknown or not yet reached never shows its item.
 */
export function visibility(tasks: readonly LogicTask[], answers: Answers): Visibility {
  const fields = new Map<number, LogicField>();
  const shown = new Set<number>();
  const hiddenTasks = new Set<number>();
  const hiddenFields = new Set<number>();
  const meets = (rule: Condition | null | undefined) => {
    if (!rule) return true;
    const source = fields.get(rule.field_id);
    return !!source && shown.has(source.id) && ruleMatches(rule, source, answerOf(answers, source.id));
  };
  for (const task of tasks) {
    const taskShown = meets(task.condition);
    if (!taskShown) hiddenTasks.add(task.id);
    for (const field of task.fields) {
      const fieldShown = taskShown && meets(field.condition);
      fields.set(field.id, field);
      if (fieldShown) shown.add(field.id);
      else hiddenFields.add(field.id);
    }
  }
  return { hiddenTasks, hiddenFields };
}

/** The options of this answer that carry points or flags (a dropdown's one, a checklist's ticks). */
function pickedOptions(field: LogicField, answer: unknown): string[] {
  if (Array.isArray(answer))
    return answer.filter((a): a is string => typeof a === 'string' && field.options.includes(a));
  return typeof answer === 'string' && field.options.includes(answer) ? [answer] : [];
}

/** A choice field counts toward the score when at least one of its options carries points. */
export function isScored(field: LogicField): boolean {
  const points = field.scoring?.points ?? {};
  return isChoiceType(field.field_type) && field.options.some((o) => (points[o] ?? 0) !== 0);
}

/** The most a field can score: its best option, or every positive box of a checklist. */
export function maxPointsOf(field: LogicField): number {
  const values = field.options.map((o) => field.scoring?.points[o] ?? 0);
  if (field.field_type === FieldType.Checkboxes)
    return values.filter((v) => v > 0).reduce((a, b) => a + b, 0);
  return Math.max(0, ...values);
}

export function flaggedOptionsOf(field: LogicField, answer: unknown): string[] {
  const flagged = field.scoring?.flagged ?? [];
  return pickedOptions(field, answer).filter((o) => flagged.includes(o));
}

/**
 * The report's score over its shown questions: an unanswered scored question scores 0 of its
 * maximum; a hidden one does not count at all.
 */
export function scoreReport(
  tasks: readonly LogicTask[],
  answers: Answers,
  passMark: number | null | undefined,
  seen: Visibility = visibility(tasks, answers),
): ReportScore {
  let points = 0;
  let max = 0;
  let flagged = 0;
  for (const field of tasks.flatMap((t) => t.fields)) {
    if (seen.hiddenFields.has(field.id)) continue;
    const answer = answerOf(answers, field.id);
    if (flaggedOptionsOf(field, answer).length > 0) flagged += 1;
    if (!isScored(field)) continue;
    max += maxPointsOf(field);
    points += pickedOptions(field, answer).reduce((sum, o) => sum + (field.scoring?.points[o] ?? 0), 0);
  }
  // Penalties can take points below 0; the percentage stops at 0 (it is stored as a smallint, and
  // -4000 % means nothing to anyone).
  // Cut down, never rounded up: 89.5% shows 89 and fails a pass mark of 90, as the record must read.
  const percent = max > 0 ? Math.max(0, Math.floor((points / max) * 100)) : null;
  const passed = passMark === null || passMark === undefined || percent === null ? null : percent >= passMark;
  return { points, max_points: max, percent, flagged, passed };
}

export interface FlagFollowup {
  field: LogicField;
  requires: FlagRequires;
}

/** The shown, flagged answers whose question asks for a note, a photo or a corrective action. */
export function followupsRequired(
  tasks: readonly LogicTask[],
  answers: Answers,
  seen: Visibility = visibility(tasks, answers),
): FlagFollowup[] {
  const out: FlagFollowup[] = [];
  for (const field of tasks.flatMap((t) => t.fields)) {
    const requires = field.scoring?.flag_requires;
    if (!requires || seen.hiddenFields.has(field.id)) continue;
    if (flaggedOptionsOf(field, answerOf(answers, field.id)).length > 0) out.push({ field, requires });
  }
  return out;
}

export type LogicIssueKind = 'missing' | 'self' | 'forward' | 'cycle' | 'operator' | 'option';
export interface LogicIssue {
  kind: LogicIssueKind;
  /** The field or task carrying the rule, and the field it points at (when there is one). */
  item: { task_id: number; field_id?: number; name: string };
  source?: { field_id: number; name: string };
}

/**
 * What is wrong with the template's rules, in template order: a rule must look at an earlier
 * question (a later one, or its own task's, would make the form depend on what comes after it: a
 * loop when the two point at each other), with an operator and answers its question can have.
 */
export function logicIssues(tasks: readonly LogicTask[]): LogicIssue[] {
  const all = new Map<number, { field: LogicField; task: LogicTask; index: number }>();
  const firstOf = new Map<number, number>();
  let index = 0;
  for (const task of tasks) {
    firstOf.set(task.id, index);
    for (const field of task.fields) all.set(field.id, { field, task, index: index++ });
  }
  // What an item waits on: its rule's question and, for a field, its task's rule.
  const waitsOn = (key: string): number[] => {
    const [kind, raw] = key.split(':');
    const id = Number(raw);
    if (kind === 't') {
      const task = tasks.find((t) => t.id === id);
      return task?.condition ? [task.condition.field_id] : [];
    }
    const found = all.get(id);
    if (!found) return [];
    return [found.field.condition?.field_id, found.task.condition?.field_id].filter(
      (s): s is number => s !== undefined,
    );
  };
  const reaches = (from: number, target: string): boolean => {
    const seen = new Set<string>();
    const stack = [`f:${from}`];
    while (stack.length > 0) {
      const key = stack.pop() as string;
      if (key === target) return true;
      if (seen.has(key)) continue;
      seen.add(key);
      const found = key.startsWith('f:') ? all.get(Number(key.slice(2))) : undefined;
      // A field of the task in question depends on it too: a task that hides on its own field loops.
      if (found && target === `t:${found.task.id}`) return true;
      for (const next of waitsOn(key)) stack.push(`f:${next}`);
    }
    return false;
  };
  const issues: LogicIssue[] = [];
  const check = (rule: Condition, item: LogicIssue['item'], before: number, key: string) => {
    const found = all.get(rule.field_id);
    if (!found) return issues.push({ kind: 'missing', item });
    const source = { field_id: found.field.id, name: found.field.field_name };
    if (item.field_id === rule.field_id) return issues.push({ kind: 'self', item, source });
    if (found.index >= before) {
      return issues.push({ kind: reaches(found.field.id, key) ? 'cycle' : 'forward', item, source });
    }
    if (!opsFor(found.field.field_type).includes(rule.op))
      return issues.push({ kind: 'operator', item, source });
    const values =
      rule.op === 'one_of'
        ? rule.values
        : 'value' in rule && typeof rule.value === 'string'
          ? [rule.value]
          : [];
    if (isChoiceType(found.field.field_type) && values.some((v) => !found.field.options.includes(v))) {
      issues.push({ kind: 'option', item, source });
    }
  };
  for (const task of tasks) {
    if (task.condition) {
      check(task.condition, { task_id: task.id, name: task.task }, firstOf.get(task.id) ?? 0, `t:${task.id}`);
    }
    for (const field of task.fields) {
      if (!field.condition) continue;
      const at = all.get(field.id)?.index ?? 0;
      check(
        field.condition,
        { task_id: task.id, field_id: field.id, name: field.field_name },
        at,
        `f:${field.id}`,
      );
    }
  }
  return issues;
}

export type ScoringIssue = 'notChoice' | 'unknownOption';

/** A field's scoring must name only its own options, and only a choice field scores. */
export function scoringIssue(
  field: Pick<LogicField, 'field_type' | 'options' | 'scoring'>,
): ScoringIssue | null {
  const s = field.scoring;
  if (!s) return null;
  const used = Object.keys(s.points).length > 0 || s.flagged.length > 0 || s.flag_requires !== null;
  if (!used) return null;
  if (!isChoiceType(field.field_type)) return 'notChoice';
  const names = [...Object.keys(s.points), ...s.flagged];
  return names.every((n) => field.options.includes(n)) ? null : 'unknownOption';
}
