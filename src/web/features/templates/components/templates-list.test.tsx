import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TemplateRow } from '@shared/schemas/templates';
import { mockServer, renderWithApp } from '@web/test/render';
import { TemplatesList } from './templates-list';
import { ADMIN_USER } from '@web/test/users';

afterEach(() => vi.unstubAllGlobals());

const ADMIN = ADMIN_USER;
const SUPERVISOR = { ...ADMIN, type_id: 3, type: { type: 'Supervisor' } };

function row(id: number, name: string, statusId = 1): TemplateRow {
  return {
    id,
    name,
    company_name: 'Greenleaf Pest & Lawn',
    status_id: statusId,
    status: { status: statusId === 1 ? 'Active' : 'Inactive' },
    // 2026-03-08 04:30 UTC is 11:30 PM of 03/07 in New York.
    created_at: '2026-03-08T04:30:00.000Z',
  };
}

function server(
  rows: TemplateRow[],
  opts: { total?: number; me?: typeof ADMIN; deleteAnswer?: () => unknown } = {},
) {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: opts.me ?? ADMIN }),
    'GET /api/get-templates-filtered': () => ({
      body: { templates: rows, total: opts.total ?? rows.length },
    }),
    'DELETE /api/delete-template/2': () =>
      (opts.deleteAnswer?.() as { status: number; body: unknown }) ?? { body: { status: 'success' } },
    'POST /api/trash/templates/2/restore': () => ({ body: { status: 'success' } }),
  });
}

describe('TemplatesList', () => {
  it('shows the spec title, columns, dates in New York time and the row actions in order', async () => {
    server([row(2, 'Commercial Pest Service Report'), row(3, 'Lawn Visit', 2)]);
    renderWithApp(<TemplatesList />);
    expect(await screen.findByRole('heading', { name: 'Templates' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Create a template' })).toHaveAttribute(
      'href',
      '/templates/create',
    );
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Company Name', 'Status', 'Created', 'Actions']);
    const first = (await within(table).findByText('Commercial Pest Service Report')).closest('tr')!;
    expect(within(first).getByText('Greenleaf Pest & Lawn')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText('03/07/2026 11:30 PM')).toBeInTheDocument();
    await within(first).findByRole('button', { name: 'Delete Commercial Pest Service Report' });
    const actions = [...first.querySelectorAll('td:last-child a, td:last-child button')].map((a) => [
      a.getAttribute('aria-label'),
      a.getAttribute('href'),
    ]);
    expect(actions).toEqual([
      ['Delete Commercial Pest Service Report', null],
      ['Manage fields of Commercial Pest Service Report', '/templates/tasks/2'],
      ['Copy Commercial Pest Service Report', '/templates/2/copy'],
      ['Edit Commercial Pest Service Report', '/templates/2/edit'],
    ]);
    expect(within(first).getByText('Manage fields')).toBeInTheDocument();
    const second = within(table).getByText('Lawn Visit').closest('tr')!;
    expect(within(second).getByText('Inactive')).toBeInTheDocument();
  });

  it('says "No templates found" with no paginator, and pages 25 at a time above and below', async () => {
    server([]);
    const { unmount } = renderWithApp(<TemplatesList />);
    expect(await screen.findByText('No templates found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    server([row(2, 'One')], { total: 60 });
    renderWithApp(<TemplatesList />);
    await screen.findByText('One');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages (below the list)' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Page 3' })).toHaveLength(2);
  });

  it('Active sets the filter, clicking it again clears it; each change asks the server again', async () => {
    const { calls } = server([row(2, 'One')]);
    renderWithApp(<TemplatesList />);
    await screen.findByText('One');
    const lastActive = () =>
      calls
        .filter((c) => c.url.pathname === '/api/get-templates-filtered')
        .at(-1)!
        .url.searchParams.get('active');
    expect(lastActive()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Active' }));
    await waitFor(() => expect(lastActive()).toBe('active'));
    await userEvent.click(screen.getByRole('button', { name: 'Inactive' }));
    await waitFor(() => expect(lastActive()).toBe('inactive'));
    await userEvent.click(screen.getByRole('button', { name: 'Inactive' }));
    await waitFor(() => expect(lastActive()).toBeNull());
  });

  it('asks "Are you sure you want to delete this template?", deletes, and offers Undo', async () => {
    const { calls } = server([row(2, 'One')]);
    renderWithApp(<TemplatesList />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete One' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this template?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('One was deleted.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/api/trash/templates/2/restore')).toBe(true),
    );
  });

  it('shows "Cannot delete, template in use by {count} reports" when the server refuses', async () => {
    server([row(2, 'One')], {
      deleteAnswer: () => ({
        status: 409,
        body: { status: 'in_use', used_count: 4, message: 'Cannot delete, template in use by 4 reports' },
      }),
    });
    renderWithApp(<TemplatesList />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete One' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Cannot delete, template in use by 4 reports')).toBeInTheDocument();
    expect(screen.queryByText('One was deleted.')).toBeNull();
  });

  it('gives Supervisors the list and Manage fields only', async () => {
    server([row(2, 'One')], { me: SUPERVISOR });
    renderWithApp(<TemplatesList />);
    const link = await screen.findByRole('link', { name: 'Manage fields of One' });
    expect(link).toHaveAttribute('href', '/templates/tasks/2');
    expect(screen.queryByRole('link', { name: 'Create a template' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete One' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Copy One' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit One' })).toBeNull();
  });
});
