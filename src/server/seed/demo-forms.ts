import { FIELD_TYPE_NAMES, type FieldTypeId, type StatusId } from '@shared/constants';
import type { ReportSnapshot } from '../db/schema/reports';

/**
 * A template field plus, for the seed only, what a technician would plausibly answer: `samples` for
 * text, `range` for numbers, `days` (after the report's start) for dates, `products` for a chemical
 * application. None of the hints is stored.
 */
export interface DemoField {
  name: string;
  type: FieldTypeId;
  required?: boolean;
  options?: string[];
  link?: string;
  samples?: string[];
  range?: [min: number, max: number, decimals?: number];
  days?: [min: number, max: number];
  products?: string[];
}

export interface DemoTask {
  task: string;
  fields: DemoField[];
}

export interface DemoTemplate {
  name: string;
  companyName: string;
  statusId: StatusId;
  /** Job categories a report from this template is made for. */
  categories: string[];
  createdDaysAgo: number;
  tasks: DemoTask[];
}

/** Ids reserved for the templates, their tasks and their fields, in the order of the demo data. */
export interface FormIds {
  templates: readonly number[];
  tasks: readonly number[];
  fields: readonly number[];
}

export function nth(ids: readonly number[], i: number): number {
  const id = ids[i];
  if (id === undefined) throw new Error(`demo seed: no id reserved for row ${i}`);
  return id;
}

const weightOf = (position: number) => (position + 1) * 10;

/**
 * Each template as a report snapshot. The tasks and task_fields rows are written from these same
 * objects, so a report's snapshot matches its template exactly.
 */
export function buildSnapshots(templates: readonly DemoTemplate[], ids: FormIds): ReportSnapshot[] {
  let nextTask = 0;
  let nextField = 0;
  return templates.map((t, i) => ({
    template: { id: nth(ids.templates, i), name: t.name, company_name: t.companyName },
    tasks: t.tasks.map((task, k) => ({
      id: nth(ids.tasks, nextTask++),
      task: task.task,
      weight: weightOf(k),
      fields: task.fields.map((f, j) => ({
        id: nth(ids.fields, nextField++),
        field_name: f.name,
        field_type: f.type,
        type_name: FIELD_TYPE_NAMES[f.type],
        required: f.required ? 1 : 0,
        options: f.options ?? [],
        weight: weightOf(j),
        default_value: f.link ?? null,
      })),
    })),
  }));
}
