import { and, eq, isNull } from 'drizzle-orm';
import {
  type LogicIssue,
  type LogicIssueKind,
  type LogicTask,
  logicIssues,
  scoringIssue,
} from '@shared/checklist-logic';
import type { ErrorCode, ErrorParams } from '@shared/error-codes';
import type { Condition, Scoring } from '@shared/schemas/checklist-logic';
import type { Task } from '@shared/schemas/templates';
import type { Db } from '../db/client';
import { templates } from '../db/schema/templates';
import { badRequest, HttpError, notFound } from '../http/errors';
import { loadTasks } from './load-tasks';

/**
 * The rules of a template are checked on its whole would-be state (issue 16, decision 0034): each
 * save that can break one (a rule, a move, a type or options change, a delete) is written, the
 * template is read back in the same transaction and run through logicIssues(), and the
 * transaction is refused (rolled back) when the save made a rule wrong. Reading back, rather than
 * predicting, means the order checked is exactly the order loadTasks and the snapshot use.
 */

/** Options are JSON text in task_fields; anything that is not a list of strings counts as none. */
export function parseOptions(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((o): o is string => typeof o === 'string') : [];
  } catch {
    return [];
  }
}

export const toLogicTasks = (list: readonly Task[]): LogicTask[] =>
  list.map((t) => ({
    id: t.id,
    task: t.task,
    condition: t.condition ?? null,
    fields: t.fields.map((f) => ({
      id: f.id,
      field_name: f.field_name,
      field_type: f.field_type,
      options: parseOptions(f.options),
      condition: f.condition ?? null,
      scoring: f.scoring ?? null,
    })),
  }));

/**
 * Serialises rule-changing saves of one template, so two admins cannot each pass the check and
 * together leave a loop. NO KEY UPDATE leaves reports' foreign keys free; starting a report (FOR
 * SHARE) waits, so its snapshot never holds half a change.
 */
export async function lockTemplateRules(tx: Db, templateId: number): Promise<void> {
  const [row] = await tx
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.id, templateId), isNull(templates.deletedAt)))
    .for('no key update');
  if (!row) throw notFound('template');
}

export interface RulesState {
  tasks: LogicTask[];
  issues: LogicIssue[];
}

export const rulesState = (list: readonly Task[]): RulesState => {
  const tasks = toLogicTasks(list);
  return { tasks, issues: logicIssues(tasks) };
};

/**
 * The item whose own rule the save carries (a field or task created or edited), and the body key a
 * refusal caused by its other changes goes on (a field's new type or options).
 */
export interface Saved {
  own?: { field: number } | { task: number };
  key?: 'options' | 'field_type';
}

const itemKey = (item: LogicIssue['item']) =>
  item.field_id === undefined ? `t:${item.task_id}` : `f:${item.field_id}`;
const issueKey = (i: LogicIssue) => `${i.kind}:${itemKey(i.item)}`;

const OWN_CODES: Record<LogicIssueKind, ErrorCode> = {
  missing: 'checklist.ruleMissing',
  self: 'checklist.ruleSelf',
  forward: 'checklist.ruleForward',
  cycle: 'checklist.ruleCycle',
  operator: 'checklist.ruleOperatorType',
  option: 'checklist.ruleOption',
};

/** Another item's rule broken by a save: its source deleted, moved after it, or changed under it. */
const CONFLICT_CODES: Record<LogicIssueKind, ErrorCode> = {
  missing: 'checklist.ruleInUse',
  self: 'checklist.ruleMoved',
  forward: 'checklist.ruleMoved',
  cycle: 'checklist.ruleMoved',
  operator: 'checklist.ruleBrokenByChange',
  option: 'checklist.ruleBrokenByChange',
};

/** The rule an item carries in a state (an issue names the item, a missing source only by id). */
function ruleOf(tasks: readonly LogicTask[], item: LogicIssue['item']): Condition | null | undefined {
  const task = tasks.find((t) => t.id === item.task_id);
  if (item.field_id === undefined) return task?.condition;
  return task?.fields.find((f) => f.id === item.field_id)?.condition;
}

const fieldName = (tasks: readonly LogicTask[], id: number | undefined) =>
  tasks.flatMap((t) => t.fields).find((f) => f.id === id)?.field_name;

const list = (names: (string | undefined)[]) =>
  [...new Set(names.filter((n): n is string => !!n))].join(', ');

/**
 * Refuses the save when it left a rule wrong that was right before it. The saved item's own rule
 * is always checked (400 on `condition`, naming it and its source); another item's rule broken by
 * this save is a 409 naming that item (the dependant) and the question it looks at.
 */
export function assertRulesKept(before: RulesState, after: RulesState, saved: Saved = {}): void {
  const known = new Set(before.issues.map(issueKey));
  const ownKey = !saved.own
    ? undefined
    : 'field' in saved.own
      ? `f:${saved.own.field}`
      : `t:${saved.own.task}`;
  const own = after.issues.find((i) => itemKey(i.item) === ownKey);
  if (own) {
    const params: ErrorParams = { field: own.item.name };
    if (own.source) params.source = own.source.name;
    const code = OWN_CODES[own.kind];
    throw badRequest({ code, params }, { condition: { code, params } });
  }
  const broken = after.issues.filter((i) => !known.has(issueKey(i)));
  const first = broken[0];
  if (!first) return;
  const same = broken.filter((i) => CONFLICT_CODES[i.kind] === CONFLICT_CODES[first.kind]);
  const dependants = list(same.map((i) => i.item.name));
  const code = CONFLICT_CODES[first.kind];
  // A deleted source is gone from the new state: its name comes from the state before.
  const source =
    first.kind === 'missing'
      ? list(same.map((i) => fieldName(before.tasks, ruleOf(before.tasks, i.item)?.field_id)))
      : list(same.map((i) => i.source?.name));
  const params = { source, dependants };
  throw new HttpError(409, { code, params }, saved.key ? { [saved.key]: { code, params } } : undefined);
}

/** A field's points and flags name only its own options, and only a choice field has them (400). */
export function assertScoring(
  field: { field_name: string; field_type: number; options: string[]; scoring: Scoring | null },
  key: 'scoring' | 'options' | 'field_type',
): void {
  const issue = scoringIssue(field);
  if (!issue) return;
  const code: ErrorCode = issue === 'notChoice' ? 'checklist.scoringNotChoice' : 'checklist.scoringOption';
  const params = { field: field.field_name };
  throw badRequest({ code, params }, { [key]: { code, params } });
}

/** Scoring that gives no points, flags nothing and asks for nothing is stored as none. */
export const storedScoring = (s: Scoring | null): Scoring | null =>
  s && (Object.keys(s.points).length > 0 || s.flagged.length > 0 || s.flag_requires !== null) ? s : null;

/** A rule pointed at a copied field, moved to that field's copy; null when the source was not copied. */
export function remapRule(rule: Condition | null | undefined, ids: ReadonlyMap<number, number>) {
  if (!rule) return null;
  const to = ids.get(rule.field_id);
  return to === undefined ? null : { ...rule, field_id: to };
}

/** The template's rules before a save that can break one, with its rule saves serialised. */
export async function rulesBefore(tx: Db, templateId: number): Promise<RulesState> {
  await lockTemplateRules(tx, templateId);
  return rulesState(await loadTasks(tx, templateId));
}

/** Reads the template back after the write; refuses (rolls back) if the save broke a rule. */
export async function keepRules(
  tx: Db,
  templateId: number,
  before: RulesState,
  saved?: Saved,
): Promise<void> {
  assertRulesKept(before, rulesState(await loadTasks(tx, templateId)), saved);
}
