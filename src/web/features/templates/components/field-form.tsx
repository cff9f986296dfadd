import {
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldType } from '@shared/constants';
import { isChoiceType } from '@shared/checklist-logic';
import {
  DEFAULT_WEIGHT,
  fieldRuleIssues,
  NAME_MAX,
  RADIO_OPTIONS,
  takesOptions,
  URL_MAX,
  WEIGHT_MAX,
  WEIGHT_MIN,
  fieldCreateBody,
} from '@shared/schemas/templates';
import { NumberInput } from '@web/components/number-input';
import { TagInput } from '@web/components/tag-input';
import { useUnsavedChangesGuard } from '@web/components/unsaved-changes-guard';
import { notifyError } from '@web/components/undo-notification';
import { ApiError } from '@web/lib/api-client';
import { firstClickOnly } from '@web/lib/one-shot';
import { applyServerErrors } from '@web/lib/server-errors';
import { schemaMessage } from '@web/lib/schema-message';
import type { FormIssue } from '@web/lib/schema-errors';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { type FieldPayload, useCreateField } from '../api/create-field';
import { useFieldTypes } from '../api/get-field-types';
import { useUpdateField } from '../api/update-field';
import {
  EMPTY_FIELD,
  FIELD_BODY_KEYS,
  type FieldValues as Values,
  fieldValuesOf,
  logicNumberErrors,
  ruleInput,
} from './field-form-values';
import {
  conditionBody,
  type EditorField,
  type EditorTask,
  keepOptions,
  questionsBeforeField,
  type RuleValues,
  scoringBody,
  type ScoringValues,
} from './logic-rules';
import { RuleEditor } from './rule-editor';
import { ScoringEditor } from './scoring-editor';
import { WEIGHT_RULES, weightOf } from './task-form';

/**
 * Spec section 4: "Add Field(s)" for a task (it stays open for the next field) or "Edit Field".
 * Options (a tag input) only for checkboxes, dropdown and radio, a radio refusing a third; a URL
 * input only for a link. A choice field may score (points and flags per option), and any field may
 * show only when an earlier question's answer meets a rule (issue 16).
 */
