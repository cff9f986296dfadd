import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIELD_TYPE_NAMES, FieldType } from '@shared/constants';
import type { TaskField } from '@shared/schemas/templates';
import { mockServer, renderWithApp } from '@web/test/render';
import { FieldForm } from './field-form';
import type { EditorTask } from './logic-rules';

afterEach(() => vi.unstubAllGlobals());

const TASK: EditorTask = { id: 1, template_id: 7, task: 'Devices', weight: 1, condition: null, fields: [] };
const deviceField: TaskField = {
  id: 40,
  task_id: 1,
  field_name: 'Stations',
  field_type: FieldType.DeviceInspection,
  type: { id: FieldType.DeviceInspection, name: 'Device inspection' },
  required: 0,
  options: '[]',
  weight: 1,
  default_value: null,
  full_coverage: true,
};

function server() {
  return mockServer({
    'GET /api/field/types': () => ({
      body: Object.entries(FIELD_TYPE_NAMES).map(([id, name]) => ({ id: Number(id), name })),
    }),
    'POST /api/template/tasks/fields': (_u, init) => ({
      body: { ...deviceField, ...JSON.parse(init.body as string) },
    }),
    'POST /api/template/tasks/edit-field': () => ({ body: [deviceField] }),
    'GET /api/templates/7/tasks': () => ({ body: { data: [TASK] } }),
  });
}

const bodyOf = (calls: ReturnType<typeof server>['calls'], path: string) =>
  calls.find((c) => c.url.pathname === path)?.body as Record<string, unknown> | undefined;

describe('the field form for a Device inspection field', { timeout: 20_000 }, () => {
  it('offers no options and sends full_coverage from its checkbox', async () => {
    const { calls } = server();
    renderWithApp(<FieldForm templateId={7} tasks={[TASK]} task={TASK} onClose={() => undefined} />);
    const form = screen.getByRole('region', { name: 'Add Field(s)' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Field Name/ }), 'Stations');
    expect(
      within(form).queryByRole('checkbox', { name: 'Every active device must be inspected before submit' }),
    ).toBeNull();
    await userEvent.click(within(form).getByRole('combobox', { name: /Field Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Device inspection', hidden: true }));
    expect(within(form).queryByRole('textbox', { name: 'Options' })).toBeNull();
    await userEvent.click(
      within(form).getByRole('checkbox', { name: 'Every active device must be inspected before submit' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Add Field' }));
    await waitFor(() => expect(bodyOf(calls, '/api/template/tasks/fields')).toBeDefined());
    expect(bodyOf(calls, '/api/template/tasks/fields')).toMatchObject({
      field_name: 'Stations',
      field_type: 12,
      options: '[]',
      full_coverage: true,
    });
  });

  it('shows a field’s full coverage and sends it off when unticked', async () => {
    const { calls } = server();
    renderWithApp(
      <FieldForm templateId={7} tasks={[TASK]} task={TASK} field={deviceField} onClose={() => undefined} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Every active device must be inspected before submit' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Update Field' }));
    await waitFor(() => expect(bodyOf(calls, '/api/template/tasks/edit-field')).toBeDefined());
    expect(bodyOf(calls, '/api/template/tasks/edit-field')).toMatchObject({
      field_id: 40,
      full_coverage: false,
    });
  });
});
