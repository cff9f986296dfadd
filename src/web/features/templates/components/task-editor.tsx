import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task, TaskField } from '@shared/schemas/templates';
import { confirmDelete } from '@web/components/confirm-delete';
import { notifyError, notifySuccess } from '@web/components/undo-notification';
import { useSingleFlight } from '@web/lib/one-shot';
import { useCopyTask } from '../api/copy-task';
import { useDeleteField } from '../api/delete-field';
import { useDeleteTask } from '../api/delete-task';
import { useTasks } from '../api/get-tasks';
import { useReorderFields } from '../api/reorder-fields';
import { FieldForm } from './field-form';
import type { EditorTask } from './logic-rules';
import { TaskForm } from './task-form';
import { TasksTable } from './tasks-table';

/**
 * What the panel above the table shows (spec section 4): the task form, in add mode (task id 0)
 * or edit mode, or the field form for a task, adding (field id null) or editing a field.
 */
type Panel = { kind: 'task'; taskId: number } | { kind: 'field'; taskId: number; fieldId: number | null };
const ADD_TASK: Panel = { kind: 'task', taskId: 0 };

/** Spec screen 1, the template task editor. Supervisors see the table only. */
export function TaskEditor({ templateId, readOnly }: { templateId: number; readOnly: boolean }) {
  const { t } = useTranslation();
  const query = useTasks(templateId);
  const deleteTask = useDeleteTask(templateId);
  const deleteField = useDeleteField(templateId);
  const copyTask = useCopyTask(templateId);
  const copyTaskOnce = useSingleFlight(copyTask);
  const reorder = useReorderFields(templateId);
  const [panel, setPanel] = useState<Panel>(ADD_TASK);
  // Focus moves into the panel only when the user opened it, never on first display.
  const [focusPanel, setFocusPanel] = useState(false);
  const tasks: EditorTask[] = query.data ?? [];

  const open = (next: Panel) => {
    setPanel(next);
    setFocusPanel(true);
  };
  // A task or field that is gone (deleted here, or not on the server any more) closes its form.
  const panelTask = panel.taskId ? tasks.find((x) => x.id === panel.taskId) : undefined;
  const panelField =
    panel.kind === 'field' && panel.fieldId
      ? panelTask?.fields.find((f) => f.id === panel.fieldId)
      : undefined;
  const gone =
    (panel.taskId !== 0 && !panelTask) || (panel.kind === 'field' && panel.fieldId !== null && !panelField);
  const shown = gone ? ADD_TASK : panel;

  const onDeleteTask = (task: Task) =>
    confirmDelete({
      message: t('templates.tasks.confirmDeleteTask', { task: task.task }),
      onConfirm: () =>
        deleteTask.mutate(task.id, {
          onError: (e) => notifyError(t('templates.tasks.failed.deleteTask'), e),
        }),
    });

  const onDeleteField = (task: Task, field: TaskField) =>
    confirmDelete({
      message: t('templates.tasks.confirmDeleteField', { field: field.field_name }),
      onConfirm: () =>
        deleteField.mutate(
          { fieldId: field.id, taskId: task.id },
          { onError: (e) => notifyError(t('templates.tasks.failed.deleteField'), e) },
        ),
    });

  const onCopyTask = (task: Task) =>
    copyTaskOnce(task.id, {
      onSuccess: () => notifySuccess(t('templates.tasks.copied', { task: task.task })),
      onError: (e) => notifyError(t('templates.tasks.failed.copyTask'), e),
    });

  const onReorder = (task: Task, fieldIds: number[]) =>
    reorder.mutate(
      { taskId: task.id, fieldIds },
      { onError: (e) => notifyError(t('templates.tasks.failed.reorder'), e) },
    );

  return (
    <Stack>
      {!readOnly && (
        <>
          <Group>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(ADD_TASK)}>
              {t('templates.tasks.addTask')}
            </Button>
          </Group>
          {shown.kind === 'field' && panelTask ? (
            <FieldForm
              key={`field-${shown.taskId}-${shown.fieldId ?? 'new'}`}
              templateId={templateId}
              tasks={tasks}
              task={panelTask}
              field={panelField}
              autoFocus={focusPanel}
              onClose={() => open(ADD_TASK)}
            />
          ) : (
            <TaskForm
              key={`task-${shown.taskId}`}
              templateId={templateId}
              tasks={tasks}
              task={shown.taskId ? panelTask : undefined}
              autoFocus={focusPanel}
              onDone={() => open(ADD_TASK)}
            />
          )}
        </>
      )}
      <TasksTable
        tasks={tasks}
        readOnly={readOnly}
        isLoading={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        onAddField={(task) => open({ kind: 'field', taskId: task.id, fieldId: null })}
        onEditTask={(task) => open({ kind: 'task', taskId: task.id })}
        onDeleteTask={onDeleteTask}
        onCopyTask={onCopyTask}
        copyingTaskId={copyTask.isPending ? copyTask.variables : undefined}
        onEditField={(task, field) => open({ kind: 'field', taskId: task.id, fieldId: field.id })}
        onDeleteField={onDeleteField}
        onReorderFields={onReorder}
      />
    </Stack>
  );
}
