import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRow } from '@shared/schemas/users';
import { mockServer, renderWithApp } from '@web/test/render';
import { UsersList } from './users-list';

afterEach(() => vi.unstubAllGlobals());

const me = {
  id: 1,
  name: 'Admin',
  email: 'a@x.example',
  username: 'a',
  type_id: 1,
  type: { type: 'Super Admin' },
};

function row(id: number, name: string, jobcount = 0): UserRow {
  return {
    id,
    name,
    email: `${name.toLowerCase().replace(' ', '.')}@x.example`,
    username: name,
    type_id: 4,
    status_id: 1,
    type: { type: 'Technician' },
    status: { status: 'Active' },
    jobcount,
    certification_expires_on: null,
    // 2026-03-08 04:30 UTC is 11:30 PM of 03/07 in New York.
    created_at: '2026-03-08T04:30:00.000Z',
  };
}

function server(rows: UserRow[], total = rows.length) {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: me }),
    'GET /api/get-users-filtered': () => ({ body: rows, headers: { 'X-Total-Count': String(total) } }),
    'POST /api/delete-user': () => ({ body: { status: 'success', id: 2 } }),
    'POST /api/trash/users/2/restore': () => ({ body: { status: 'success' } }),
  });
}

describe('UsersList', () => {
  it('shows the spec columns, the role and status texts, dates in New York time and job count links', async () => {
    server([row(2, 'Ada Lovelace', 3), row(3, 'Bo Diddley', 0)]);
    renderWithApp(<UsersList />);
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Role', 'Status', 'Job Count', 'Created', 'Actions']);
    const ada = (await within(table).findByText('Ada Lovelace')).closest('tr')!;
    expect(within(ada).getByText('Technician')).toBeInTheDocument();
    expect(within(ada).getByText('Active')).toBeInTheDocument();
    expect(within(ada).getByText('03/07/2026 11:30 PM')).toBeInTheDocument();
    expect(within(ada).getByRole('link', { name: 'Jobs of Ada Lovelace' })).toHaveAttribute(
      'href',
      '/users/2/jobs',
    );
    expect(within(ada).getByRole('link', { name: 'Edit Ada Lovelace' })).toHaveAttribute(
      'href',
      '/users/2/edit',
    );
    const bo = within(table).getByText('Bo Diddley').closest('tr')!;
    expect(within(bo).queryByRole('link', { name: /Jobs of/ })).toBeNull();
  });

  it('says "No users" and shows no paginator when the list is empty', async () => {
    server([]);
    renderWithApp(<UsersList />);
    expect(await screen.findByText('No users')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /^Pages/ })).toBeNull();
  });

  it('shows a paginator above and below the table when there are users', async () => {
    server([row(2, 'Ada Lovelace')], 60);
    renderWithApp(<UsersList />);
    await screen.findByText('Ada Lovelace');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages (below the list)' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Page 3' })).toHaveLength(2);
  });

  it('asks "Are you sure?", sends the id in a params wrapper with the CSRF header, and reloads the list', async () => {
    document.cookie = 'XSRF-TOKEN=token-123; path=/';
    const { calls } = server([row(2, 'Ada Lovelace')]);
    renderWithApp(<UsersList />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
    const listCalls = () => calls.filter((c) => c.url.pathname === '/api/get-users-filtered').length;
    const before = listCalls();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/delete-user')).toBe(true));
    const del = calls.find((c) => c.url.pathname === '/api/delete-user')!;
    expect(del.body).toEqual({ params: { id: 2 } });
    expect(del.headers['X-CSRF-Token']).toBe('token-123');
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));

    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/api/trash/users/2/restore')).toBe(true),
    );
  });

  it('offers "Create a user" in the header', async () => {
    server([row(2, 'Ada Lovelace')]);
    renderWithApp(<UsersList />);
    expect(await screen.findByRole('link', { name: 'Create a user' })).toHaveAttribute(
      'href',
      '/users/create',
    );
  });

  it('does not offer an Admin to delete a Super Admin', async () => {
    const boss = { ...row(3, 'Boss Lady'), type_id: 1, type: { type: 'Super Admin' } };
    mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
      'GET /api/get-auth-user': () => ({ body: { ...me, type_id: 2, type: { type: 'Admin' } } }),
      'GET /api/get-users-filtered': () => ({ body: [row(2, 'Ada Lovelace'), boss] }),
    });
    renderWithApp(<UsersList />);
    await screen.findByRole('button', { name: 'Delete Ada Lovelace' });
    expect(screen.queryByRole('button', { name: 'Delete Boss Lady' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit Boss Lady' })).toBeInTheDocument();
  });

  it('does not offer to delete the logged-in user', async () => {
    server([{ ...row(1, 'Admin Self') }, row(2, 'Ada Lovelace')]);
    renderWithApp(<UsersList />);
    await screen.findByRole('button', { name: 'Delete Ada Lovelace' });
    expect(screen.queryByRole('button', { name: 'Delete Admin Self' })).toBeNull();
  });
});
