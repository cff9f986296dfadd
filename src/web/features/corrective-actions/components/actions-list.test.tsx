import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMultiSelectField } from '@web/components/deferred-multi-select';
import { loadSelectField } from '@web/components/deferred-select';
import { mockServer, renderWithApp } from '@web/test/render';
import { expectHeaderSorts } from '@web/test/sort-header';
import { ADMIN_USER } from '@web/test/users';
import { actionRow } from './actions.fixtures';
import { ActionsList } from './actions-list';

afterEach(() => vi.unstubAllGlobals());

function server(actions = [actionRow(7, { overdue: true, priority: 'high' }), actionRow(6)], total = 2) {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: ADMIN_USER }),
    'GET /api/corrective-actions': () => ({ body: { actions, total, total_estimated: false } }),
    'GET /api/get-locations-filtered': () => ({
      body: [{ id: 5, name: 'Main Street Bakery', address: '1 Main St' }],
      headers: { 'X-Total-Count': '1' },
    }),
    'GET /api/corrective-actions/assignable': () => ({
      body: { users: [{ id: 3, name: 'Tess Tech' }], users_more: false },
    }),
  });
}

const listCalls = (calls: ReturnType<typeof server>['calls']) =>
  calls
    .filter((c) => c.url.pathname === '/api/corrective-actions')
    .map((c) => Object.fromEntries(c.url.searchParams));

describe('ActionsList', { timeout: 30_000 }, () => {
  // The filters' Selects, which the page loads after its first screen (decision 0067).
  beforeAll(() => Promise.all([loadSelectField(), loadMultiSelectField()]));

  it('shows each action with its location, assignee, due date (overdue marked), priority and status, opening it', async () => {
    server();
    renderWithApp(<ActionsList />, { url: '/corrective-actions' });
    const table = await screen.findByRole('table');
    const link = await within(table).findByRole('link', { name: 'Action 7' });
    expect(link).toHaveAttribute('href', '/corrective-actions/7');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Location', 'Assignee', 'Due date', 'Priority', 'Status']);
    const overdue = link.closest('tr')!;
    expect(within(overdue).getByText('Main Street Bakery')).toBeInTheDocument();
    expect(within(overdue).getByText('Tess Tech')).toBeInTheDocument();
    expect(within(overdue).getByText('07/10/2026')).toBeInTheDocument();
    expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
    expect(within(overdue).getByText('High')).toBeInTheDocument();
    expect(within(overdue).getByText('Open')).toBeInTheDocument();
    const other = within(table).getByRole('link', { name: 'Action 6' }).closest('tr')!;
    expect(within(other).queryByText('Overdue')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New corrective action' })).toHaveAttribute(
      'href',
      '/corrective-actions/new',
    );
    // Every list exports (issue 33 item 8): GET /api/export/corrective-actions with these filters.
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('sends the filters of the URL and the page, and says when nothing matches', async () => {
    const { calls } = server([], 0);
    renderWithApp(<ActionsList />, {
      url: '/corrective-actions?status=done,open&assignee_id=3&location_id=5&overdue=1&page=2',
    });
    expect(await screen.findByText('No corrective actions match these filters.')).toBeInTheDocument();
    // Statuses go in their own order, whatever the URL's.
    expect(listCalls(calls)).toContainEqual({
      page: '2',
      status: 'open,done',
      assignee_id: '3',
      location_id: '5',
      overdue: '1',
    });
  });

  it('asks again with each filter chosen: statuses (several), overdue, and back to page 1', async () => {
    const { calls } = server();
    renderWithApp(<ActionsList />, { url: '/corrective-actions?page=3' });
    await screen.findByRole('link', { name: 'Action 7' });
    expect(listCalls(calls)).toContainEqual({ page: '3' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'In progress', hidden: true }));
    await userEvent.click(await screen.findByRole('option', { name: 'Open', hidden: true }));
    await waitFor(() => expect(listCalls(calls)).toContainEqual({ page: '1', status: 'open,in_progress' }));

    await userEvent.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    await waitFor(() =>
      expect(listCalls(calls)).toContainEqual({ page: '1', status: 'open,in_progress', overdue: '1' }),
    );
  });

  it('filters by the location and the assignee chosen', async () => {
    const { calls } = server();
    renderWithApp(<ActionsList />, { url: '/corrective-actions' });
    await screen.findByRole('link', { name: 'Action 7' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Location' }));
    await userEvent.click(await screen.findByRole('option', { name: /Main Street Bakery/, hidden: true }));
    await waitFor(() => expect(listCalls(calls)).toContainEqual({ page: '1', location_id: '5' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Assignee' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tess Tech', hidden: true }));
    await waitFor(() =>
      expect(listCalls(calls)).toContainEqual({ page: '1', location_id: '5', assignee_id: '3' }),
    );
  });

  it('sorts by a column from its header, in the URL and the request', async () => {
    const { calls } = server();
    const { router } = renderWithApp(<ActionsList />, { url: '/corrective-actions?status=open' });
    await expectHeaderSorts({
      router,
      calls,
      path: '/api/corrective-actions',
      header: 'Due date',
      column: 'due_date',
    });
    expect(listCalls(calls).at(-1)).toEqual({ page: '1', status: 'open', sort: '-due_date' });
  });
});
