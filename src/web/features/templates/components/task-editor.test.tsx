import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIELD_TYPE_NAMES } from '@shared/constants';
import type { Task, TaskField } from '@shared/schemas/templates';
import { mockServer, renderWithApp } from '@web/test/render';
import { TaskEditor } from './task-editor';

afterEach(() => {
  vi.unstubAllGlobals();
  // Mantine's notifications outlive a test; a full queue would hide the next test's message.
  notifications.clean();
});

const TEMPLATE = 7;
const byWeight = (a: { weight: number; id: number }, b: { weight: number; id: number }) =>
  a.weight - b.weight || a.id - b.id;

/** A small stand-in for the server's task calls, holding its own list. */
function taskServer(initial: Task[] = [], fail: Record<string, number> = {}) {
  let tasks: Task[] = structuredClone(initial);
  /** A refused delete answers only when the test releases it, to show the screen did not wait. */
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let nextId = 100;
  const body = (init: RequestInit) => JSON.parse(init.body as string) as Record<string, string | number>;
  const refused = (key: string) =>
    fail[key] ? { status: fail[key], body: { message: `${key} refused` } } : null;
  const field = (b: Record<string, string | number>, id: number): TaskField => ({
    id,
    task_id: Number(b.task_id),
    field_name: String(b.field_name),
    field_type: Number(b.field_type),
    type: { id: Number(b.field_type), name: FIELD_TYPE_NAMES[Number(b.field_type) as 1] },
    required: b.required === 1 ? 1 : 0,
    options: String(b.options),
    weight: Number(b.weight),
    default_value: b.default_value ? String(b.default_value) : null,
  });
  const server = mockServer({
    'GET /api/field/types': () => ({
      body: Object.entries(FIELD_TYPE_NAMES).map(([id, name]) => ({ id: Number(id), name })),
    }),
    [`GET /api/templates/${TEMPLATE}/tasks`]: () => ({ body: { data: [...tasks].sort(byWeight) } }),
    'POST /api/template/tasks': (_u, init) => {
      const b = body(init);
      const task = {
        id: ++nextId,
        template_id: TEMPLATE,
        task: String(b.task),
        weight: Number(b.weight),
        fields: [],
      };
      tasks.push(task);
      // The legacy server answered the weight as text; the client reads it as a number.
      return { body: { ...task, weight: String(task.weight) } };
    },
    'POST /api/template/tasks/fields': (_u, init) => {
      const b = body(init);
      const no = refused('add-field');
      if (no) return no;
      const f = field(b, ++nextId);
      tasks.find((t) => t.id === f.task_id)!.fields.push(f);
      return { body: f };
    },
    'POST /api/template/tasks/edit-field': (_u, init) => {
      const b = body(init);
      const task = tasks.find((t) => t.id === Number(b.task_id))!;
      task.fields = task.fields.map((f) => (f.id === Number(b.field_id) ? field(b, f.id) : f));
      return { body: [...task.fields].sort(byWeight) };
    },
    'POST /api/template/tasks/copy-task': (_u, init) => {
      const original = tasks.find((t) => t.id === Number(body(init).task_id))!;
      const copy = { ...structuredClone(original), id: ++nextId };
      tasks.push(copy);
      return { body: copy };
    },
  });
  // Routes with an id in the path.
  const handle = server.fetchMock.getMockImplementation()!;
  server.fetchMock.mockImplementation(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const edit = /^\/api\/template\/tasks\/(\d+)\/edit$/.exec(url.pathname);
    const delTask = /^\/api\/template\/tasks\/(\d+)$/.exec(url.pathname);
    const delField = /^\/api\/template\/tasks\/fields\/(\d+)$/.exec(url.pathname);
    const json = (status: number, b: unknown) =>
      new Response(JSON.stringify(b), { status, headers: { 'Content-Type': 'application/json' } });
    if (method === 'PUT' && edit) {
      server.calls.push({ method, url, body: body(init), headers: {} });
      const b = body(init);
      tasks = tasks.map((t) =>
        t.id === Number(edit[1]) ? { ...t, task: String(b.task), weight: Number(b.weight) } : t,
      );
      return json(
        200,
        tasks.find((t) => t.id === Number(edit[1])),
      );
    }
    if (method === 'DELETE' && (delTask || delField)) {
      server.calls.push({ method, url, body: undefined, headers: {} });
      const no = refused(delTask ? 'delete-task' : 'delete-field');
      if (no) {
        await held;
        return json(no.status, no.body);
      }
      if (delTask) tasks = tasks.filter((t) => t.id !== Number(delTask[1]));
      else for (const t of tasks) t.fields = t.fields.filter((f) => f.id !== Number(delField![1]));
      return json(200, { status: 'success' });
    }
    return handle(input, init);
  });
  return { ...server, release };
}

