import type { ErrorCode } from '@shared/error-codes';
import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { FieldType } from '@shared/constants';
import {
  fieldRuleErrors,
  fieldRuleIssues,
  type FieldInput,
  type FieldTypeRow,
  type Task,
  type TaskField,
} from '@shared/schemas/templates';
import type { Condition, Scoring } from '@shared/schemas/checklist-logic';
import type { Db } from '../db/client';
import { fieldTypes } from '../db/schema/lookups';
import { taskFields, tasks, templates } from '../db/schema/templates';
import { badRequest, notFound } from '../http/errors';
import { loadTasks } from './load-tasks';
import {
  assertScoring,
  keepRules,
  parseOptions,
  rulesBefore,
  type RulesState,
  rulesState,
  type Saved,
  storedScoring,
} from './template-logic';

/** Field weights after a drag and drop: 10, 20, 30… leaves room to place a field between two by hand. */
const ORDER_STEP = 10;

export async function listFieldTypes(db: Db): Promise<FieldTypeRow[]> {
  return db.select({ id: fieldTypes.id, name: fieldTypes.name }).from(fieldTypes).orderBy(asc(fieldTypes.id));
}

/** The live template a task belongs to; a task of a deleted template is gone with it (404). */
async function templateOfTask(db: Db, taskId: number): Promise<number> {
  const [row] = await db
    .select({ templateId: tasks.templateId })
    .from(tasks)
    .innerJoin(templates, eq(templates.id, tasks.templateId))
    .where(and(eq(tasks.id, taskId), isNull(templates.deletedAt)));
  if (!row) throw notFound('task');
  return row.templateId;
}

/**
 * Starts a save in a task that can break a rule: locks the template (always before any task or
 * field row, so two saves never wait on each other) and reads its rules as they are before it.
 */
async function beginRuleSave(tx: Db, taskId: number): Promise<{ templateId: number; before: RulesState }> {
  const templateId = await templateOfTask(tx, taskId);
  const before = await rulesBefore(tx, templateId);
  // Read after the lock: the task may have been deleted while this save waited for it.
  if (!before.tasks.some((t) => t.id === taskId)) throw notFound('task');
  return { templateId, before };
}

async function assertLiveTemplate(db: Db, templateId: number): Promise<void> {
  const [row] = await db
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.id, templateId), isNull(templates.deletedAt)));
  if (!row) throw notFound('template');
}

export async function listTasks(db: Db, templateId: number): Promise<Task[]> {
  await assertLiveTemplate(db, templateId);
  return loadTasks(db, templateId);
}

async function oneTask(db: Db, templateId: number, taskId: number): Promise<Task> {
  const [t] = await loadTasks(db, templateId, taskId);
  if (!t) throw notFound('task');
  return t;
}

type TaskValues = { task: string; weight: number; condition?: Condition | null };

export async function createTask(tx: Db, body: TaskValues & { template_id: number }): Promise<Task> {
  await assertLiveTemplate(tx, body.template_id);
  // A new task has no fields yet, so only its own rule can be wrong.
  const before = body.condition ? await rulesBefore(tx, body.template_id) : undefined;
  const [row] = await tx
    .insert(tasks)
    .values({
      templateId: body.template_id,
      task: body.task,
      weight: body.weight,
      condition: body.condition ?? null,
    })
    .returning({ id: tasks.id });
  if (before) await keepRules(tx, body.template_id, before, { own: { task: row!.id } });
  return oneTask(tx, body.template_id, row!.id);
}

/** A missing condition keeps the task's rule; a new weight may not move it past a rule's source. */
export async function updateTask(tx: Db, taskId: number, body: TaskValues): Promise<Task> {
  const [current] = await tx
    .select({ templateId: tasks.templateId, weight: tasks.weight, condition: tasks.condition })
    .from(tasks)
    .innerJoin(templates, eq(templates.id, tasks.templateId))
    .where(and(eq(tasks.id, taskId), isNull(templates.deletedAt)));
  if (!current) throw notFound('task');
  const sameRule =
    body.condition === undefined || isDeepStrictEqual(body.condition ?? null, current.condition ?? null);
  if (sameRule && body.weight === current.weight) {
    // A new name alone cannot break a rule: no template lock and no reading the whole template
    // back (200 tasks of 10 fields), so a rename shows at once (bench:task-editor).
    await tx.update(tasks).set({ task: body.task }).where(eq(tasks.id, taskId));
    return oneTask(tx, current.templateId, taskId);
  }
  const { templateId, before } = await beginRuleSave(tx, taskId);
  await tx
    .update(tasks)
    .set({ task: body.task, weight: body.weight, condition: body.condition })
    .where(eq(tasks.id, taskId));
  await keepRules(tx, templateId, before, { own: { task: taskId } });
  return oneTask(tx, templateId, taskId);
}

