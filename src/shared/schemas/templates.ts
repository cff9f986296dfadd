import { z } from 'zod';
import { sortQuery } from './list-sort';
import { ERROR_TEXTS } from '../error-codes';
import { FIELD_TYPE_NAMES, FIELD_TYPES_WITH_OPTIONS, FieldType, Status } from '../constants';
import { condition, passMark, scoring } from './checklist-logic';
import {
  activeQuery,
  BIDI_CONTROLS_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  errorResponse,
  filterQuery,
  hasBidiControls,
  hasControlCharacters,
  pageQuery,
  singleLineText,
  statusId,
} from './common';

export const NAME_MAX = 200;
export const OPTION_MAX = 200;
export const OPTIONS_MAX = 100;
export const URL_MAX = 2000;
/** Weights sort tasks and fields; any whole number in this range. */
export const WEIGHT_MIN = -1_000_000;
export const WEIGHT_MAX = 1_000_000;
export const DEFAULT_WEIGHT = 1;
export const RADIO_OPTIONS = 2;

const FIELD_TYPE_IDS = Object.keys(FIELD_TYPE_NAMES).map(Number);

// ---------------------------------------------------------------------------------------------
// Templates
// ---------------------------------------------------------------------------------------------

/** The templates list's sortable columns (issue 18): `?sort=name`, `?sort=-created_at`. */
export const TEMPLATE_SORTS = ['name', 'company_name', 'status', 'created_at'] as const;

export const templatesFilterQuery = z.object({
  filter: filterQuery,
  page: pageQuery,
  sort: sortQuery(TEMPLATE_SORTS),
  active: activeQuery,
});
export type TemplatesFilterQuery = z.input<typeof templatesFilterQuery>;

/** Spec section 3, "Template", plus the status id the edit form needs. */
export const templateRow = z.object({
  id: z.number(),
  name: z.string(),
  company_name: z.string(),
  status_id: z.number(),
  status: z.object({ status: z.string() }),
  created_at: z.date().or(z.string()),
  /**
   * Percent of the points a report must score to pass; null: no pass or fail (issue 16). The server
   * always sends it; optional in the type only so older fixtures still build.
   */
  pass_mark: z.number().nullable().optional(),
});
export type TemplateRow = z.infer<typeof templateRow>;

export const templatesResponse = z.object({ templates: z.array(templateRow), total: z.number() });
export type TemplatesResponse = z.infer<typeof templatesResponse>;

const name = (what: string) =>
  singleLineText(`${what} is required.`)
    .trim()
    .min(1, `${what} is required.`)
    .max(NAME_MAX, `${what} has at most ${NAME_MAX} characters.`);

const companyName = singleLineText()
  .trim()
  .max(NAME_MAX, `Company name has at most ${NAME_MAX} characters.`)
  .nullish()
  .transform((v) => v ?? '');

export const templateBody = z.object({
  name: name('Name'),
  company_name: companyName,
  status_id: statusId.default(Status.Active),
  /** Missing: none on create, unchanged on update; null clears it. */
  pass_mark: passMark.optional(),
});
export type TemplateBody = z.input<typeof templateBody>;

/** The copy form: a new name and company name, both optional (the server derives them). */
export const templateCopyBody = z
  .object({ name: name('Name').optional(), company_name: companyName.optional() })
  .nullish();
export type TemplateCopyBody = z.input<typeof templateCopyBody>;

export const deleteTemplateResponse = z.object({ status: z.literal('success') });
/** The spec's refusal (`status`, `used_count`) with the code every error answer carries. */
export const templateInUseResponse = errorResponse.extend({
  status: z.literal('in_use'),
  used_count: z.number(),
});
export type TemplateInUse = z.infer<typeof templateInUseResponse>;

// ---------------------------------------------------------------------------------------------
// Tasks and fields
// ---------------------------------------------------------------------------------------------

export const fieldType = z.object({ id: z.number(), name: z.string() });
export type FieldTypeRow = z.infer<typeof fieldType>;

