import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { FIELD_TYPE_NAMES } from '@shared/constants';
import type { Task, TaskField } from '@shared/schemas/templates';
import { mockServer, renderWithApp } from '@web/test/render';
import { TaskEditor } from './task-editor';

afterEach(() => vi.unstubAllGlobals());

const TEMPLATE = 9;

/**
 * A server whose second read of the task list waits until the test lets it answer, or fail: a
 * task's first field makes the screen read that task again, and the typist goes on meanwhile. The
 * reads after the first name the field as the server keeps it, so the test sees when one is drawn.
 */
function slowReadServer() {
  const tasks: Task[] = [{ id: 1, template_id: TEMPLATE, task: 'Checks', weight: 1, fields: [] }];
  let answer: (ok: boolean) => void = () => {};
  const later = new Promise<boolean>((resolve) => (answer = resolve));
  let reads = 0;
  const list = () =>
    reads > 1
      ? tasks.map((t) => ({
          ...t,
          fields: t.fields.map((f) => ({ ...f, field_name: `${f.field_name} (kept)` })),
        }))
      : tasks;
  const server = mockServer({
    'GET /api/field/types': () => ({
      body: Object.entries(FIELD_TYPE_NAMES).map(([id, name]) => ({ id: Number(id), name })),
    }),
    [`GET /api/templates/${TEMPLATE}/tasks`]: () => ({ body: { data: structuredClone(list()) } }),
    'POST /api/template/tasks/fields': (_u, init) => {
      const b = JSON.parse(init.body as string) as Record<string, string | number>;
      const field: TaskField = {
        id: 100 + tasks[0]!.fields.length,
        task_id: 1,
        field_name: String(b.field_name),
        field_type: Number(b.field_type),
        type: { id: Number(b.field_type), name: 'Text' },
        required: 0,
        options: String(b.options),
        weight: Number(b.weight),
        default_value: null,
      };
      tasks[0]!.fields.push(field);
      return { body: field };
    },
  });
  const handle = server.fetchMock.getMockImplementation()!;
  server.fetchMock.mockImplementation(async (input: string, init: RequestInit = {}) => {
    const read = new URL(input, 'http://localhost').pathname === `/api/templates/${TEMPLATE}/tasks`;
    if (read && ++reads === 2 && !(await later)) {
      return new Response(JSON.stringify({ message: 'Down.' }), { status: 503 });
    }
    return handle(input, init);
  });
  const readAgain = () => waitFor(() => expect(reads).toBe(2));
  return { answer, readAgain };
}

async function addFirstField() {
  renderWithApp(<TaskEditor templateId={TEMPLATE} readOnly={false} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Add Field to Checks' }));
  const form = screen.getByRole('region', { name: 'Add Field(s)' });
  const name = within(form).getByRole('textbox', { name: /Field Name/ });
  await userEvent.type(name, 'First');
  await userEvent.click(within(form).getByRole('combobox', { name: /Field Type/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Text', hidden: true }));
  await userEvent.click(within(form).getByRole('button', { name: 'Add Field' }));
  // Saved: the row is there and the form is empty for the next field.
  expect(await screen.findByRole('cell', { name: /First/ })).toBeInTheDocument();
  await waitFor(() => expect(name).toHaveValue(''));
  return name;
}

it('keeps the next field typed while the task is read again after its first field', async () => {
  const server = slowReadServer();
  const name = await addFirstField();
  await server.readAgain();
  await userEvent.type(name, 'Second');
  server.answer(true);
  expect(await screen.findByRole('cell', { name: /First \(kept\)/ })).toBeInTheDocument();
  expect(name).toHaveValue('Second');
});

it('does not call a saved field failed when the read after it fails', async () => {
  const server = slowReadServer();
  const name = await addFirstField();
  await server.readAgain();
  await userEvent.type(name, 'Second');
  server.answer(false);
  // The failed read asks for the whole list again, which answers.
  expect(await screen.findByRole('cell', { name: /First \(kept\)/ })).toBeInTheDocument();
  expect(screen.queryByText('The field could not be saved')).toBeNull();
  expect(name).toHaveValue('Second');
});
