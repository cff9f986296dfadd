import { ActionIcon, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconCopy, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { memo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task, TaskField } from '@shared/schemas/templates';
import { firstClickOnly } from '@web/lib/one-shot';
import { FieldList } from './field-list';
import { RuleBadge } from './logic-badges';
import type { EditorTask } from './logic-rules';
import type { TaskLogicSummary } from './rule-describe';

export interface TaskActions {
  onAddField: (task: Task) => void;
  onEditTask: (task: Task) => void;
  onDeleteTask: (task: Task) => void;
  onCopyTask: (task: Task) => void;
  onEditField: (task: Task, field: TaskField) => void;
  onDeleteField: (task: Task, field: TaskField) => void;
  onReorderFields: (task: Task, fieldIds: number[]) => void;
}

/**
 * One task of spec screen 1's table: weight, name, its fields, and (Admins) its actions. Memoised:
 * the table gives it the same props until its own task (or a question's name) changes.
 */
export const TaskRow = memo(function TaskRow({
  measureRef,
  ...props
}: {
  task: EditorTask;
  /** The rules in words, best scores and flagged options of the task (memoised per task). */
  logic: TaskLogicSummary;
  /** 1-based position among all tasks plus the header row, for the table's aria-rowindex. */
  rowIndex: number;
  readOnly: boolean;
  copyingTaskId?: number;
  /** The virtualizer's measuring callback: rows are as tall as their fields make them. */
  measureRef: Ref<HTMLTableRowElement>;
  /** Focus entered the row (a button or a field's handle in it). */
  onFocusRow: (taskId: number) => void;
} & TaskActions) {
  const { t } = useTranslation();
  const { task, readOnly } = props;
  const { logic } = props;
  return (
    <Table.Tr
      ref={measureRef}
      // The virtualizer measures the row by this index.
      data-index={props.rowIndex - 2}
      data-testid={`task-${task.id}`}
      aria-rowindex={props.rowIndex}
      style={{ verticalAlign: 'top' }}
      onFocus={() => props.onFocusRow(task.id)}
    >
      <Table.Td>{task.weight}</Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <Text fw={500} size="sm">
            {task.task}
          </Text>
          {logic.rule && <RuleBadge text={logic.rule} />}
        </Stack>
      </Table.Td>
      <Table.Td>
        <FieldList
          task={task}
          logic={logic.fields}
          readOnly={readOnly}
          onEdit={(field) => props.onEditField(task, field)}
          onDelete={(field) => props.onDeleteField(task, field)}
          onReorder={(ids) => props.onReorderFields(task, ids)}
        />
      </Table.Td>
      {!readOnly && (
        <Table.Td>
          <Group gap={4} wrap="nowrap">
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconPlus size={14} aria-hidden />}
              aria-label={t('templates.tasks.addFieldTo', { task: task.task })}
              onClick={() => props.onAddField(task)}
            >
              {t('templates.tasks.addField')}
            </Button>
            <ActionIcon
              variant="subtle"
              aria-label={t('templates.tasks.editTaskOf', { task: task.task })}
              onClick={() => props.onEditTask(task)}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('templates.tasks.deleteTaskOf', { task: task.task })}
              onClick={() => props.onDeleteTask(task)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('templates.tasks.copyTaskOf', { task: task.task })}
              loading={props.copyingTaskId === task.id}
              disabled={props.copyingTaskId !== undefined}
              onClick={firstClickOnly(() => props.onCopyTask(task))}
            >
              <IconCopy size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
});
