import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIELD_TYPE_NAMES } from '@shared/constants';
import type { Condition, Scoring } from '@shared/schemas/checklist-logic';
import i18n from '@web/lib/i18n';
import { mockServer, renderWithApp } from '@web/test/render';
import type { EditorField, EditorTask } from './logic-rules';
import { TaskEditor } from './task-editor';

afterEach(async () => {
  vi.unstubAllGlobals();
  notifications.clean();
  await i18n.changeLanguage('en');
});

const TEMPLATE = 7;
let nextId = 0;
function field(
  taskId: number,
  id: number,
  name: string,
  type: number,
  extra: { options?: string[]; condition?: Condition; scoring?: Scoring } = {},
): EditorField {
  return {
    id,
    task_id: taskId,
    field_name: name,
    field_type: type,
    type: { id: type, name: FIELD_TYPE_NAMES[type as 1] },
    required: 0,
    options: JSON.stringify(extra.options ?? []),
    weight: ++nextId,
    default_value: type === 11 ? 'https://example.com' : null,
    condition: extra.condition ?? null,
    scoring: extra.scoring ?? null,
  };
}
const task = (id: number, name: string, weight: number, fields: EditorField[], condition?: Condition) => ({
  id,
  template_id: TEMPLATE,
  task: name,
  weight,
  condition: condition ?? null,
  fields,
});

/** Inspection (Pests seen: radio, Count: number, Label: link), Treatment (Area, Notes), Sign-off (Later). */
function template(): EditorTask[] {
  return [
    task(1, 'Inspection', 1, [
      field(1, 11, 'Pests seen', 7, { options: ['Yes', 'No'] }),
      field(1, 12, 'Count', 3),
      field(1, 13, 'Label', 11),
    ]),
    task(2, 'Treatment', 2, [
      field(2, 21, 'Area', 1),
      field(2, 22, 'Notes', 2, { condition: { field_id: 11, op: 'equals', value: 'Yes' } }),
      field(2, 23, 'Result', 6, {
        options: ['Good', 'Bad'],
        scoring: { points: { Good: 2, Bad: -1 }, flagged: ['Bad'], flag_requires: 'photo' },
      }),
    ]),
    task(3, 'Sign-off', 3, [field(3, 31, 'Later', 1)], { field_id: 12, op: 'gt', value: 0.5 }),
  ];
}

/** The server's task calls; `refuse` answers a field save with a refusal instead. */
function logicServer(refuse?: { status: number; body: unknown }) {
  const tasks = template();
  const server = mockServer({
    'GET /api/field/types': () => ({
      body: Object.entries(FIELD_TYPE_NAMES).map(([id, name]) => ({ id: Number(id), name })),
    }),
    [`GET /api/templates/${TEMPLATE}/tasks`]: () => ({ body: { data: tasks } }),
    'POST /api/template/tasks/fields': (_u, init) => {
      if (refuse) return refuse;
      const b = JSON.parse(init.body as string) as EditorField & { options: string };
      return { body: { ...b, id: 99, type: { id: b.field_type, name: 'x' } } };
    },
    'POST /api/template/tasks/edit-field': (_u, init) => {
      if (refuse) return refuse;
      const b = JSON.parse(init.body as string) as EditorField & { field_id: number };
      const owner = tasks.find((t) => t.id === b.task_id)!;
      owner.fields = owner.fields.map((f) => (f.id === b.field_id ? { ...f, ...b, id: f.id } : f));
      return { body: owner.fields };
    },
  });
  return server;
}

const render = () => renderWithApp(<TaskEditor templateId={TEMPLATE} readOnly={false} />);
const bodyOf = (calls: { url: URL; body: unknown }[], path: string) =>
  calls.find((c) => c.url.pathname === path)?.body as Record<string, unknown> | undefined;

