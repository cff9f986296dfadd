import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { Condition, Scoring } from '@shared/schemas/checklist-logic';
import { createdAt, id, softDelete, updatedAt } from './columns';
import { fieldTypes, statuses } from './lookups';

export const templates = pgTable(
  'templates',
  {
    id: id(),
    name: text('name').notNull(),
    companyName: text('company_name').notNull().default(''),
    statusId: integer('status_id')
      .notNull()
      .references(() => statuses.id),
    /** Percent of the points a report must score to pass; null: no pass or fail (decision 0034). */
    passMark: smallint('pass_mark'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...softDelete(),
  },
  (t) => [
    index('templates_list_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('templates_status_list_idx')
      .on(t.statusId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('templates_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('templates_company_trgm_idx').using('gin', sql`${t.companyName} gin_trgm_ops`),
    index('templates_deleted_at_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
  ],
);

/** Tasks and fields are edited in place; reports keep their own snapshot, so these delete for real. */
export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id),
    task: text('task').notNull(),
    weight: integer('weight').notNull().default(1),
    /** Show the task only when an earlier field's answer meets this rule (decision 0034). */
    condition: jsonb('condition').$type<Condition>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tasks_template_idx').on(t.templateId, t.weight, t.id)],
);

export const taskFields = pgTable(
  'task_fields',
  {
    id: id(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    fieldName: text('field_name').notNull(),
    fieldType: integer('field_type')
      .notNull()
      .references(() => fieldTypes.id),
    required: smallint('required').notNull().default(0),
    /** JSON text of a string array, as the spec's client sends and reads it. */
    options: text('options').notNull().default('[]'),
    weight: integer('weight').notNull().default(1),
    /** The URL shown to the technician when the type is Link (11). */
    defaultValue: text('default_value'),
    /** Show the field only when an earlier field's answer meets this rule (decision 0034). */
    condition: jsonb('condition').$type<Condition>(),
    /** A choice field's points per option, flagged options and what a flag requires. */
    scoring: jsonb('scoring').$type<Scoring>(),
    /** A Device inspection field (12): submit needs every active device of the location inspected. */
    fullCoverage: boolean('full_coverage').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('task_fields_task_idx').on(t.taskId, t.weight, t.id)],
);
