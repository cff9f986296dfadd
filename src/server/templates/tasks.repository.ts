import type { ErrorCode } from '@shared/error-codes';
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  fieldRuleErrors,
  fieldRuleIssues,
  type FieldInput,
  type FieldTypeRow,
  type Task,
  type TaskField,
} from '@shared/schemas/templates';
import type { Db } from '../db/client';
import { fieldTypes } from '../db/schema/lookups';
import { taskFields, tasks, templates } from '../db/schema/templates';
import { badRequest, notFound } from '../http/errors';

/** Field weights after a drag and drop: 10, 20, 30… leaves room to place a field between two by hand. */
const ORDER_STEP = 10;

export async function listFieldTypes(db: Db): Promise<FieldTypeRow[]> {
  return db.select({ id: fieldTypes.id, name: fieldTypes.name }).from(fieldTypes).orderBy(asc(fieldTypes.id));
}

/**
 * A template's tasks with their fields, each sorted by weight then id. One statement, so a copy or a
 * snapshot made from it never mixes two versions of the template.
 */
export async function loadTasks(db: Db, templateId: number, taskId?: number): Promise<Task[]> {
  const rows = await db
    .select({
      taskId: tasks.id,
      task: tasks.task,
      taskWeight: tasks.weight,
      field: {
        id: taskFields.id,
        field_name: taskFields.fieldName,
        field_type: taskFields.fieldType,
        required: taskFields.required,
        options: taskFields.options,
        weight: taskFields.weight,
        default_value: taskFields.defaultValue,
      },
      typeName: fieldTypes.name,
    })
    .from(tasks)
    .leftJoin(taskFields, eq(taskFields.taskId, tasks.id))
    .leftJoin(fieldTypes, eq(fieldTypes.id, taskFields.fieldType))
    .where(and(eq(tasks.templateId, templateId), taskId === undefined ? undefined : eq(tasks.id, taskId)))
    .orderBy(asc(tasks.weight), asc(tasks.id), asc(taskFields.weight), asc(taskFields.id));
  const byId = new Map<number, Task>();
  for (const row of rows) {
    let t = byId.get(row.taskId);
    if (!t) {
      t = { id: row.taskId, template_id: templateId, task: row.task, weight: row.taskWeight, fields: [] };
      byId.set(row.taskId, t);
    }
    const f = row.field;
    if (f) {
      t.fields.push({
        id: f.id,
        task_id: row.taskId,
        field_name: f.field_name,
        field_type: f.field_type,
        type: { id: f.field_type, name: row.typeName ?? '' },
        required: f.required === 1 ? 1 : 0,
        options: f.options,
        weight: f.weight,
        default_value: f.default_value,
      });
    }
  }
  return [...byId.values()];
}

/** The live template a task belongs to; a task of a deleted template is gone with it (404). */
async function templateOfTask(db: Db, taskId: number, lock = false): Promise<number> {
  const query = db
    .select({ templateId: tasks.templateId })
    .from(tasks)
    .innerJoin(templates, eq(templates.id, tasks.templateId))
    .where(and(eq(tasks.id, taskId), isNull(templates.deletedAt)));
  const [row] = lock ? await query.for('update', { of: tasks }) : await query;
  if (!row) throw notFound('task');
  return row.templateId;
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

export async function createTask(
  tx: Db,
  body: { template_id: number; task: string; weight: number },
): Promise<Task> {
  await assertLiveTemplate(tx, body.template_id);
  const [row] = await tx
    .insert(tasks)
    .values({ templateId: body.template_id, task: body.task, weight: body.weight })
    .returning({ id: tasks.id });
  return oneTask(tx, body.template_id, row!.id);
}

export async function updateTask(
  tx: Db,
  taskId: number,
  body: { task: string; weight: number },
): Promise<Task> {
  const templateId = await templateOfTask(tx, taskId, true);
  await tx.update(tasks).set({ task: body.task, weight: body.weight }).where(eq(tasks.id, taskId));
  return oneTask(tx, templateId, taskId);
}

/** Deleted for real with its fields (cascade): reports keep their own snapshot. */
export async function deleteTask(tx: Db, taskId: number): Promise<void> {
  await templateOfTask(tx, taskId, true);
  await tx.delete(tasks).where(eq(tasks.id, taskId));
}

/** A copy of the task, same name and weight, with copies of its fields, in the same template. */
export async function copyTask(tx: Db, taskId: number): Promise<Task> {
  const templateId = await templateOfTask(tx, taskId);
  const original = await oneTask(tx, templateId, taskId);
  const [row] = await tx
    .insert(tasks)
    .values({ templateId, task: original.task, weight: original.weight })
    .returning({ id: tasks.id });
  const newId = row!.id;
  if (original.fields.length > 0) {
    await tx.insert(taskFields).values(
      original.fields.map((f) => ({
        taskId: newId,
        fieldName: f.field_name,
        fieldType: f.field_type,
        required: f.required,
        options: f.options,
        weight: f.weight,
        defaultValue: f.default_value,
      })),
    );
  }
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
});

async function taskFieldsOf(db: Db, templateId: number, taskId: number): Promise<TaskField[]> {
  return (await oneTask(db, templateId, taskId)).fields;
}

export async function createField(tx: Db, input: FieldInput): Promise<TaskField> {
  assertFieldRules(input);
  const templateId = await templateOfTask(tx, input.task_id);
  const [row] = await tx
    .insert(taskFields)
    .values({ taskId: input.task_id, ...fieldValues(input) })
    .returning({ id: taskFields.id });
  const field = (await taskFieldsOf(tx, templateId, input.task_id)).find((f) => f.id === row!.id);
  return field!;
}

/** Answers the task's full field list, sorted, as the spec's client expects. */
export async function updateField(tx: Db, input: FieldInput & { field_id: number }): Promise<TaskField[]> {
  assertFieldRules(input);
  const templateId = await templateOfTask(tx, input.task_id);
  const [current] = await tx
    .select({ taskId: taskFields.taskId })
    .from(taskFields)
    .where(eq(taskFields.id, input.field_id))
    .for('update');
  if (!current) throw notFound('field');
  if (current.taskId !== input.task_id) {
    throw badRequest('template.fieldOtherTask', { task_id: 'template.notTheTask' });
  }
  await tx.update(taskFields).set(fieldValues(input)).where(eq(taskFields.id, input.field_id));
  return taskFieldsOf(tx, templateId, input.task_id);
}

export async function deleteField(tx: Db, fieldId: number): Promise<void> {
  const [field] = await tx
    .select({ taskId: taskFields.taskId })
    .from(taskFields)
    .where(eq(taskFields.id, fieldId))
    .for('update');
  if (!field) throw notFound('field');
  await templateOfTask(tx, field.taskId);
  await tx.delete(taskFields).where(eq(taskFields.id, fieldId));
}

/** Weights 10, 20, 30… in the given order, which must name every field of the task once. */
export async function reorderFields(tx: Db, taskId: number, fieldIds: number[]): Promise<TaskField[]> {
  const templateId = await templateOfTask(tx, taskId, true);
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
  return taskFieldsOf(tx, templateId, taskId);
}