export function FieldForm(props: {
  templateId: number;
  /** The template's tasks in order: a rule may look only at the questions before this field. */
  tasks: readonly EditorTask[];
  task: EditorTask;
  field?: EditorField;
  autoFocus?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { task, field } = props;
  const types = useFieldTypes();
  const create = useCreateField(props.templateId);
  const update = useUpdateField(props.templateId);
  const [radioRefused, setRadioRefused] = useState(false);
  const weightMessage = t('templates.tasks.weightInvalid', { min: WEIGHT_MIN, max: WEIGHT_MAX });
  const payload = (values: Values): FieldPayload => {
    const rule = ruleInput(values);
    return {
      task_id: task.id,
      field_name: values.field_name.trim(),
      field_type: rule.field_type,
      required: values.required ? 1 : 0,
      options: JSON.stringify(rule.options),
      default_value: rule.default_value ?? '',
      weight: weightOf(values.weight),
      condition: conditionBody(values.rule) as FieldPayload['condition'],
      scoring: scoringBody(values.scoring, rule.field_type, rule.options) as FieldPayload['scoring'],
      ...(rule.field_type === FieldType.DeviceInspection ? { full_coverage: values.full_coverage } : {}),
    };
  };
  const message = (issue: FormIssue) => {
    switch (issue.path[0]) {
      case 'field_name':
        if (issue.code === 'custom') return undefined;
        return issue.code === 'too_big'
          ? t('templates.form.tooLong', { max: NAME_MAX })
          : t('templates.tasks.fieldNameRequired');
      case 'field_type':
        return t('templates.tasks.fieldTypeRequired');
      case 'weight':
        return weightMessage;
      case 'condition':
      case 'scoring':
        return schemaMessage(t, issue.message);
    }
  };
  const form = useSchemaForm<Values>({
    schema: fieldCreateBody,
    initialValues: field ? fieldValuesOf(field) : EMPTY_FIELD,
    toBody: payload,
    message,
    // The rules that depend on the type (the server applies the same ones, from src/shared).
    check: (values) => {
      if (!values.field_type) return {};
      const issues = fieldRuleIssues(ruleInput(values));
      return {
        options: issues.options && t(`errors.field.${issues.options}`),
        default_value: issues.default_value && t(`errors.field.${issues.default_value}`),
        ...logicNumberErrors(values, t),
      };
    },
  });
  const guard = useUnsavedChangesGuard(form.isDirty());
  // Stable, so the memoised rule and scoring editors are not drawn again on every keystroke.
  const setRule = useCallbackRef((next: RuleValues) => form.setFieldValue('rule', next));
  const setScoring = useCallbackRef((next: ScoringValues) => form.setFieldValue('scoring', next));
  const type = Number(form.values.field_type);
  const isRadio = type === FieldType.Radio;
  // Where the field will stand: its weight as typed (a new field sorts after its equals).
  const typedWeight = weightOf(form.values.weight);
  const atWeight = Number.isNaN(typedWeight) ? (field?.weight ?? DEFAULT_WEIGHT) : typedWeight;
  const atId = field?.id ?? Number.MAX_SAFE_INTEGER;
  const questions = useMemo(
    () => questionsBeforeField(props.tasks, task, { weight: atWeight, id: atId }),
    [props.tasks, task, atWeight, atId],
  );

  // A refusal naming this form's keys (a rule, the scoring, a name) shows on them, like any form error.
  const onError = (error: Error) => {
    const refused = error instanceof ApiError && (error.status === 400 || error.status === 409);
    if (refused && applyServerErrors(error, form.setErrors, FIELD_BODY_KEYS) === undefined) return;
    notifyError(t('templates.tasks.failed.field'), error);
  };

  const submit = form.onSubmit((values) => {
    if (field) {
      update.mutate(
        { ...payload(values), field_id: field.id },
        {
          onSuccess: () => {
            guard.markClean();
            props.onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(payload(values), {
        // "Add Field(s)": the form stays, empty, for the task's next field.
        onSuccess: () => {
          form.reset();
          setRadioRefused(false);
          guard.markClean();
        },
        onError,
      });
    }
  });

  const setOptions = (next: string[]) => {
    if (isRadio && next.length > RADIO_OPTIONS) {
      setRadioRefused(true);
      return;
    }
    setRadioRefused(false);
    form.setFieldValue('options', next);
    // A renamed or removed option takes its points and flag with it.
    form.setFieldValue('scoring', keepOptions(form.values.scoring, next));
  };

  const title = field ? t('templates.tasks.editField') : t('templates.tasks.addFields');
  const typeData = (types.data ?? []).map((ft) => ({
    value: String(ft.id),
    label: t(`templates.fieldTypes.${ft.id}`, { defaultValue: ft.name }),
  }));
  const optionsError = radioRefused
    ? t('templates.tasks.radioHint')
    : (form.errors.options as string | undefined);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="field-form-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id="field-form-title">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {t('templates.tasks.ofTask', { task: task.task })}
            </Text>
          </div>
          <Group align="flex-start" grow wrap="wrap">
            <TextInput
              label={t('templates.tasks.fieldName')}
              required
              autoFocus={props.autoFocus}
              {...form.getInputProps('field_name')}
            />
            <Select
              label={t('templates.tasks.fieldType')}
              required
              data={typeData}
              allowDeselect={false}
              placeholder={types.isPending ? t('common.loading') : undefined}
              value={form.values.field_type}
              error={form.errors.field_type ?? (types.error ? types.error.message : undefined)}
              onChange={(value: string | null) => {
                form.setFieldValue('field_type', value);
                setRadioRefused(false);
              }}
            />
          </Group>
          <Checkbox
            label={t('templates.tasks.required')}
            {...form.getInputProps('required', { type: 'checkbox' })}
          />
          {takesOptions(type) && (
            <TagInput
              label={t('templates.tasks.options')}
              placeholder={t('templates.tasks.optionsPlaceholder')}
              description={
                radioRefused
                  ? undefined
                  : isRadio
                    ? t('templates.tasks.radioHint')
                    : t('templates.tasks.optionsHelp')
              }
              tags={form.values.options}
              onChange={setOptions}
              error={optionsError}
            />
          )}
          {/* The refused third option is announced, not only drawn. */}
          <VisuallyHidden aria-live="assertive">
            {radioRefused ? t('templates.tasks.radioHint') : ''}
          </VisuallyHidden>
          {type === FieldType.Link && (
            <TextInput
              type="url"
              label={t('templates.tasks.link')}
              placeholder="https://"
              required
              maxLength={URL_MAX}
              {...form.getInputProps('default_value')}
            />
          )}
          {type === FieldType.DeviceInspection && (
            <Checkbox
              label={t('templates.tasks.fullCoverage')}
              {...form.getInputProps('full_coverage', { type: 'checkbox' })}
            />
          )}
          {isChoiceType(type) && (
            <ScoringEditor
              options={form.values.options}
              scoring={form.values.scoring}
              onChange={setScoring}
              errors={form.errors}
            />
          )}
          <RuleEditor
            questions={questions}
            rule={form.values.rule}
            onChange={setRule}
            errors={form.errors}
            help={t('templates.logic.fieldHelp')}
          />
          <NumberInput
            label={t('templates.tasks.weight')}
            rules={WEIGHT_RULES}
            messages={{ notANumber: weightMessage, notInteger: weightMessage, range: weightMessage }}
            maw={200}
            {...form.getInputProps('weight')}
          />
          <Group>
            <Button type="submit" onClick={firstClickOnly()} loading={create.isPending || update.isPending}>
              {field ? t('templates.tasks.updateField') : t('templates.tasks.addField')}
            </Button>
            <Button variant="default" onClick={props.onClose}>
              {t('templates.tasks.close')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
