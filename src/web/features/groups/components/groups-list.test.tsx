import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GroupRow } from '@shared/schemas/groups';
import { mockServer, renderWithApp } from '@web/test/render';
import { GroupsList } from './groups-list';

afterEach(() => vi.unstubAllGlobals());

function row(id: number, name: string, jobcount = 0): GroupRow {
  return {
    id,
    name,
    type_id: 4,
    status_id: 2,
    type: { type: 'Technician' },
    status: { status: 'Inactive' },
    jobcount,
    // 2026-07-04 16:05 UTC is 12:05 PM in New York.
    created_at: '2026-07-04T16:05:00.000Z',
  };
}

function server(rows: GroupRow[], total = rows.length) {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-groups-filtered': () => ({ body: rows, headers: { 'X-Total-Count': String(total) } }),
    'POST /api/delete-group': () => ({ body: { status: 'success', id: 4 } }),
    'POST /api/trash/groups/4/restore': () => ({ body: { status: 'success' } }),
  });
}

describe('GroupsList', () => {
  it('shows the spec columns, texts, dates and links for each group', async () => {
    server([row(4, 'Lawn Crew', 12), row(5, 'Quiet Crew', 0)]);
    renderWithApp(<GroupsList />);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Role', 'Status', 'Job Count', 'Created', 'Actions']);
    const lawn = (await within(table).findByText('Lawn Crew')).closest('tr')!;
    expect(within(lawn).getByText('Technician')).toBeInTheDocument();
    expect(within(lawn).getByText('Inactive')).toBeInTheDocument();
    expect(within(lawn).getByText('07/04/2026 12:05 PM')).toBeInTheDocument();
    expect(within(lawn).getByRole('link', { name: 'Jobs of Lawn Crew: 12' })).toHaveAttribute(
      'href',
      '/groups/4/jobs',
    );
    expect(within(lawn).getByRole('link', { name: 'Edit Lawn Crew' })).toHaveAttribute(
      'href',
      '/groups/4/edit',
    );
    expect(within(lawn).getByRole('link', { name: 'Assign users to Lawn Crew' })).toHaveAttribute(
      'href',
      '/groups/assign/4',
    );
    // Spec screen 3: the job count links even at 0.
    const quiet = within(table).getByText('Quiet Crew').closest('tr')!;
    expect(within(quiet).getByRole('link', { name: 'Jobs of Quiet Crew: 0' })).toHaveAttribute(
      'href',
      '/groups/5/jobs',
    );
    expect(screen.getByRole('link', { name: 'Create a group' })).toHaveAttribute('href', '/groups/create');
  });

  it('says "No groups" without paginators when the list is empty', async () => {
    server([]);
    renderWithApp(<GroupsList />);
    expect(await screen.findByText('No groups')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /^Pages/ })).toBeNull();
  });

  it('asks for the filter page by page, 25 a page, and sends the filter to the server', async () => {
    const { calls } = server([row(4, 'Lawn Crew')], 60);
    renderWithApp(<GroupsList />, { url: '/groups?filter=lawn&page=2' });
    await screen.findByText('Lawn Crew');
    const list = calls.find((c) => c.url.pathname === '/api/get-groups-filtered')!;
    expect(Object.fromEntries(list.url.searchParams)).toEqual({ filter: 'lawn', page: '2' });
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages (below the list)' })).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
      'GET /api/get-groups-filtered': () => ({
        status: 500,
        body: { message: 'Something went wrong on the server.' },
      }),
    });
    renderWithApp(<GroupsList />);
    expect(
      await screen.findByText('This list could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks "Are you sure?", deletes with the params wrapper, reloads, and Undo restores', async () => {
    const { calls } = server([row(4, 'Lawn Crew')]);
    renderWithApp(<GroupsList />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Lawn Crew' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
    const lists = () => calls.filter((c) => c.url.pathname === '/api/get-groups-filtered').length;
    const before = lists();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/delete-group')).toBe(true));
    expect(calls.find((c) => c.url.pathname === '/api/delete-group')!.body).toEqual({ params: { id: 4 } });
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
    expect(await screen.findByText('Lawn Crew was deleted.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/api/trash/groups/4/restore')).toBe(true),
    );
    expect(await screen.findByText('Lawn Crew was restored.')).toBeInTheDocument();
  });
});