/** Spec section 3, "Task field"; `options` is JSON text of a list of strings, as the client reads it. */
export const taskField = z.object({
  id: z.number(),
  task_id: z.number(),
  field_name: z.string(),
  field_type: z.number(),
  type: fieldType,
  required: z.union([z.literal(0), z.literal(1)]),
  options: z.string(),
  weight: z.number(),
  default_value: z.string().nullable(),
  /**
   * Show the field only when an earlier field's answer meets this rule; its points and flags
   * (issue 16). Always sent (null when none); optional in the type only so older fixtures build.
   */
  condition: condition.nullable().optional(),
  scoring: scoring.nullable().optional(),
  /** A Device inspection field (12): submit needs every active device inspected (issue 17). */
  full_coverage: z.boolean().optional(),
});
export type TaskField = z.infer<typeof taskField>;

/** Spec section 3, "Task". */
export const task = z.object({
  id: z.number(),
  template_id: z.number(),
  task: z.string(),
  weight: z.number(),
  /** Show the task only when an earlier field's answer meets this rule; always sent, null when none. */
  condition: condition.nullable().optional(),
  fields: z.array(taskField),
});
export type Task = z.infer<typeof task>;

/** `GET /api/template/tasks/{templateId}`: the client reads the list in `data.data`. */
export const tasksResponse = z.object({ data: z.array(task) });
export type TasksResponse = z.infer<typeof tasksResponse>;

const id = (what: string) =>
  z.coerce
    .number({ error: `${what} is required.` })
    .int(`${what} is not valid.`)
    .positive(`${what} is not valid.`)
    .max(2_147_483_647, `${what} is not valid.`);

/**
 * A weight arrives as a number or as the text of a form input. Missing means the default (1); a
 * text that is not a whole number is refused rather than read as 0.
 */
export const weightInput = z
  .union([z.number(), z.string(), z.null()], { error: 'Weight must be a whole number.' })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null) return DEFAULT_WEIGHT;
    const n = typeof v === 'number' ? v : /^\s*-?\d+\s*$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isInteger(n)) {
      ctx.addIssue({ code: 'custom', message: 'Weight must be a whole number.' });
      return z.NEVER;
    }
    if (n < WEIGHT_MIN || n > WEIGHT_MAX) {
      ctx.addIssue({ code: 'custom', message: `Weight is between ${WEIGHT_MIN} and ${WEIGHT_MAX}.` });
      return z.NEVER;
    }
    return n;
  });

/** A rule in a body: missing leaves it as it is (none for something new), null removes it. */
const conditionInput = condition.nullable().optional();

export const taskCreateBody = z.object({
  task: name('Task name'),
  weight: weightInput,
  template_id: id('Template'),
  condition: conditionInput,
});
export type TaskCreateBody = z.input<typeof taskCreateBody>;

export const taskUpdateBody = z.object({
  task: name('Task name'),
  weight: weightInput,
  condition: conditionInput,
});
export type TaskUpdateBody = z.input<typeof taskUpdateBody>;

export const taskCopyBody = z.object({ task_id: id('Task') });

/**
 * Options travel as JSON text (`'["Yes","No"]'`), as the spec's client sends them; a plain list is
 * accepted too. Empty, missing or null means none.
 */
export const optionsInput = z
  .union([z.string(), z.array(z.unknown()), z.null()], { error: 'Options must be a list of texts.' })
  .optional()
  .transform((v, ctx): string[] => {
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return [];
    let list: unknown = v;
    if (typeof v === 'string') {
      try {
        list = JSON.parse(v);
      } catch {
        list = undefined;
      }
    }
    if (!Array.isArray(list) || !list.every((o): o is string => typeof o === 'string')) {
      ctx.addIssue({ code: 'custom', message: 'Options must be a list of texts.' });
      return z.NEVER;
    }
    if (list.some((o) => hasControlCharacters(o))) {
      ctx.addIssue({ code: 'custom', message: CONTROL_CHARACTERS_MESSAGE });
      return z.NEVER;
    }
    if (list.some((o) => hasBidiControls(o))) {
      ctx.addIssue({ code: 'custom', message: BIDI_CONTROLS_MESSAGE });
      return z.NEVER;
    }
    return list.map((o) => o.trim());
  });

