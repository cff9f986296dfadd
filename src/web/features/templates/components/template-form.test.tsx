import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TemplateRow } from '@shared/schemas/templates';
import { mockServer, renderWithApp } from '@web/test/render';
import { TemplateForm } from './template-form';

afterEach(() => vi.unstubAllGlobals());

const template: TemplateRow & { pass_mark: number | null } = {
  id: 4,
  name: 'Restaurant inspection',
  company_name: '',
  status_id: 1,
  status: { status: 'Active' },
  created_at: '2026-03-08T04:30:00.000Z',
  pass_mark: 70,
};

function server() {
  return mockServer({
    'PUT /api/templates/4': (_u, init) => ({ body: { ...template, ...JSON.parse(init.body as string) } }),
    'POST /api/templates': (_u, init) => ({
      body: { ...template, id: 5, ...JSON.parse(init.body as string) },
    }),
  });
}
const passMark = () => screen.getByRole('textbox', { name: 'Pass mark (%)' });

describe('TemplateForm: the pass mark', { timeout: 20_000 }, () => {
  it('is prefilled, sent as a whole percentage, and "50.5" or "120" is refused with a message', async () => {
    const { calls } = server();
    renderWithApp(<TemplateForm mode="edit" template={template} />);
    expect(passMark()).toHaveValue('70');
    await userEvent.clear(passMark());
    await userEvent.type(passMark(), '50.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The pass mark is a whole percentage from 0 to 100.')).toBeInTheDocument();
    await userEvent.clear(passMark());
    await userEvent.type(passMark(), '120');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The pass mark is a whole percentage from 0 to 100.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.clear(passMark());
    await userEvent.type(passMark(), '85');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ name: template.name, company_name: '', status_id: 1, pass_mark: 85 });
  });

  it('left empty means no pass or fail (null); a copy does not offer it', async () => {
    const { calls } = server();
    const { unmount } = renderWithApp(<TemplateForm mode="create" />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Lawn visit');
    expect(passMark()).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Create template' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ name: 'Lawn visit', pass_mark: null });
    unmount();
    renderWithApp(<TemplateForm mode="copy" template={template} />);
    expect(screen.queryByRole('textbox', { name: 'Pass mark (%)' })).toBeNull();
  });
});
