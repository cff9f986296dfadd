import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '@shared/schemas/templates';
import { renderWithApp } from '@web/test/render';
import { TasksTable } from './tasks-table';

// The test DOM lays nothing out: every row measures what the table guesses before measuring (a task
// with a few fields), so the rows in view are known exactly.
const ROW = 120;
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(ROW);
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  // The table starts at the page's top, so it moves up as the page scrolls down.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ top: -window.scrollY, left: 0, width: 900, height: ROW }) as DOMRect,
  );
});
afterEach(() => vi.restoreAllMocks());

const tasks: Task[] = Array.from({ length: 200 }, (_, i) => ({
  id: i + 1,
  template_id: 7,
  task: `Task ${i + 1}`,
  weight: i + 1,
  fields: [],
}));
const noop = () => undefined;
const actions = {
  onAddField: noop,
  onEditTask: noop,
  onDeleteTask: noop,
  onCopyTask: noop,
  onEditField: noop,
  onDeleteField: noop,
  onReorderFields: noop,
};
const draw = (list: Task[]) =>
  renderWithApp(
    <TasksTable
      tasks={list}
      readOnly={false}
      isLoading={false}
      isFetching={false}
      error={null}
      onRetry={noop}
      {...actions}
    />,
  );
const drawnTasks = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

describe('TasksTable at 200 tasks', () => {
  it('draws only the rows near the view, and tells assistive technology the whole size', () => {
    draw(tasks);
    const names = drawnTasks();
    expect(names[0]).toBe('Task 1');
    expect(names.length).toBeGreaterThanOrEqual(8);
    expect(names.length).toBeLessThan(20);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '201');
    expect(screen.getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '2');
    // The spec's columns stay.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Task Weight',
      'Task Name',
      'Task Fields',
      'Actions',
    ]);
  });

  it('draws the rows scrolled to, in order, with their place in the whole table', async () => {
    draw(tasks);
    scrollTo(150 * ROW);
    await waitFor(() => expect(drawnTasks()).toContain('Task 151'));
    expect(drawnTasks()).not.toContain('Task 1');
    const row = screen.getByRole('row', { name: /Task 151/ });
    expect(row).toHaveAttribute('aria-rowindex', '152');
    const names = drawnTasks().map((n) => Number(n.replace('Task ', '')));
    expect(names).toEqual([...names].sort((a, b) => a - b));
  });

  it('keeps the row holding keyboard focus drawn when the page scrolls away from it', async () => {
    draw(tasks);
    const edit = screen.getByRole('button', { name: 'Edit task Task 2' });
    edit.focus();
    scrollTo(120 * ROW);
    await waitFor(() => expect(drawnTasks()).toContain('Task 121'));
    // With its neighbours, for Tab and Shift+Tab; no more.
    expect(drawnTasks()).toEqual(expect.arrayContaining(['Task 1', 'Task 2', 'Task 3']));
    expect(edit).toHaveFocus();
    expect(drawnTasks()).not.toContain('Task 4');
  });

  it('draws the next row as soon as the last drawn one takes the focus, before any scroll', async () => {
    draw(tasks);
    const last = drawnTasks().at(-1)!;
    const next = `Task ${Number(last.replace('Task ', '')) + 1}`;
    expect(drawnTasks()).not.toContain(next);
    // Keys faster than the scroll they cause: no scroll event comes before the next Tab.
    screen.getByRole('button', { name: `Copy task ${last}` }).focus();
    await waitFor(() => expect(drawnTasks()).toContain(next));
    expect(screen.getByRole('row', { name: new RegExp(`${next}\\b`) })).toHaveAttribute(
      'aria-rowindex',
      String(Number(next.replace('Task ', '')) + 1),
    );
  });
});
