import { asc, eq, inArray } from 'drizzle-orm';
import { FIELD_TYPE_NAMES, FieldType, type FieldTypeId } from '@shared/constants';
import type { Db } from '../db/client';
import type { ReportSnapshot } from '../db/schema/reports';
import { taskFields, tasks, templates } from '../db/schema/templates';
import { parseOptions } from '../templates/templates.public';

type SnapshotField = ReportSnapshot['tasks'][number]['fields'][number];

/**
 * The template's tasks and fields as they are now, sorted by weight (docs/product.md section 6): the
 * report keeps this copy, so later edits to the template never change it. That includes the rules,
 * points and pass mark (issue 16): a report's visibility and score are always computed from it.
 */
export async function buildSnapshot(db: Db, templateId: number): Promise<ReportSnapshot> {
  const [template] = await db
    .select({
      id: templates.id,
      name: templates.name,
      company_name: templates.companyName,
      pass_mark: templates.passMark,
    })
    .from(templates)
    .where(eq(templates.id, templateId));
  if (!template) throw new Error(`template ${templateId} does not exist`);
  const taskRows = await db
    .select({ id: tasks.id, task: tasks.task, weight: tasks.weight, condition: tasks.condition })
    .from(tasks)
    .where(eq(tasks.templateId, templateId))
    .orderBy(asc(tasks.weight), asc(tasks.id));
  const fieldRows =
    taskRows.length === 0
      ? []
      : await db
          .select()
          .from(taskFields)
          .where(
            inArray(
              taskFields.taskId,
              taskRows.map((t) => t.id),
            ),
          )
          .orderBy(asc(taskFields.weight), asc(taskFields.id));
  const fieldsOf = new Map<number, SnapshotField[]>();
  for (const f of fieldRows) {
    const list = fieldsOf.get(f.taskId) ?? [];
    list.push({
      id: f.id,
      field_name: f.fieldName,
      field_type: f.fieldType,
      type_name: FIELD_TYPE_NAMES[f.fieldType as FieldTypeId] ?? String(f.fieldType),
      required: f.required === 1 ? 1 : 0,
      options: parseOptions(f.options),
      weight: f.weight,
      default_value: f.defaultValue,
      condition: f.condition ?? null,
      scoring: f.scoring ?? null,
      ...(f.fieldType === FieldType.DeviceInspection ? { full_coverage: f.fullCoverage } : {}),
    });
    fieldsOf.set(f.taskId, list);
  }
  return {
    template,
    tasks: taskRows.map((t) => ({ ...t, condition: t.condition ?? null, fields: fieldsOf.get(t.id) ?? [] })),
  };
}

export const snapshotFields = (snapshot: ReportSnapshot): SnapshotField[] =>
  snapshot.tasks.flatMap((t) => t.fields);