const task = (id: number, name: string, weight: number, fields: TaskField[] = []): Task => ({
  id,
  template_id: TEMPLATE,
  task: name,
  weight,
  fields,
});
const textField = (id: number, taskId: number, name: string, weight: number): TaskField => ({
  id,
  task_id: taskId,
  field_name: name,
  field_type: 1,
  type: { id: 1, name: 'Text' },
  required: 0,
  options: '[]',
  weight,
  default_value: null,
});

const taskNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1]?.textContent);
const render = (readOnly = false) => renderWithApp(<TaskEditor templateId={TEMPLATE} readOnly={readOnly} />);

async function addTask(name: string, weight: string) {
  const form = screen.getByRole('region', { name: 'Add Task' });
  await userEvent.type(within(form).getByRole('textbox', { name: /Task Name/ }), name);
  const weightBox = within(form).getByRole('textbox', { name: 'Weight' });
  await userEvent.clear(weightBox);
  await userEvent.type(weightBox, weight);
  await userEvent.click(within(form).getByRole('button', { name: 'Add Task' }));
}

// Typing whole forms through user-event takes a while on a busy machine.
describe('TaskEditor', { timeout: 20_000 }, () => {
  it('says "No tasks in this template" and shows the spec columns', async () => {
    taskServer();
    render();
    expect(await screen.findByText('No tasks in this template')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Task Weight',
      'Task Name',
      'Task Fields',
      'Actions',
    ]);
  });

  it('adds tasks (default weight 1) and keeps them sorted by weight', async () => {
    const { calls } = taskServer();
    render();
    await screen.findByText('No tasks in this template');
    // One label for adding a task: the button that opens the form says what the form says.
    expect(screen.getAllByRole('button', { name: 'Add Task' })).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Add Task' })).toBeInTheDocument();
    expect(screen.queryByText(/Add a Task/i)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Weight' })).toHaveValue('1');
    await addTask('Inspect', '5');
    await screen.findByText('Inspect');
    await addTask('Treat', '2');
    await screen.findByText('Treat');
    expect(taskNames()).toEqual(['Treat', 'Inspect']);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      task: 'Inspect',
      weight: 5,
      condition: null,
      template_id: TEMPLATE,
    });
    // The form is empty again for the next task.
    expect(screen.getByRole('textbox', { name: /Task Name/ })).toHaveValue('');
  });

  it('edits a task in "Update Task" with name and weight prefilled, re-sorts from the answer without reading the list again; "Add Task" returns', async () => {
    const { calls } = taskServer([task(1, 'Inspect', 5), task(2, 'Treat', 2)]);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit task Inspect' }));
    const form = screen.getByRole('region', { name: 'Update Task' });
    expect(within(form).getByRole('textbox', { name: /Task Name/ })).toHaveValue('Inspect');
    expect(within(form).getByRole('textbox', { name: 'Weight' })).toHaveValue('5');
    await userEvent.click(screen.getByRole('button', { name: 'Add Task' }));
    expect(screen.getByRole('region', { name: 'Add Task' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit task Inspect' }));
    const box = within(screen.getByRole('region', { name: 'Update Task' })).getByRole('textbox', {
      name: 'Weight',
    });
    await userEvent.clear(box);
    await userEvent.type(box, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Update Task' }));
    await waitFor(() => expect(taskNames()).toEqual(['Inspect', 'Treat']));
    const put = calls.findIndex((c) => c.method === 'PUT');
    expect(calls[put]!.body).toEqual({ task: 'Inspect', weight: 1, condition: null });
    // At 200 tasks the whole list took 1.5 s to come back and draw; the answer is the one task.
    expect(calls.slice(put + 1).some((c) => c.url.pathname === `/api/templates/${TEMPLATE}/tasks`)).toBe(
      false,
    );
    expect(screen.getByRole('region', { name: 'Add Task' })).toBeInTheDocument();
  });

  it('opens "Add Field(s)" in place of the task form; options only for 5, 6, 7; a radio refuses a third', async () => {
    const { calls } = taskServer([task(1, 'Sign-off', 1)]);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Field to Sign-off' }));
    const form = screen.getByRole('region', { name: 'Add Field(s)' });
    expect(screen.queryByRole('region', { name: /Task$/ })).toBeNull();
    await userEvent.type(within(form).getByRole('textbox', { name: /Field Name/ }), 'Follow-up needed');
    await userEvent.click(within(form).getByRole('combobox', { name: /Field Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Text', hidden: true }));
    expect(within(form).queryByText('Options')).toBeNull();
    await userEvent.click(within(form).getByRole('combobox', { name: /Field Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Radio', hidden: true }));
    expect(within(form).getByText('Only two options for radio field')).toBeInTheDocument();
    const options = within(form).getByRole('textbox', { name: 'Options' });
    await userEvent.type(options, 'Yes{Enter}No{Enter}Maybe{Enter}');
    expect(
      within(form)
        .getAllByRole('button', { name: /^Remove / })
        .map((b) => b.textContent),
    ).toHaveLength(2);
    expect(within(form).queryByText('Maybe')).toBeNull();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Required' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add Field' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/api/template/tasks/fields')).toBe(true),
    );
    expect(calls.find((c) => c.url.pathname === '/api/template/tasks/fields')!.body).toEqual({
      task_id: 1,
      field_name: 'Follow-up needed',
      field_type: 7,
      required: 1,
      options: '["Yes","No"]',
      default_value: '',
      weight: 1,
      condition: null,
      scoring: null,
    });
    const row = (await screen.findByText('Follow-up needed')).closest('tr')!;
    expect(within(row).getByText('Yes · No')).toBeInTheDocument();
    // A task left with one field is read again from the server, instead of the legacy page reload.
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname === `/api/templates/${TEMPLATE}/tasks`).length).toBe(2),
    );
    // "Add Field(s)": the form stays open and empty for the next field.
    expect(within(form).getByRole('textbox', { name: /Field Name/ })).toHaveValue('');
  });

  it('asks for a URL only for a link field, refuses one that is not http(s), and edits a field', async () => {
    const { calls } = taskServer([
      task(1, 'Treatment', 1, [textField(11, 1, 'Notes', 2), textField(12, 1, 'Area', 3)]),
    ]);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit field Notes' }));
    const form = screen.getByRole('region', { name: 'Edit Field' });
    expect(within(form).getByRole('textbox', { name: /Field Name/ })).toHaveValue('Notes');
    expect(within(form).queryByRole('textbox', { name: /Link/ })).toBeNull();
    await userEvent.click(within(form).getByRole('combobox', { name: /Field Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Link', hidden: true }));
    const link = within(form).getByRole('textbox', { name: /Link/ });
    expect(link).toHaveAttribute('type', 'url');
    await userEvent.type(link, 'ftp://labels.example/x.pdf');
    const weight = within(form).getByRole('textbox', { name: 'Weight' });
    await userEvent.clear(weight);
    await userEvent.type(weight, '9');
    await userEvent.click(within(form).getByRole('button', { name: 'Update Field' }));
    expect(
      await within(form).findByText('The link must be a web address starting with http:// or https://.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/template/tasks/edit-field')).toBe(false);
    await userEvent.clear(link);
    await userEvent.type(link, 'https://www.epa.gov/pesticide-labels');
    await userEvent.click(within(form).getByRole('button', { name: 'Update Field' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Edit Field' })).toBeNull());
    expect(calls.find((c) => c.url.pathname === '/api/template/tasks/edit-field')!.body).toMatchObject({
      field_id: 11,
      field_type: 11,
      default_value: 'https://www.epa.gov/pesticide-labels',
      options: '[]',
      weight: 9,
    });
    // Re-sorted by weight: the edited field (9) now follows Area (3).
    const items = within(screen.getAllByRole('row')[1]!).getAllByRole('listitem');
    expect(items.map((li) => within(li).getAllByText(/Notes|Area/)[0]!.textContent)).toEqual([
      'Area',
      'Notes',
    ]);
  });

  it('copies a task: the answered copy joins the list with its fields, the list is not read again', async () => {
    const { calls } = taskServer([task(1, 'Inspect', 1, [textField(11, 1, 'Notes', 1)])]);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy task Inspect' }));
    await waitFor(() => expect(taskNames()).toEqual(['Inspect', 'Inspect']));
    expect(screen.getAllByText('Notes')).toHaveLength(2);
    const copy = calls.findIndex((c) => c.url.pathname === '/api/template/tasks/copy-task');
    expect(calls.slice(copy + 1).some((c) => c.url.pathname === `/api/templates/${TEMPLATE}/tasks`)).toBe(
      false,
    );
  });

  it('makes one copy of a double-clicked task, and offers Copy again once it is done', async () => {
    const server = taskServer([task(1, 'Inspect', 1, [textField(11, 1, 'Notes', 1)])]);
    render();
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Copy task Inspect' }));
    await waitFor(() => expect(taskNames()).toEqual(['Inspect', 'Inspect']));
    const copies = () => server.calls.filter((c) => c.url.pathname === '/api/template/tasks/copy-task');
    expect(copies()).toHaveLength(1);
    await waitFor(() =>
      screen.getAllByRole('button', { name: 'Copy task Inspect' }).forEach((b) => expect(b).toBeEnabled()),
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Copy task Inspect' })[0]!);
    await waitFor(() => expect(taskNames()).toHaveLength(3));
    expect(copies()).toHaveLength(2);
  });

  it('sends one copy for two separate clicks while the first copy is under way', async () => {
    const server = taskServer([task(1, 'Inspect', 1)]);
    const answer = server.fetchMock.getMockImplementation()!;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.fetchMock.mockImplementation(async (input: string, init: RequestInit = {}) => {
      if (String(input).endsWith('/copy-task')) await held;
      return answer(input, init);
    });
    render();
    const copy = await screen.findByRole('button', { name: 'Copy task Inspect' });
    // Two single clicks (detail 1), the second before React has drawn the first as pending.
    fireEvent.click(copy, { detail: 1 });
    fireEvent.click(copy, { detail: 1 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy task Inspect' })).toBeDisabled());
    release();
    await waitFor(() => expect(taskNames()).toEqual(['Inspect', 'Inspect']));
    expect(server.fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/copy-task'))).toHaveLength(1);
  });

  it('removes a deleted task and field at once; a refused delete shows why and brings the server list back', async () => {
    const server = taskServer([task(1, 'Inspect', 1, [textField(11, 1, 'Notes', 1)]), task(2, 'Treat', 2)], {
      'delete-task': 500,
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete field Notes' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete the field “Notes”? This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Notes')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Delete task Treat' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    // Gone while the server has not answered yet.
    await waitFor(() => expect(taskNames()).toEqual(['Inspect']));
    server.release();
    expect(await screen.findByText('The task could not be deleted')).toBeInTheDocument();
    expect(screen.getByText('delete-task refused')).toBeInTheDocument();
    await waitFor(() => expect(taskNames()).toEqual(['Inspect', 'Treat']));
  });

  it('shows a failed save and keeps the form', async () => {
    taskServer([task(1, 'Inspect', 1)], { 'add-field': 500 });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Field to Inspect' }));
    const form = screen.getByRole('region', { name: 'Add Field(s)' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Field Name/ }), 'Notes');
    await userEvent.click(within(form).getByRole('combobox', { name: /Field Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Paragraph', hidden: true }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add Field' }));
    expect(await screen.findByText('The field could not be saved')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Field Name/ })).toHaveValue('Notes');
  });

  it('is read-only for Supervisors', async () => {
    taskServer([task(1, 'Inspect', 1, [textField(11, 1, 'Notes', 1)])]);
    render(true);
    await screen.findByText('Notes');
    expect(screen.queryByRole('button', { name: 'Add Task' })).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Task Weight',
      'Task Name',
      'Task Fields',
    ]);
    expect(screen.queryByRole('button', { name: /Edit|Delete|Move/ })).toBeNull();
  });
});
