/**
 * Run by scripts/bench-task-editor-logic.ts inside vitest (happy-dom, the web tests' setup): the task
 * editor with TASKS × FIELDS questions that all carry rules and scores, timed with performance.now()
 * from an input event to the DOM showing it (React renders synchronously inside act). The figures go
 * to BENCH_OUT as JSON; nothing here asserts a time.
 */
import { writeFileSync } from 'node:fs';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import { Profiler } from 'react';
import { expect, it, vi } from 'vitest';
import { FIELD_TYPE_NAMES, FieldType } from '@shared/constants';
import type { EditorField, EditorTask } from '@web/features/templates/components/logic-rules';
import { summarizeTask, type Sources } from '@web/features/templates/components/rule-describe';
import { TaskEditor } from '@web/features/templates/components/task-editor';
import { templatesKeys } from '@web/features/templates/api/templates-keys';
import i18n from '@web/lib/i18n';
import { mockServer, renderWithApp } from '@web/test/render';

const TASKS = Number(process.env.TASKS ?? 200);
const FIELDS = Number(process.env.FIELDS ?? 10);
const RUNS = Number(process.env.RUNS ?? 7);
const TEMPLATE = 1;

/** Per task: a scored radio first, then fields each shown on a rule about an earlier one. */
function bigTemplate(): EditorTask[] {
  const tasks: EditorTask[] = [];
  for (let t = 1; t <= TASKS; t++) {
    const first = t * 100;
    const fields: EditorField[] = [];
    for (let f = 0; f < FIELDS; f++) {
      const id = first + f;
      const type = f === 0 ? FieldType.Radio : f % 3 === 0 ? FieldType.Number : FieldType.Text;
      fields.push({
        id,
        task_id: t,
        field_name: `Question ${t}.${f + 1}`,
        field_type: type,
        type: { id: type, name: FIELD_TYPE_NAMES[type] },
        required: 1,
        options: type === FieldType.Radio ? '["Yes","No"]' : '[]',
        weight: f + 1,
        default_value: null,
        condition:
          f === 0
            ? null
            : f % 2
              ? { field_id: first, op: 'equals', value: 'Yes' }
              : { field_id: id - 1, op: 'answered' },
        scoring:
          type === FieldType.Radio
            ? { points: { Yes: 0, No: 2 }, flagged: ['Yes'], flag_requires: 'note' }
            : null,
      });
    }
    tasks.push({
      id: t,
      template_id: TEMPLATE,
      task: `Task ${String(t).padStart(3, '0')}`,
      weight: t,
      condition: t > 1 ? { field_id: (t - 1) * 100, op: 'one_of', values: ['No'] } : null,
      fields,
    });
  }
  return tasks;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const medians = (runs: Took[]) => ({
  wall: median(runs.map((r) => r.wall)),
  cpu: median(runs.map((r) => r.cpu)),
});
/**
 * Wall time and this process's CPU time: the machine may be busy with other work, and then the CPU
 * time is the steadier figure of what the editor itself costs.
 */
interface Took {
  wall: number;
  cpu: number;
}
function clock() {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  return (): Took => {
    const used = process.cpuUsage(cpu);
    return { wall: performance.now() - wall, cpu: (used.user + used.system) / 1000 };
  };
}

/** From `start` until `text` is in the table, watched as the DOM changes (no polling). */
function untilShown(table: Element, text: string, start: () => void) {
  return new Promise<Took>((resolve) => {
    const stop = clock();
    new MutationObserver((records, observer) => {
      if (!records.some((r) => r.target.textContent?.includes(text))) return;
      observer.disconnect();
      resolve(stop());
    }).observe(table, { subtree: true, childList: true, characterData: true });
    start();
  });
}

const timed = (run: () => void) => {
  const stop = clock();
  act(run);
  return stop();
};

it('times the task editor with rules on every question', { timeout: 600_000 }, async () => {
  // happy-dom lays nothing out: every row measures 120 px, so about a window's worth is drawn.
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(120);
  const tasks = bigTemplate();
  mockServer({
    'GET /api/field/types': () => ({
      body: Object.entries(FIELD_TYPE_NAMES).map(([id, name]) => ({ id: Number(id), name })),
    }),
    [`GET /api/template/tasks/${TEMPLATE}`]: () => ({ body: { data: tasks } }),
    'POST /api/template/tasks/edit-field': (_u, init) => {
      const body = JSON.parse(init.body as string) as EditorField & { field_id: number };
      const owner = tasks.find((t) => t.id === body.task_id)!;
      owner.fields = owner.fields.map((f) => (f.id === body.field_id ? { ...f, ...body, id: f.id } : f));
      return { body: owner.fields };
    },
  });
  let commitMs = 0;
  const start = performance.now();
  const { queryClient } = renderWithApp(
    <Profiler id="editor" onRender={(_id, _phase, actual) => (commitMs = actual)}>
      <TaskEditor templateId={TEMPLATE} readOnly={false} />
    </Profiler>,
  );
  await screen.findByTestId('task-1', {}, { timeout: 60_000 });
  const firstRender = performance.now() - start;
  const rowsDrawn = document.querySelectorAll('tbody tr[data-testid^="task-"]').length;

  // Open a field's form (its rule editor lists the questions before it). Elements are found before
  // the clock starts: testing-library's queries cost more than the app in happy-dom.
  const openForm: Took[] = [];
  for (let run = 0; run < RUNS; run++) {
    const edit = screen.getByRole('button', { name: 'Edit field Question 3.2' });
    openForm.push(timed(() => edit.click()));
    if (run < RUNS - 1) {
      const close = screen.getByRole('button', { name: 'Close' });
      act(() => close.click());
    }
  }
  const form = screen.getByRole('region', { name: 'Edit Field' });
  const name = within(form).getByRole('textbox', { name: /Field Name/ });

  // A keystroke in the open form: the table's rows and their rule descriptions stay as they are.
  const keystroke: Took[] = [];
  const keystrokeCommit: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const value = `Question 3.2${'x'.repeat(run + 1)}`;
    keystroke.push(timed(() => fireEvent.change(name, { target: { value } })));
    keystrokeCommit.push(commitMs);
  }

  // Saving a renamed question: the answer replaces one task; the rules naming it are described anew.
  const table = document.querySelector('table')!;
  const save: Took[] = [];
  for (let run = 0; run < RUNS; run++) {
    const renamed = `Pests seen ${run}`;
    if (run > 0) {
      const edit = screen.getByRole('button', { name: `Edit field Pests seen ${run - 1}` });
      act(() => edit.click());
    }
    const open = screen.getByRole('region', { name: 'Edit Field' });
    act(() => {
      fireEvent.change(within(open).getByRole('textbox', { name: /Field Name/ }), {
        target: { value: renamed },
      });
    });
    const button = within(open).getByRole('button', { name: 'Update Field' });
    save.push(await untilShown(table, renamed, () => button.click()));
    // The form closes after the save; wait for it before the next run opens one.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Edit Field' })).toBeNull());
  }

  // The list's part of a save: the cache gets the server's answer (one task replaced, its first
  // question renamed, which the rules of its other fields and of the next task name).
  const listUpdate: Took[] = [];
  // The query cache tells the page at once (not on its next timer), so the clock sees the drawing.
  notifyManager.setScheduler((callback) => callback());
  for (let run = 0; run < RUNS; run++) {
    const key = templatesKeys.tasks(TEMPLATE);
    const renamed = `Activity seen ${run}`;
    listUpdate.push(
      timed(() =>
        queryClient.setQueryData<EditorTask[]>(key, (list) =>
          list?.map((t) =>
            t.id === 4
              ? { ...t, fields: t.fields.map((f, i) => (i === 0 ? { ...f, field_name: renamed } : f)) }
              : t,
          ),
        ),
      ),
    );
    if (!table.textContent?.includes(`Shown when ${renamed} is Yes`))
      throw new Error('The rename is not shown.');
  }

  // What memoising per task saves on each render: describing every task's rules once.
  const names: Sources = new Map(tasks.flatMap((t) => t.fields.map((f) => [f.id, { name: f.field_name }])));
  const describeAll: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const began = performance.now();
    for (const task of tasks) summarizeTask(i18n.t, 'en', task, names);
    describeAll.push(performance.now() - began);
  }

  writeFileSync(
    process.env.BENCH_OUT ?? 'bench-task-editor-logic.json',
    JSON.stringify({
      tasks: TASKS,
      fields: FIELDS,
      runs: RUNS,
      rowsDrawn,
      firstRender,
      openForm: medians(openForm),
      keystroke: medians(keystroke),
      keystrokeCommit: median(keystrokeCommit),
      saveToScreen: medians(save),
      listUpdate: medians(listUpdate),
      describeAll: median(describeAll),
    }),
  );
});