/**
 * Deleted for real with its fields (cascade): reports keep their own snapshot. Refused (409) while
 * another task's or field's rule looks at one of its fields.
 */
export async function deleteTask(tx: Db, taskId: number): Promise<void> {
  const { templateId, before } = await beginRuleSave(tx, taskId);
  await tx.delete(tasks).where(eq(tasks.id, taskId));
  await keepRules(tx, templateId, before);
}

/**
 * A copy of the task, same name, weight and rule, with copies of its fields, in the same template;
 * it sorts after the tasks of its weight. A rule looking inside the task moves to the copy of its
 * source; one looking elsewhere keeps its source. A copied rule that would be wrong where the copy
 * stands is dropped from the copy (the original keeps it) instead of refusing the whole copy:
 * the admin gets the task and sets that one rule again.
 */
export async function copyTask(tx: Db, taskId: number): Promise<Task> {
  const { templateId, before } = await beginRuleSave(tx, taskId);
  const original = await oneTask(tx, templateId, taskId);
  const [row] = await tx
    .insert(tasks)
    .values({ templateId, task: original.task, weight: original.weight })
    .returning({ id: tasks.id });
  const newId = row!.id;
  const ids = new Map<number, number>();
  if (original.fields.length > 0) {
    const copies = await tx
      .insert(taskFields)
      .values(original.fields.map((f) => ({ taskId: newId, ...storedField(f) })))
      .returning({ id: taskFields.id });
    // PostgreSQL returns the rows of one multi-row INSERT in the order of its VALUES.
    original.fields.forEach((f, i) => ids.set(f.id, copies[i]!.id));
  }
  const moved = (rule: Condition | null | undefined) =>
    rule ? { ...rule, field_id: ids.get(rule.field_id) ?? rule.field_id } : null;
  if (original.condition) {
    await tx
      .update(tasks)
      .set({ condition: moved(original.condition) })
      .where(eq(tasks.id, newId));
  }
  for (const f of original.fields.filter((x) => x.condition)) {
    await tx
      .update(taskFields)
      .set({ condition: moved(f.condition) })
      .where(eq(taskFields.id, ids.get(f.id)!));
  }
  for (const issue of rulesState(await loadTasks(tx, templateId)).issues) {
    if (issue.item.task_id !== newId) continue;
    if (issue.item.field_id === undefined) {
      await tx.update(tasks).set({ condition: null }).where(eq(tasks.id, newId));
    } else {
      await tx.update(taskFields).set({ condition: null }).where(eq(taskFields.id, issue.item.field_id));
    }
  }
  await keepRules(tx, templateId, before);
  return oneTask(tx, templateId, newId);
}

/** docs/product.md section 5; a 400 whose message names the field. */
function assertFieldRules(input: FieldInput) {
  const issues = Object.entries(fieldRuleIssues(input));
  if (issues.length === 0) return;
  const problems = Object.values(fieldRuleErrors(input)).join(' ');
  throw badRequest(
    { code: 'template.fieldRules', params: { field: input.field_name, problems } },
    Object.fromEntries(issues.map(([key, issue]) => [key, `field.${issue}` as ErrorCode])),
  );
}

const fieldValues = (input: FieldInput) => ({
  fieldName: input.field_name,
  fieldType: input.field_type,
  required: input.required,
  options: JSON.stringify(input.options),
  weight: input.weight,
  defaultValue: input.default_value,
  condition: input.condition,
  scoring: input.scoring === undefined ? undefined : storedScoring(input.scoring),
  // Only a Device inspection field asks for full coverage; missing keeps the stored choice.
  fullCoverage: input.field_type === FieldType.DeviceInspection ? input.full_coverage : false,
});

/** A stored field's columns without its rule, which a copy sets once its source's copy exists. */
export const storedField = (f: TaskField) => ({
  fieldName: f.field_name,
  fieldType: f.field_type,
  required: f.required,
  options: f.options,
  weight: f.weight,
  defaultValue: f.default_value,
  scoring: f.scoring ?? null,
  fullCoverage: f.full_coverage ?? false,
});

