import { ActionIcon, Button, Group, Table } from '@mantine/core';
import { IconCopy, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Task, TaskField } from '@shared/schemas/templates';
import { ListState } from '@web/components/list-state';
import { firstClickOnly } from '@web/lib/one-shot';
import { FieldList } from './field-list';

export interface TaskActions {
  onAddField: (task: Task) => void;
  onEditTask: (task: Task) => void;
  onDeleteTask: (task: Task) => void;
  onCopyTask: (task: Task) => void;
  onEditField: (task: Task, field: TaskField) => void;
  onDeleteField: (task: Task, field: TaskField) => void;
  onReorderFields: (task: Task, fieldIds: number[]) => void;
}

/** Spec screen 1's table: Task Weight, Task Name, Task Fields, Actions (Actions for Admins only). */
export function TasksTable(
  props: {
    tasks: Task[];
    readOnly: boolean;
    isLoading: boolean;
    isFetching: boolean;
    error: unknown;
    onRetry: () => void;
    /** The task being copied: its Copy spins and every Copy waits, so a double-click copies once. */
    copyingTaskId?: number;
  } & TaskActions,
) {
  const { t } = useTranslation();
  const { readOnly } = props;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="sm" aria-busy={props.isFetching}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={110}>{t('templates.tasks.taskWeight')}</Table.Th>
            <Table.Th>{t('templates.tasks.taskName')}</Table.Th>
            <Table.Th>{t('templates.tasks.taskFields')}</Table.Th>
            {!readOnly && <Table.Th>{t('common.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <ListState
            columns={readOnly ? 3 : 4}
            isLoading={props.isLoading}
            error={props.error}
            isEmpty={props.tasks.length === 0}
            emptyText={t('templates.tasks.empty')}
            onRetry={props.onRetry}
          />
          {props.tasks.map((task) => (
            <Table.Tr key={task.id} data-testid={`task-${task.id}`} style={{ verticalAlign: 'top' }}>
              <Table.Td>{task.weight}</Table.Td>
              <Table.Td fw={500}>{task.task}</Table.Td>
              <Table.Td>
                <FieldList
                  task={task}
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
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