const requiredInput = z.union([z.literal(0), z.literal(1)], {
  error: 'Required is 1 (required) or 0 (optional).',
});

const fieldShape = {
  field_name: name('Field name'),
  field_type: z.coerce
    .number({ error: 'Choose a field type.' })
    .refine((v) => FIELD_TYPE_IDS.includes(v), 'Choose a field type.'),
  required: requiredInput.default(0),
  options: optionsInput,
  weight: weightInput,
  default_value: singleLineText()
    .trim()
    .max(URL_MAX, `The link has at most ${URL_MAX} characters.`)
    .nullish()
    .transform((v) => v || null),
  task_id: id('Task'),
  condition: conditionInput,
  /** Missing leaves the points and flags as they are (none for a new field); null removes them. */
  scoring: scoring.nullable().optional(),
  /** Device inspection fields only (issue 17); missing leaves it as it is (off for a new field). */
  full_coverage: z.boolean().optional(),
};

export const fieldCreateBody = z.object(fieldShape);
export type FieldCreateBody = z.input<typeof fieldCreateBody>;
export type FieldInput = z.output<typeof fieldCreateBody>;

export const fieldUpdateBody = z.object({ ...fieldShape, field_id: id('Field') });
export type FieldUpdateBody = z.input<typeof fieldUpdateBody>;

/** The new order of a task's fields after a drag and drop: every field id of the task, once. */
export const fieldOrderBody = z.object({
  field_ids: z.array(id('Field')).min(1, 'Give the order of the fields.').max(1000),
});
export type FieldOrderBody = z.input<typeof fieldOrderBody>;

export const takesOptions = (type: number) => FIELD_TYPES_WITH_OPTIONS.includes(type);

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** What can be wrong with a field given its type; codes `field.<key>`. */
export const FIELD_RULE_MESSAGES = ERROR_TEXTS.field;
export type FieldRuleIssue = keyof typeof FIELD_RULE_MESSAGES;

/**
 * The rules of docs/product.md section 5 that depend on the field's type, keyed by payload field. The
 * server refuses a field that breaks one (400); the field form checks the same before sending.
 */
export function fieldRuleIssues(field: {
  field_type: number;
  options: string[];
  default_value: string | null;
}): Partial<Record<'options' | 'default_value', FieldRuleIssue>> {
  const issues: Partial<Record<'options' | 'default_value', FieldRuleIssue>> = {};
  const { options } = field;
  if (takesOptions(field.field_type)) {
    if (options.some((o) => o === '')) issues.options = 'optionEmpty';
    else if (options.some((o) => o.length > OPTION_MAX)) issues.options = 'optionTooLong';
    else if (new Set(options).size !== options.length) issues.options = 'optionDuplicate';
    else if (field.field_type === FieldType.Radio && options.length !== RADIO_OPTIONS) {
      issues.options = 'radioTwo';
    } else if (options.length === 0) issues.options = 'optionsRequired';
    else if (options.length > OPTIONS_MAX) issues.options = 'optionsTooMany';
  } else if (options.length > 0) {
    issues.options = 'optionsNotAllowed';
  }
  if (field.field_type === FieldType.Link) {
    if (!field.default_value) issues.default_value = 'linkRequired';
    else if (!isHttpUrl(field.default_value)) issues.default_value = 'linkInvalid';
  } else if (field.default_value) {
    issues.default_value = 'linkNotAllowed';
  }
  return issues;
}

/** The same rules as English messages, as the API answers them. */
export function fieldRuleErrors(field: Parameters<typeof fieldRuleIssues>[0]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldRuleIssues(field)).map(([key, issue]) => [key, FIELD_RULE_MESSAGES[issue]]),
  );
}