async function taskFieldsOf(db: Db, templateId: number, taskId: number): Promise<TaskField[]> {
  return (await oneTask(db, templateId, taskId)).fields;
}

export async function createField(tx: Db, input: FieldInput): Promise<TaskField> {
  assertFieldRules(input);
  assertScoring({ ...input, scoring: input.scoring ?? null }, 'scoring');
  const { templateId, before } = await beginRuleSave(tx, input.task_id);
  const [row] = await tx
    .insert(taskFields)
    .values({ taskId: input.task_id, ...fieldValues(input) })
    .returning({ id: taskFields.id });
  await keepRules(tx, templateId, before, { own: { field: row!.id } });
  const field = (await taskFieldsOf(tx, templateId, input.task_id)).find((f) => f.id === row!.id);
  return field!;
}

/**
 * Answers the task's full field list, sorted, as the spec's client expects. A missing condition or
 * scoring keeps the stored one; a new type or options must still fit its own scoring and every
 * rule that looks at the field.
 */
export async function updateField(tx: Db, input: FieldInput & { field_id: number }): Promise<TaskField[]> {
  assertFieldRules(input);
  const { templateId, before } = await beginRuleSave(tx, input.task_id);
  const [current] = await tx
    .select({
      taskId: taskFields.taskId,
      fieldType: taskFields.fieldType,
      options: taskFields.options,
      scoring: taskFields.scoring,
    })
    .from(taskFields)
    .where(eq(taskFields.id, input.field_id))
    .for('update');
  if (!current) throw notFound('field');
  if (current.taskId !== input.task_id) {
    throw badRequest('template.fieldOtherTask', { task_id: 'template.notTheTask' });
  }
  const typeChanged = current.fieldType !== input.field_type;
  const key = typeChanged ? 'field_type' : 'options';
  const optionsChanged = JSON.stringify(parseOptions(current.options)) !== JSON.stringify(input.options);
  const scoring: Scoring | null = input.scoring === undefined ? (current.scoring ?? null) : input.scoring;
  assertScoring({ ...input, scoring }, input.scoring === undefined ? key : 'scoring');
  await tx.update(taskFields).set(fieldValues(input)).where(eq(taskFields.id, input.field_id));
  const saved: Saved = { own: { field: input.field_id } };
  if (typeChanged || optionsChanged) saved.key = key;
  await keepRules(tx, templateId, before, saved);
  return taskFieldsOf(tx, templateId, input.task_id);
}

export async function deleteField(tx: Db, fieldId: number): Promise<void> {
  const [field] = await tx
    .select({ taskId: taskFields.taskId })
    .from(taskFields)
    .where(eq(taskFields.id, fieldId));
  if (!field) throw notFound('field');
  const { templateId, before } = await beginRuleSave(tx, field.taskId);
  const deleted = await tx
    .delete(taskFields)
    .where(eq(taskFields.id, fieldId))
    .returning({ id: taskFields.id });
  if (deleted.length === 0) throw notFound('field');
  // Refused (409) while a rule looks at the field, naming the rules to change first.
  await keepRules(tx, templateId, before);
}

/** Weights 10, 20, 30… in the given order, which must name every field of the task once. */
export async function reorderFields(tx: Db, taskId: number, fieldIds: number[]): Promise<TaskField[]> {
  const { templateId, before } = await beginRuleSave(tx, taskId);
  const current = await tx
    .select({ id: taskFields.id })
    .from(taskFields)
    .where(eq(taskFields.taskId, taskId))
    .for('update');
  const known = new Set(current.map((f) => f.id));
  if (new Set(fieldIds).size !== fieldIds.length || fieldIds.length !== known.size) {
    throw badRequest('template.orderIncomplete', { field_ids: 'template.orderEveryField' });
  }
  if (fieldIds.some((id) => !known.has(id))) {
    throw badRequest('template.orderOtherTask', { field_ids: 'template.orderEveryField' });
  }
  for (const [i, id] of fieldIds.entries()) {
    await tx
      .update(taskFields)
      .set({ weight: (i + 1) * ORDER_STEP })
      .where(and(eq(taskFields.id, id), eq(taskFields.taskId, taskId)));
  }
  // A field may not move before the question its rule looks at, nor its source after it (409).
  await keepRules(tx, templateId, before);
  return taskFieldsOf(tx, templateId, taskId);
}
