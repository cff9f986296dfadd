import { Table } from '@mantine/core';
import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '@web/components/list-state';
import { withFocusedRow } from '@web/lib/focused-range';
import type { EditorTask } from './logic-rules';
import { taskLogicSummary, useSources } from './rule-describe';
import { type TaskActions, TaskRow } from './task-row';

/** What a task with a few fields takes on screen before it is measured. */
const ESTIMATED_ROW_HEIGHT = 120;

/**
 * Spec screen 1's table: Task Weight, Task Name, Task Fields, Actions (Actions for Admins only).
 * A full inspection template has hundreds of tasks with ten fields each, so only the rows near the
 * window's view are in the page (spacer rows keep the scroll height); aria-rowcount and
 * aria-rowindex tell assistive technology the whole table's size. The row holding keyboard focus
 * stays drawn when scrolled away, with the rows before and after it, so Tab and Shift+Tab always
 * have a next row to reach.
 */
export function TasksTable(
  props: {
    tasks: EditorTask[];
    readOnly: boolean;
    isLoading: boolean;
    isFetching: boolean;
    error: unknown;
    onRetry: () => void;
    /** The task being copied: its Copy spins and every Copy waits, so a double-click copies once. */
    copyingTaskId?: number;
  } & TaskActions,
) {
  const { t, i18n } = useTranslation();
  const { readOnly, tasks } = props;
  const columns = readOnly ? 3 : 4;
  const body = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [focusedTaskId, setFocusedTaskId] = useState<number | null>(null);
  const indexOf = useMemo(() => new Map(tasks.map((task, i) => [task.id, i])), [tasks]);
  const focusedIndex = focusedTaskId === null ? undefined : indexOf.get(focusedTaskId);
  // The questions' names for the rules' descriptions: the same map while no name changes.
  const sources = useSources(tasks);
  // The rows are memoised: the actions they get stay the same functions while the page's change
  // (opening a form, typing in it), so only a row whose task changed is drawn again.
  const latest = useRef<TaskActions>(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const actions = useMemo<TaskActions>(
    () => ({
      onAddField: (task) => latest.current.onAddField(task),
      onEditTask: (task) => latest.current.onEditTask(task),
      onDeleteTask: (task) => latest.current.onDeleteTask(task),
      onCopyTask: (task) => latest.current.onCopyTask(task),
      onEditField: (task, field) => latest.current.onEditField(task, field),
      onDeleteField: (task, field) => latest.current.onDeleteField(task, field),
      onReorderFields: (task, ids) => latest.current.onReorderFields(task, ids),
    }),
    [],
  );

  // The rows' offsets count from the page's top; the forms above the table change where it starts,
  // so it is read after every render (it settles: it is set only when it moved).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    if (!body.current) return;
    const top = body.current.getBoundingClientRect().top + window.scrollY;
    if (Math.abs(top - scrollMargin) >= 1) setScrollMargin(top);
  });

  const virtualizer = useWindowVirtualizer({
    count: tasks.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 2,
    scrollMargin,
    getItemKey: (i) => tasks[i]!.id,
    rangeExtractor: (range) => withFocusedRow(defaultRangeExtractor(range), focusedIndex, tasks.length),
  });

  const rows: React.ReactNode[] = [];
  let drawnTo = scrollMargin;
  const spacer = (key: string, height: number) =>
    height > 0 && (
      <tr key={key} aria-hidden="true">
        <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
      </tr>
    );
  for (const item of virtualizer.getVirtualItems()) {
    const task = tasks[item.index];
    if (!task) continue;
    rows.push(spacer(`gap-${item.key}`, item.start - drawnTo));
    rows.push(
      <TaskRow
        key={item.key}
        {...actions}
        task={task}
        readOnly={readOnly}
        copyingTaskId={props.copyingTaskId}
        logic={taskLogicSummary(t, i18n.language, task, sources)}
        rowIndex={item.index + 2}
        measureRef={virtualizer.measureElement}
        onFocusRow={setFocusedTaskId}
      />,
    );
    drawnTo = item.end;
  }
  rows.push(spacer('end', scrollMargin + virtualizer.getTotalSize() - drawnTo));

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" aria-busy={props.isFetching} aria-rowcount={tasks.length + 1}>
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            <Table.Th w={110}>{t('templates.tasks.taskWeight')}</Table.Th>
            <Table.Th>{t('templates.tasks.taskName')}</Table.Th>
            <Table.Th>{t('templates.tasks.taskFields')}</Table.Th>
            {!readOnly && <Table.Th>{t('common.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody ref={body}>
          <ListState
            columns={columns}
            isLoading={props.isLoading}
            error={props.error}
            isEmpty={tasks.length === 0}
            emptyText={t('templates.tasks.empty')}
            onRetry={props.onRetry}
          />
          {rows}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