async function choose(form: HTMLElement, label: RegExp | string, option: string) {
  await userEvent.click(within(form).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}
async function optionsOf(form: HTMLElement, label: RegExp | string) {
  const box = within(form).getByRole('combobox', { name: label });
  await userEvent.click(box);
  await waitFor(() => expect(box).toHaveAttribute('aria-controls'));
  const list = document.getElementById(box.getAttribute('aria-controls')!)!;
  const names = within(list)
    .getAllByRole('option', { hidden: true })
    .map((o) => o.textContent);
  await userEvent.keyboard('{Escape}');
  return names;
}

describe('the task editor’s checklist logic', { timeout: 30_000 }, () => {
  it('offers only earlier questions (no links, not itself, nothing later) and only the operators of the question’s type; saves the rule', async () => {
    const { calls } = logicServer();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit field Area' }));
    const form = screen.getByRole('region', { name: 'Edit Field' });
    const rule = within(form).getByRole('group', { name: 'Show only when' });
    expect(await optionsOf(rule, 'Question')).toEqual(['Pests seen (Inspection)', 'Count (Inspection)']);
    await choose(rule, 'Question', 'Pests seen (Inspection)');
    expect(await optionsOf(rule, 'Condition')).toEqual(['is', 'is one of', 'is answered', 'is empty']);
    await choose(rule, 'Question', 'Count (Inspection)');
    expect(await optionsOf(rule, 'Condition')).toEqual([
      'is less than',
      'is more than',
      'is between',
      'is answered',
      'is empty',
    ]);
    await choose(rule, 'Condition', 'is less than');
    // A decimal stays exactly as typed and is sent as that number.
    await userEvent.type(within(rule).getByRole('textbox', { name: 'Number' }), '0.5');
    expect(within(rule).getByRole('textbox', { name: 'Number' })).toHaveValue('0.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Update Field' }));
    await waitFor(() => expect(bodyOf(calls, '/api/template/tasks/edit-field')).toBeDefined());
    expect(bodyOf(calls, '/api/template/tasks/edit-field')).toMatchObject({
      field_id: 21,
      condition: { field_id: 12, op: 'lt', value: 0.5 },
      scoring: null,
    });
  });

  it('a field further down sees its task’s earlier fields; "Always show" clears the rule', async () => {
    const { calls } = logicServer();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit field Notes' }));
    const form = screen.getByRole('region', { name: 'Edit Field' });
    const rule = within(form).getByRole('group', { name: 'Show only when' });
    expect(within(rule).getByRole('combobox', { name: 'Question' })).toHaveValue('Pests seen (Inspection)');
    expect(within(rule).getByRole('combobox', { name: 'Answer' })).toHaveValue('Yes');
    expect(await optionsOf(rule, 'Question')).toEqual([
      'Pests seen (Inspection)',
      'Count (Inspection)',
      'Area (Treatment)',
    ]);
    await userEvent.click(within(rule).getByRole('button', { name: 'Always show' }));
    expect(within(rule).queryByRole('combobox', { name: 'Condition' })).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Update Field' }));
    await waitFor(() => expect(bodyOf(calls, '/api/template/tasks/edit-field')).toBeDefined());
    expect(bodyOf(calls, '/api/template/tasks/edit-field')!.condition).toBeNull();
  });

  it('a task’s rule looks only at earlier tasks’ questions; a choice answer is picked from its options', async () => {
    const { calls } = logicServer();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit task Treatment' }));
    const form = screen.getByRole('region', { name: 'Update Task' });
    const rule = within(form).getByRole('group', { name: 'Show only when' });
    expect(await optionsOf(rule, 'Question')).toEqual(['Pests seen (Inspection)', 'Count (Inspection)']);
    await choose(rule, 'Question', 'Pests seen (Inspection)');
    await choose(rule, 'Condition', 'is one of');
    await userEvent.click(within(rule).getByRole('combobox', { name: 'Answers' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Yes', hidden: true }));
    await userEvent.click(within(form).getByRole('button', { name: 'Update Task' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      task: 'Treatment',
      weight: 2,
      condition: { field_id: 11, op: 'one_of', values: ['Yes'] },
    });
  });

  it('scores a choice field: points per option (negatives kept, "1.5" refused), flags, what a flag requires; a removed option drops its points', async () => {
    const { calls } = logicServer();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Field to Treatment' }));
    const form = screen.getByRole('region', { name: 'Add Field(s)' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Field Name/ }), 'Bait state');
    await choose(form, /Field Type/, 'Dropdown');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Options' }),
      'Fresh{Enter}Eaten{Enter}Gone{Enter}',
    );
    const scoring = within(form).getByRole('group', { name: 'Scoring' });
    await userEvent.type(within(scoring).getByRole('textbox', { name: 'Points for Fresh' }), '1.5');
    await userEvent.type(within(scoring).getByRole('textbox', { name: 'Points for Eaten' }), '-2');
    await userEvent.type(within(scoring).getByRole('textbox', { name: 'Points for Gone' }), '7');
    await userEvent.click(within(scoring).getByRole('checkbox', { name: 'Flag this answer: Eaten' }));
    await userEvent.click(within(scoring).getByRole('checkbox', { name: 'Flag this answer: Gone' }));
    await choose(scoring, 'A flagged answer requires', 'a corrective action');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Field' }));
    expect(await within(scoring).findByText('Points are a whole number.')).toBeInTheDocument();
    expect(within(scoring).getByRole('textbox', { name: 'Points for Fresh' })).toHaveValue('1.5');
    expect(within(scoring).getByRole('textbox', { name: 'Points for Eaten' })).toHaveValue('-2');
    expect(bodyOf(calls, '/api/template/tasks/fields')).toBeUndefined();

    const fresh = within(scoring).getByRole('textbox', { name: 'Points for Fresh' });
    await userEvent.clear(fresh);
    await userEvent.type(fresh, '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Remove Gone' }));
    expect(within(scoring).queryByRole('textbox', { name: 'Points for Gone' })).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Add Field' }));
    await waitFor(() => expect(bodyOf(calls, '/api/template/tasks/fields')).toBeDefined());
    expect(bodyOf(calls, '/api/template/tasks/fields')).toMatchObject({
      field_name: 'Bait state',
      options: '["Fresh","Eaten"]',
      condition: null,
      scoring: { points: { Fresh: 3, Eaten: -2 }, flagged: ['Eaten'], flag_requires: 'action' },
    });
  });

  it('shows the server’s refusal of a rule (400 checklist.ruleForward) on the rule’s question', async () => {
    const english = 'The rule of “Area” looks at “Later”, which comes after it.';
    const params = { field: 'Area', source: 'Later' };
    const { calls } = logicServer({
      status: 400,
      body: {
        code: 'checklist.ruleForward',
        params,
        message: english,
        errors: { condition: english },
        fieldCodes: { condition: { code: 'checklist.ruleForward', params } },
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit field Area' }));
    const form = screen.getByRole('region', { name: 'Edit Field' });
    const rule = within(form).getByRole('group', { name: 'Show only when' });
    await choose(rule, 'Question', 'Pests seen (Inspection)');
    await choose(rule, 'Condition', 'is answered');
    await userEvent.click(within(form).getByRole('button', { name: 'Update Field' }));
    await waitFor(() => expect(bodyOf(calls, '/api/template/tasks/edit-field')).toBeDefined());
    // The page's text for the code (the server's English where the page has none).
    const shown = i18n.t('errors.checklist.ruleForward', { ...params, defaultValue: english });
    const question = within(rule).getByRole('combobox', { name: 'Question' });
    await waitFor(() => expect(question).toHaveAttribute('aria-invalid', 'true'));
    expect(question).toHaveAccessibleDescription(shown);
    expect(screen.getByRole('region', { name: 'Edit Field' })).toBeInTheDocument();
  });

  it('describes rules, best scores and flagged options in the task list', async () => {
    logicServer();
    render();
    const notes = await screen.findByTestId('field-22');
    expect(within(notes).getByText('Shown when Pests seen is Yes')).toBeInTheDocument();
    const result = screen.getByTestId('field-23');
    expect(within(result).getByText('max. 2 points')).toBeInTheDocument();
    expect(within(result).getByText('Good · Bad (flagged)')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('task-3')).getByText('Shown when Count is more than 0.5'),
    ).toBeInTheDocument();
  });

  it('in Arabic: the page reads right to left, names and numbers are isolated, numbers are typed left to right', async () => {
    await i18n.changeLanguage('ar');
    logicServer();
    render();
    expect(document.documentElement.dir).toBe('rtl');
    const notes = await screen.findByTestId('field-22');
    expect(
      within(notes).getByText('يظهر عندما \u2068Pests seen\u2069 \u2068يساوي \u2068Yes\u2069\u2069'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'تعديل المهمة \u2068Sign-off\u2069' }));
    const rule = screen.getByRole('group', { name: 'الإظهار فقط عندما' });
    expect(within(rule).getByRole('combobox', { name: 'الشرط' })).toHaveValue('أكثر من');
    const number = within(rule).getByRole('textbox', { name: 'الرقم' });
    expect(number).toHaveValue('0.5');
    // Mantine puts `dir` on the box around the input: the number reads left to right.
    expect(number.parentElement).toHaveAttribute('dir', 'ltr');
    expect(within(rule).getByRole('button', { name: 'الإظهار دائمًا' })).toBeInTheDocument();
  });

  it('is reachable by keyboard: a question and an operator are chosen with the arrow keys', async () => {
    logicServer();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit field Area' }));
    const rule = screen.getByRole('group', { name: 'Show only when' });
    const question = within(rule).getByRole('combobox', { name: 'Question' });
    question.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(question).toHaveValue('Count (Inspection)');
    const op = within(rule).getByRole('combobox', { name: 'Condition' });
    op.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(op).toHaveValue('is between');
    await userEvent.tab();
    expect(within(rule).getByRole('textbox', { name: 'From' })).toHaveFocus();
  });
});
