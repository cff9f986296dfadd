import { eq, inArray } from 'drizzle-orm';
import { FieldType } from '@shared/constants';
import type { Condition, Scoring } from '@shared/schemas/checklist-logic';
import type { Db } from '../db/client';
import { reports } from '../db/schema/reports';
import { taskFields, tasks, templates } from '../db/schema/templates';
import { insertReport, insertTemplate, type ReportInput } from './reports.fixtures';

/**
 * A checklist with rules (issue 16), written straight to the database (the templates API checks
 * rules elsewhere). "Where seen" and the whole "Treatment" task show only when pests were seen;
 * three scored questions whose flagged answers need a note, a photo and a corrective action.
 * Most points: 10 + 10 + 5 = 25; pass mark 60%.
 */
export async function insertLogicTemplate(db: Db) {
  const template = await insertTemplate(db, {
    name: 'Kitchen Audit',
    companyName: 'Greenleaf Pest & Lawn',
    tasks: [
      {
        task: 'Inspection',
        fields: [
          { name: 'Pests seen', type: FieldType.Radio, required: true, options: ['No', 'Yes'] },
          { name: 'Where seen', type: FieldType.Text, required: true },
          { name: 'Cleanliness', type: FieldType.Dropdown, options: ['Clean', 'Dirty'] },
          { name: 'Door seals', type: FieldType.Radio, options: ['Sealed', 'Broken'] },
        ],
      },
      {
        task: 'Treatment',
        fields: [
          { name: 'Product applied', type: FieldType.ChemicalApplication },
          { name: 'Treatment notes', type: FieldType.Paragraph, required: true },
        ],
      },
    ],
  });
  const [pests, where, clean, seals, product, notes] = template.fieldIds as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [inspection, treatment] = template.taskIds as [number, number];
  const seen: Condition = { field_id: pests, op: 'equals', value: 'Yes' };
  const scorings: [number, Scoring][] = [
    [pests, { points: { No: 10, Yes: 0 }, flagged: ['Yes'], flag_requires: 'note' }],
    [clean, { points: { Clean: 10, Dirty: 0 }, flagged: ['Dirty'], flag_requires: 'photo' }],
    [seals, { points: { Sealed: 5, Broken: 0 }, flagged: ['Broken'], flag_requires: 'action' }],
  ];
  for (const [id, scoring] of scorings) {
    await db.update(taskFields).set({ scoring }).where(eq(taskFields.id, id));
  }
  await db.update(taskFields).set({ condition: seen }).where(eq(taskFields.id, where));
  await db.update(tasks).set({ condition: seen }).where(eq(tasks.id, treatment));
  await db.update(templates).set({ passMark: 60 }).where(eq(templates.id, template.id));
  return { id: template.id, inspection, treatment, pests, where, clean, seals, product, notes };
}

/**
 * A report of the template whose snapshot holds its rules, scoring and pass mark as they are now
 * (what buildSnapshot copies since issue 16; written here too, so this holds on its own).
 */
export async function insertLogicReport(db: Db, input: ReportInput): Promise<number> {
  const id = await insertReport(db, input);
  const [row] = await db.select({ snapshot: reports.snapshot }).from(reports).where(eq(reports.id, id));
  const snapshot = row!.snapshot;
  const [template] = await db
    .select({ passMark: templates.passMark })
    .from(templates)
    .where(eq(templates.id, input.templateId));
  const taskRows = await db
    .select({ id: tasks.id, condition: tasks.condition })
    .from(tasks)
    .where(eq(tasks.templateId, input.templateId));
  const fieldRows = await db
    .select({ id: taskFields.id, condition: taskFields.condition, scoring: taskFields.scoring })
    .from(taskFields)
    .where(
      inArray(
        taskFields.taskId,
        taskRows.map((t) => t.id),
      ),
    );
  snapshot.template.pass_mark = template?.passMark ?? null;
  for (const task of snapshot.tasks) {
    task.condition = taskRows.find((r) => r.id === task.id)?.condition ?? null;
    for (const field of task.fields) {
      const rules = fieldRows.find((r) => r.id === field.id);
      field.condition = rules?.condition ?? null;
      field.scoring = rules?.scoring ?? null;
    }
  }
  await db.update(reports).set({ snapshot }).where(eq(reports.id, id));
  return id;
}
