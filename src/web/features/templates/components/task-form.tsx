import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_WEIGHT, NAME_MAX, WEIGHT_MAX, WEIGHT_MIN, taskUpdateBody } from '@shared/schemas/templates';
import { NumberInput } from '@web/components/number-input';
import { useUnsavedChangesGuard } from '@web/components/unsaved-changes-guard';
import { notifyError } from '@web/components/undo-notification';
import { ApiError } from '@web/lib/api-client';
import { readNumber } from '@web/lib/number-text';
import { firstClickOnly } from '@web/lib/one-shot';
import { applyServerErrors } from '@web/lib/server-errors';
import { schemaMessage } from '@web/lib/schema-message';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { type TaskValues, useCreateTask } from '../api/create-task';
import { useUpdateTask } from '../api/update-task';
import { ruleNumberErrors } from './field-form-values';
import {
  conditionBody,
  type EditorTask,
  NO_RULE,
  questionsBeforeTask,
  type RuleValues,
  ruleValues,
} from './logic-rules';
import { RuleEditor } from './rule-editor';

interface Values {
  task: string;
  /** The weight as typed: it is checked, never rounded or clamped. */
  weight: string;
  rule: RuleValues;
}

const TASK_BODY_KEYS = ['task', 'weight', 'condition'];
const EMPTY_TASK: Values = { task: '', weight: String(DEFAULT_WEIGHT), rule: NO_RULE };

export const WEIGHT_RULES = { integer: true, min: WEIGHT_MIN, max: WEIGHT_MAX };

/** The weight of a validated text. */
export function weightOf(text: string): number {
  const reading = readNumber(text, WEIGHT_RULES);
  return reading.state === 'number' ? reading.value : Number.NaN;
}

/**
 * Spec section 4: "Add Task" with the edit task id 0, or "Update Task" with the task's name and
 * weight prefilled. A new task takes the default weight 1. The whole task may show only when a
 * question of an earlier task is answered a certain way (issue 16).
 */
export function TaskForm(props: {
  templateId: number;
  /** The template's tasks in order: a task's rule looks only at the tasks before it. */
  tasks: readonly EditorTask[];
  task?: EditorTask;
  autoFocus?: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { task } = props;
  const create = useCreateTask(props.templateId);
  const update = useUpdateTask(props.templateId);
  const saving = create.isPending || update.isPending;
  const weightMessage = t('templates.tasks.weightInvalid', { min: WEIGHT_MIN, max: WEIGHT_MAX });
  const weightMessages = { notANumber: weightMessage, notInteger: weightMessage, range: weightMessage };
  const body = (values: Values): TaskValues => ({
    task: values.task.trim(),
    weight: weightOf(values.weight),
    condition: conditionBody(values.rule) as TaskValues['condition'],
  });
  const form = useSchemaForm<Values>({
    schema: taskUpdateBody,
    initialValues: task
      ? { task: task.task, weight: String(task.weight), rule: ruleValues(task.condition) }
      : EMPTY_TASK,
    toBody: body,
    check: (values) => ruleNumberErrors(values.rule, t),
    message: (issue) => {
      if (issue.path[0] === 'weight') return weightMessage;
      if (issue.path[0] === 'condition') return schemaMessage(t, issue.message);
      if (issue.code === 'custom') return undefined;
      return issue.code === 'too_big'
        ? t('templates.form.tooLong', { max: NAME_MAX })
        : t('templates.tasks.taskNameRequired');
    },
  });
  const guard = useUnsavedChangesGuard(form.isDirty());
  // Stable, so the memoised rule editor is not drawn again on every keystroke.
  const setRule = useCallbackRef((next: RuleValues) => form.setFieldValue('rule', next));
  // Where the task will stand: its weight as typed (a new task sorts after its equals).
  const typedWeight = weightOf(form.values.weight);
  const atWeight = Number.isNaN(typedWeight) ? (task?.weight ?? DEFAULT_WEIGHT) : typedWeight;
  const atId = task?.id ?? Number.MAX_SAFE_INTEGER;
  const questions = useMemo(
    () => questionsBeforeTask(props.tasks, { weight: atWeight, id: atId }),
    [props.tasks, atWeight, atId],
  );

  // A refusal naming this form's keys (the rule, the name) shows on them, like any form error.
  const onError = (error: Error) => {
    const refused = error instanceof ApiError && (error.status === 400 || error.status === 409);
    if (refused && applyServerErrors(error, form.setErrors, TASK_BODY_KEYS) === undefined) return;
    notifyError(t('templates.tasks.failed.task'), error);
  };

  const submit = form.onSubmit((values) => {
    if (task) {
      update.mutate(
        { taskId: task.id, values: body(values) },
        {
          onSuccess: () => {
            guard.markClean();
            props.onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(body(values), {
        onSuccess: () => {
          form.setInitialValues(EMPTY_TASK);
          form.reset();
          guard.markClean();
        },
        onError,
      });
    }
  });

  const title = task ? t('templates.tasks.updateTask') : t('templates.tasks.addTask');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="task-form-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="task-form-title">
            {title}
          </Title>
          <Group align="flex-start" grow wrap="wrap">
            <TextInput
              label={t('templates.tasks.taskName')}
              required
              autoFocus={props.autoFocus}
              {...form.getInputProps('task')}
            />
            <NumberInput
              label={t('templates.tasks.weight')}
              rules={WEIGHT_RULES}
              messages={weightMessages}
              maw={200}
              {...form.getInputProps('weight')}
            />
          </Group>
          <RuleEditor
            questions={questions}
            rule={form.values.rule}
            onChange={setRule}
            errors={form.errors}
            help={t('templates.logic.taskHelp')}
          />
          <Group>
            <Button type="submit" onClick={firstClickOnly()} loading={saving}>
              {title}
            </Button>
            {task && (
              <Button variant="default" onClick={props.onDone}>
                {t('common.cancel')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
