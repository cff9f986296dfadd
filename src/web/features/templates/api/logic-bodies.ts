/**
 * The template bodies with the checklist logic keys of issue 16 (the shared contract): a field's
 * `condition` and `scoring`, a task's `condition`, a template's `pass_mark`. Made of the shared
 * schemas only, so the forms check exactly what the server checks.
 */
import { condition, passMark, scoring } from '@shared/schemas/checklist-logic';
import { fieldCreateBody, taskUpdateBody, templateBody } from '@shared/schemas/templates';

export const fieldLogicBody = fieldCreateBody.extend({
  condition: condition.nullish(),
  scoring: scoring.nullish(),
});
export const taskLogicBody = taskUpdateBody.extend({ condition: condition.nullish() });
export const templateLogicBody = templateBody.extend({ pass_mark: passMark.optional() });
