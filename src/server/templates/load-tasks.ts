import { and, asc, eq } from 'drizzle-orm';
import type { Task } from '@shared/schemas/templates';
import type { Db } from '../db/client';
import { fieldTypes } from '../db/schema/lookups';
import { taskFields, tasks } from '../db/schema/templates';

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
      taskCondition: tasks.condition,
      field: {
        id: taskFields.id,
        field_name: taskFields.fieldName,
        field_type: taskFields.fieldType,
        required: taskFields.required,
        options: taskFields.options,
        weight: taskFields.weight,
        default_value: taskFields.defaultValue,
        condition: taskFields.condition,
        scoring: taskFields.scoring,
        full_coverage: taskFields.fullCoverage,
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
      t = {
        id: row.taskId,
        template_id: templateId,
        task: row.task,
        weight: row.taskWeight,
        condition: row.taskCondition ?? null,
        fields: [],
      };
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
        condition: f.condition ?? null,
        scoring: f.scoring ?? null,
        full_coverage: f.full_coverage,
      });
    }
  }
  return [...byId.values()];
}
