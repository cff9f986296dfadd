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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldType } from '@shared/constants';
import {
  DEFAULT_WEIGHT,
  fieldCreateBody,
  fieldRuleIssues,
  NAME_MAX,
  RADIO_OPTIONS,
  takesOptions,
  type Task,
  type TaskField,
  URL_MAX,
  WEIGHT_MAX,
  WEIGHT_MIN,
} from '@shared/schemas/templates';
import { NumberInput } from '@web/components/number-input';
import { TagInput } from '@web/components/tag-input';
import { useUnsavedChangesGuard } from '@web/components/unsaved-changes-guard';
import { notifyError } from '@web/components/undo-notification';
import { ApiError } from '@web/lib/api-client';
import { firstClickOnly } from '@web/lib/one-shot';
import { type FormIssue, useSchemaForm } from '@web/lib/use-schema-form';
import { type FieldPayload, useCreateField } from '../api/create-field';
import { useFieldTypes } from '../api/get-field-types';
import { useUpdateField } from '../api/update-field';
import { parseOptions } from './field-options';
import { WEIGHT_RULES, weightOf } from './task-form';

interface Values {
  field_name: string;
  field_type: string | null;
  required: boolean;
  options: string[];
  default_value: string;
  /** The weight as typed: it is checked, never rounded or clamped. */
  weight: string;
}

const EMPTY: Values = {
  field_name: '',
  field_type: null,
  required: false,
  options: [],
  default_value: '',
  weight: String(DEFAULT_WEIGHT),
};

function valuesOf(field: TaskField): Values {
  return {
    field_name: field.field_name,
    field_type: String(field.field_type),
    required: field.required === 1,
    options: parseOptions(field.options),
    default_value: field.default_value ?? '',
    weight: String(field.weight),
  };
}

/**
 * Spec section 4: "Add Field(s)" for a task (it stays open for the next field) or "Edit Field".
 * Options (a tag input) only for checkboxes, dropdown and radio, a radio refusing a third; a URL
 * input only for a link.
 */
export function FieldForm(props: {
  templateId: number;
  task: Task;
  field?: TaskField;
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
    }
  };
  const form = useSchemaForm<Values>({
    schema: fieldCreateBody,
    initialValues: field ? valuesOf(field) : EMPTY,
    toBody: payload,
    message,
    // The rules that depend on the type (the server applies the same ones, from src/shared).
    check: (values) => {
      if (!values.field_type) return {};
      const issues = fieldRuleIssues(ruleInput(values));
      return {
        options: issues.options && t(`errors.field.${issues.options}`),
        default_value: issues.default_value && t(`errors.field.${issues.default_value}`),
      };
    },
  });
  const guard = useUnsavedChangesGuard(form.isDirty());
  const type = Number(form.values.field_type);
  const isRadio = type === FieldType.Radio;

  const onError = (error: Error) => {
    if (error instanceof ApiError && error.status === 400) form.setErrors(error.errors);
    else notifyError(t('templates.tasks.failed.field'), error);
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

/** What the rules look at: options only for the types that take them, a URL only for a link. */
function ruleInput(values: Values) {
  const type = Number(values.field_type);
  return {
    field_type: type,
    options: takesOptions(type) ? values.options : [],
    default_value: type === FieldType.Link ? values.default_value.trim() || null : null,
  };
}
