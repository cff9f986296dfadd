import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSelectField } from '@web/components/deferred-select';
import type { Assignee, GroupDetail } from '@shared/schemas/groups';
import { mockServer, renderWithApp } from '@web/test/render';
import { GroupAssign } from './group-assign';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

const group: GroupDetail = {
  id: 3,
  name: 'Lawn Crew',
  type_id: 4,
  status_id: 1,
  type: { type: 'Technician' },
  status: { status: 'Active' },
  jobcount: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

/** A server whose lists change with each assign and de-assign, as the real one does. */
function server(users: Assignee[], assignees: Assignee[]) {
  const state = { users: [...users], assignees: [...assignees] };
  const move = (from: Assignee[], to: Assignee[], id: number) => {
    const i = from.findIndex((u) => u.id === id);
    if (i >= 0) to.push(...from.splice(i, 1));
  };
  return mockServer({
    // Like the server: the users matching `search`, one page.
    'GET /api/groups/assignees-available-users/3': (url) => {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const users = state.users.filter((u) => u.name.toLowerCase().includes(search));
      return { body: { users, users_more: false, assignees: state.assignees } };
    },
    'POST /api/groups/assign/3': (_url, init) => {
      move(state.users, state.assignees, (JSON.parse(init.body as string) as { user_id: number }).user_id);
      return { body: { status: 'success' } };
    },
    'DELETE /api/groups/deassign/3': (_url, init) => {
      move(state.assignees, state.users, (JSON.parse(init.body as string) as { user_id: number }).user_id);
      return { body: { status: 'success' } };
    },
  });
}

const table = () => screen.getByRole('table');
const memberNames = () =>
  within(table())
    .queryAllByRole('row')
    .slice(1)
    .map((r) => within(r).queryAllByRole('cell')[0]?.textContent);

describe('GroupAssign', () => {
  // The user search's Select, which the page loads after its first screen (decision 0067).
  beforeAll(() => loadSelectField());

  it('says "User is required." and sends nothing when Assign User is clicked without a choice', async () => {
    const { calls } = server([{ id: 8, name: 'Ann Able' }], []);
    renderWithApp(<GroupAssign group={group} />);
    expect(await screen.findByText('No user assigned to this group.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Assigned Users to this Group' })).toBeInTheDocument();
    expect(screen.queryByText('User is required.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Assign User' }));
    expect(await screen.findByText('User is required.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Select User' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('finds a user by typing, assigns them with user_id, and reloads both lists', async () => {
    const { calls } = server(
      [
        { id: 8, name: 'Ann Able' },
        { id: 9, name: 'Bob Baker' },
      ],
      [{ id: 5, name: 'Cy Member' }],
    );
    renderWithApp(<GroupAssign group={group} />);
    await waitFor(() => expect(memberNames()).toEqual(['Cy Member']));
    const select = screen.getByRole('combobox', { name: 'Select User' });
    await userEvent.click(select);
    await userEvent.type(select, 'bob');
    const listbox = document.getElementById(select.getAttribute('aria-controls')!)!;
    // The server is asked for what was typed, once typing pauses.
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option', { hidden: true })
          .map((o) => o.textContent),
      ).toEqual(['Bob Baker']),
    );
    expect(calls.some((c) => c.url.searchParams.get('search') === 'bob')).toBe(true);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Bob Baker', hidden: true }));
    const loads = () => calls.filter((c) => c.url.pathname.startsWith('/api/groups/assignees')).length;
    const before = loads();
    await userEvent.click(screen.getByRole('button', { name: 'Assign User' }));
    await waitFor(() => expect(memberNames()).toEqual(['Cy Member', 'Bob Baker']));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ user_id: 9 });
    expect(loads()).toBeGreaterThan(before);
    expect(screen.getByText('Bob Baker was assigned to this group.')).toBeInTheDocument();
    // The select is empty again and no error shows.
    expect(select).toHaveValue('');
    expect(screen.queryByText('User is required.')).toBeNull();
  });

  it('de-assigns with user_id in a DELETE body, reloads, and Undo assigns again', async () => {
    const { calls } = server([], [{ id: 5, name: 'Cy Member' }]);
    renderWithApp(<GroupAssign group={group} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Cy Member from this group' }));
    expect(await screen.findByText('No user assigned to this group.')).toBeInTheDocument();
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect(del.url.pathname).toBe('/api/groups/deassign/3');
    expect(del.body).toEqual({ user_id: 5 });
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(memberNames()).toEqual(['Cy Member']));
  });

  it('shows the server’s refusal under the select', async () => {
    mockServer({
      'GET /api/groups/assignees-available-users/3': () => ({
        body: { users: [{ id: 8, name: 'Ann Able' }], users_more: false, assignees: [] },
      }),
      'POST /api/groups/assign/3': () => ({
        status: 409,
        body: {
          message: 'Only active users can be assigned.',
          errors: { user_id: 'Only active users can be assigned.' },
        },
      }),
    });
    renderWithApp(<GroupAssign group={group} />);
    const select = await screen.findByRole('combobox', { name: 'Select User' });
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Ann Able', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Assign User' }));
    expect(await screen.findByText('Only active users can be assigned.')).toBeInTheDocument();
  });
});
