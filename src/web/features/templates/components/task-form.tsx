import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_WEIGHT,
  NAME_MAX,
  type Task,
  taskUpdateBody,
  WEIGHT_MAX,
  WEIGHT_MIN,
} from '@shared/schemas/templates';
import { NumberInput } from '@web/components/number-input';
import { useUnsavedChangesGuard } from '@web/components/unsaved-changes-guard';
import { notifyError } from '@web/components/undo-notification';
import { ApiError } from '@web/lib/api-client';
import { readNumber } from '@web/lib/number-text';
import { firstClickOnly } from '@web/lib/one-shot';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { type TaskValues, useCreateTask } from '../api/create-task';
import { useUpdateTask } from '../api/update-task';

interface Values {
  task: string;
  /** The weight as typed: it is checked, never rounded or clamped. */
  weight: string;
}

export const WEIGHT_RULES = { integer: true, min: WEIGHT_MIN, max: WEIGHT_MAX };

/** The weight of a validated text. */
export function weightOf(text: string): number {
  const reading = readNumber(text, WEIGHT_RULES);
  return reading.state === 'number' ? reading.value : Number.NaN;
}

/**
 * Spec section 4: "Add Task" with the edit task id 0, or "Update Task" with the task's name and
 * weight prefilled. A new task takes the default weight 1.
 */
export function TaskForm(props: {
  templateId: number;
  task?: Task;
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
  const form = useSchemaForm<Values>({
    schema: taskUpdateBody,
    initialValues: { task: task?.task ?? '', weight: String(task?.weight ?? DEFAULT_WEIGHT) },
    toBody: (values) => ({ task: values.task, weight: weightOf(values.weight) }),
    message: (issue) => {
      if (issue.path[0] === 'weight') return weightMessage;
      if (issue.code === 'custom') return undefined;
      return issue.code === 'too_big'
        ? t('templates.form.tooLong', { max: NAME_MAX })
        : t('templates.tasks.taskNameRequired');
    },
  });
  const guard = useUnsavedChangesGuard(form.isDirty());

  const onError = (error: Error) => {
    if (error instanceof ApiError && error.status === 400) form.setErrors(error.errors);
    else notifyError(t('templates.tasks.failed.task'), error);
  };

  const submit = form.onSubmit((values) => {
    const body: TaskValues = { task: values.task.trim(), weight: weightOf(values.weight) };
    if (task) {
      update.mutate(
        { taskId: task.id, values: body },
        {
          onSuccess: () => {
            guard.markClean();
            props.onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          form.setInitialValues({ task: '', weight: String(DEFAULT_WEIGHT) });
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
