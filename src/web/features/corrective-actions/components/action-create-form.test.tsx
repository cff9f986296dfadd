import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSelectField } from '@web/components/deferred-select';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { actionRow } from './actions.fixtures';
import { ActionCreateForm } from './action-create-form';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => notifications.clean());
});

function server() {
  return mockServer({
    'GET /api/get-auth-user': () => ({ body: ADMIN_USER }),
    'GET /api/get-locations-filtered': () => ({
      body: [{ id: 5, name: 'Main Street Bakery', address: '1 Main St' }],
      headers: { 'X-Total-Count': '1' },
    }),
    'GET /api/corrective-actions/assignable': () => ({ body: { users: [], users_more: false } }),
    'POST /api/corrective-actions': (_url, init) => ({
      body: actionRow(50, JSON.parse(init.body as string) as { title: string }),
    }),
  });
}

const created = (calls: ReturnType<typeof server>['calls']) =>
  calls.filter((c) => c.method === 'POST').map((c) => c.body);

describe('ActionCreateForm', { timeout: 30_000 }, () => {
  // The location Select, which the app loads after the first screen (decision 0067).
  beforeAll(() => loadSelectField());

  it('from the list: asks for a location, then creates there and opens the new action', async () => {
    const { calls } = server();
    const { router } = renderWithApp(<ActionCreateForm />, { url: '/corrective-actions/new' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Title/ }), 'Fix the fence');
    await userEvent.click(screen.getByRole('button', { name: 'Create corrective action' }));
    expect(await screen.findByText('Choose a location.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(created(calls)).toEqual([]);
    await userEvent.click(screen.getByRole('combobox', { name: /Location/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Main Street Bakery/, hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Create corrective action' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/corrective-actions/50'), {
      timeout: 5000,
    });
    expect(created(calls)).toEqual([
      {
        title: 'Fix the fence',
        description: '',
        assignee_id: null,
        due_date: null,
        priority: 'medium',
        location_id: 5,
      },
    ]);
  });

  it('from a report: sends the report, no location to choose', async () => {
    const { calls } = server();
    renderWithApp(<ActionCreateForm reportId={12} />, { url: '/corrective-actions/new?report_id=12' });
    expect(await screen.findByText('On report 12, at its location.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Location/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Fix the fence');
    await userEvent.click(screen.getByRole('button', { name: 'Create corrective action' }));
    await waitFor(() => expect(created(calls)).toHaveLength(1), { timeout: 5000 });
    expect(created(calls)[0]).toMatchObject({ title: 'Fix the fence', report_id: 12 });
    expect(created(calls)[0]).not.toHaveProperty('location_id');
  });
});
