import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSelectField } from '@web/components/deferred-select';
import type { AssigneesResponse } from '@shared/schemas/jobs';
import { mockServer, renderWithApp } from '@web/test/render';
import { JobAssign } from './job-assign';
import { ADMIN_USER } from '@web/test/users';

afterEach(() => vi.unstubAllGlobals());

const admin = ADMIN_USER;
const job = {
  id: 7,
  name: 'Monthly pest service',
  category: 'Pest Control',
  location_id: 3,
  status_id: 1,
  status: { status: 'Active' },
  created_at: '2026-03-08T04:30:00.000Z',
  updated_at: '2026-03-08T04:30:00.000Z',
  location: { id: 3, name: 'Harbor Diner', address: '1 Dock St' },
};

/** The lists as the server holds them; `more`: more users match than its page holds. */
type Lists = Omit<AssigneesResponse, 'users_more'>;

function server(initial: Lists, more = false) {
  let lists = initial;
  const mock = mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: admin }),
    'GET /api/jobs/7': () => ({ body: job }),
    'GET /api/jobs/assignees-available-users/7': () => ({ body: { ...lists, users_more: more } }),
    'POST /api/jobs/assign/7': () => ({ body: { status: 'success' } }),
    'DELETE /api/jobs/deassign/7': () => ({ body: { status: 'success' } }),
  });
  const listLoads = () => mock.calls.filter((c) => c.url.pathname.startsWith('/api/jobs/assignees')).length;
  const mutations = () => mock.calls.filter((c) => c.method === 'POST' || c.method === 'DELETE');
  return { ...mock, listLoads, mutations, setLists: (next: Lists) => (lists = next) };
}

describe('JobAssign (product.md screen 6)', { timeout: 30_000 }, () => {
  // The user search's Select, which the page loads after its first screen (decision 0067).
  beforeAll(() => loadSelectField());

  it('shows the select, the button and the assigned users, with "-missing-" for a deleted account', async () => {
    server({
      users: [{ id: 11, name: 'Bo Tech' }],
      assignees: [
        { user_id: 12, user: { id: 12, name: 'Ada Supervisor' } },
        { user_id: 13, user: null },
      ],
    });
    renderWithApp(<JobAssign jobId={7} />);
    expect(await screen.findByText(/Monthly pest service ·/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Harbor Diner' })).toHaveAttribute('href', '/locations/3');
    // Worded like the group's screen ("Assign users to …"), not "Assign supervisor to job".
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Assign supervisors to Monthly pest service',
    );
    expect(screen.getByRole('combobox', { name: 'Select Supervisor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign Supervisor' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Assigned Users to this Job' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Actions']);
    expect(await within(table).findByText('Ada Supervisor')).toBeInTheDocument();
    expect(within(table).getByText('-missing-')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Remove -missing- from this job' })).toBeInTheDocument();
  });

  it('says to type when the server has more users than its page holds, and asks it for what is typed', async () => {
    const mock = server({ users: [{ id: 11, name: 'Bo Tech' }], assignees: [] }, true);
    renderWithApp(<JobAssign jobId={7} />);
    expect(
      await screen.findByText('More users match: type a name or email to narrow the list.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: 'Select Supervisor' }), 'smith');
    await waitFor(() =>
      expect(mock.calls.some((c) => c.url.searchParams.get('search') === 'smith')).toBe(true),
    );
  });

  it('says "No user/supervisor assigned to this job." when nobody is', async () => {
    server({ users: [{ id: 11, name: 'Bo Tech' }], assignees: [] });
    renderWithApp(<JobAssign jobId={7} />);
    expect(await screen.findByText('No user/supervisor assigned to this job.')).toBeInTheDocument();
  });

  it('says "User is required." and sends nothing when no user is chosen', async () => {
    const mock = server({ users: [{ id: 11, name: 'Bo Tech' }], assignees: [] });
    renderWithApp(<JobAssign jobId={7} />);
    await screen.findByText('No user/supervisor assigned to this job.');
    expect(screen.queryByText('User is required.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Assign Supervisor' }));
    expect(await screen.findByText('User is required.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Select Supervisor' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(mock.mutations()).toEqual([]);
  });

  it('assigns the chosen user and reloads both lists', async () => {
    const mock = server({ users: [{ id: 11, name: 'Bo Tech' }], assignees: [] });
    renderWithApp(<JobAssign jobId={7} />);
    await screen.findByText('No user/supervisor assigned to this job.');
    await userEvent.click(screen.getByRole('combobox', { name: 'Select Supervisor' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bo Tech', hidden: true }));
    const loads = mock.listLoads();
    mock.setLists({ users: [], assignees: [{ user_id: 11, user: { id: 11, name: 'Bo Tech' } }] });
    await userEvent.click(screen.getByRole('button', { name: 'Assign Supervisor' }));

    await waitFor(() => expect(mock.mutations()).toHaveLength(1));
    expect(mock.mutations()[0]).toMatchObject({ method: 'POST', body: { user_id: 11 } });
    const table = screen.getByRole('table', { name: 'Assigned Users to this Job' });
    expect(await within(table).findByText('Bo Tech')).toBeInTheDocument();
    expect(mock.listLoads()).toBeGreaterThan(loads);
    expect(screen.queryByText('User is required.')).toBeNull();
  });

  it('de-assigns with user_id in the body of a DELETE, reloads, and Undo assigns again', async () => {
    const mock = server({
      users: [],
      assignees: [{ user_id: 12, user: { id: 12, name: 'Ada Supervisor' } }],
    });
    renderWithApp(<JobAssign jobId={7} />);
    const remove = await screen.findByRole('button', { name: 'Remove Ada Supervisor from this job' });
    mock.setLists({ users: [{ id: 12, name: 'Ada Supervisor' }], assignees: [] });
    await userEvent.click(remove);

    await waitFor(() => expect(mock.mutations()).toHaveLength(1));
    expect(mock.mutations()[0]).toMatchObject({ method: 'DELETE', body: { user_id: 12 } });
    expect(await screen.findByText('No user/supervisor assigned to this job.')).toBeInTheDocument();
    expect(screen.getByText('Ada Supervisor was removed from this job.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(mock.mutations()).toHaveLength(2));
    expect(mock.mutations()[1]).toMatchObject({ method: 'POST', body: { user_id: 12 } });
  });
});
