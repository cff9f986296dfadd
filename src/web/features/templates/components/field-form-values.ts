import type { TFunction } from 'i18next';
import { FieldType } from '@shared/constants';
import { DEFAULT_WEIGHT, takesOptions } from '@shared/schemas/templates';
import { numberProblem } from '@web/components/number-input';
import {
  type EditorField,
  NO_RULE,
  NO_SCORING,
  POINTS_RULES,
  type RuleValues,
  ruleValues,
  type ScoringValues,
  scoringValues,
} from './logic-rules';
import { parseOptions } from './field-options';

/** The field form's values; numbers are held as typed: they are checked, never rounded or clamped. */
export interface FieldValues {
  field_name: string;
  field_type: string | null;
  required: boolean;
  options: string[];
  default_value: string;
  weight: string;
  rule: RuleValues;
  scoring: ScoringValues;
  /** A Device inspection field: submit needs every active device inspected (issue 17). */
  full_coverage: boolean;
}

/** The keys a refused save may name (the body's), each shown on its part of the form. */
export const FIELD_BODY_KEYS = [
  'field_name',
  'field_type',
  'required',
  'options',
  'default_value',
  'weight',
  'condition',
  'scoring',
  'full_coverage',
] as const;

export const EMPTY_FIELD: FieldValues = {
  field_name: '',
  field_type: null,
  required: false,
  options: [],
  default_value: '',
  weight: String(DEFAULT_WEIGHT),
  rule: NO_RULE,
  scoring: NO_SCORING,
  full_coverage: false,
};

export function fieldValuesOf(field: EditorField): FieldValues {
  return {
    field_name: field.field_name,
    field_type: String(field.field_type),
    required: field.required === 1,
    options: parseOptions(field.options),
    default_value: field.default_value ?? '',
    weight: String(field.weight),
    rule: ruleValues(field.condition),
    scoring: scoringValues(field.scoring),
    full_coverage: field.full_coverage ?? false,
  };
}

/** What the type rules look at: options only for the types that take them, a URL only for a link. */
export function ruleInput(values: FieldValues) {
  const type = Number(values.field_type);
  return {
    field_type: type,
    options: takesOptions(type) ? values.options : [],
    default_value: type === FieldType.Link ? values.default_value.trim() || null : null,
  };
}

/**
 * The numbers of a rule and of the points as typed ("1.5" points, "1,250", "-"): what only the form
 * has, before they are numbers the shared schema can check.
 */
export function logicNumberErrors(values: FieldValues, t: TFunction): Record<string, string | undefined> {
  const errors = ruleNumberErrors(values.rule, t);
  const { options } = ruleInput(values);
  for (const option of options) {
    const problem = numberProblem(values.scoring.points[option] ?? '', POINTS_RULES);
    if (!problem) continue;
    errors[`scoring.points.${option}`] =
      problem === 'range'
        ? t('errors.checklist.pointsRange')
        : problem === 'ambiguous'
          ? t('widgets.number.ambiguous')
          : t('errors.checklist.points');
  }
  return errors;
}

/** A rule's numbers as typed: the field form's and the task form's. */
export function ruleNumberErrors(rule: RuleValues, t: TFunction): Record<string, string | undefined> {
  const errors: Record<string, string | undefined> = {};
  const check = (key: 'value' | 'min' | 'max') => {
    const problem = numberProblem(rule[key]);
    if (problem) {
      errors[`condition.${key}`] =
        problem === 'ambiguous' ? t('widgets.number.ambiguous') : t('errors.checklist.ruleNumber');
    }
  };
  if (rule.field_id === null) return errors;
  if (rule.op === 'lt' || rule.op === 'gt') check('value');
  if (rule.op === 'between') {
    check('min');
    check('max');
  }
  return errors;
}
