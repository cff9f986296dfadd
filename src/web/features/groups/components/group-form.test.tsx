import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { GroupForm } from './group-form';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

describe('GroupForm', () => {
  it('wants a name before it sends anything', async () => {
    const { calls } = mockServer({});
    renderWithApp(<GroupForm />, { url: '/groups/create' });
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('Enter a name.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('creates the group with its role and status and returns to the list', async () => {
    const { calls } = mockServer({
      'POST /api/groups': () => ({
        body: {
          id: 9,
          name: 'Night Crew',
          type_id: 3,
          status_id: 1,
          type: { type: 'Supervisor' },
          status: { status: 'Active' },
          jobcount: 0,
          created_at: '2026-01-01T00:00:00Z',
          updated_at: '2026-01-01T00:00:00Z',
        },
      }),
      'GET /api/get-groups-filtered': () => ({ body: [] }),
    });
    const { router } = renderWithApp(<GroupForm />, { url: '/groups/create' });
    await userEvent.click(screen.getByLabelText(/^Name/));
    await userEvent.paste('Night Crew');
    await userEvent.click(screen.getByRole('combobox', { name: /^Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Supervisor', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Night Crew',
      type_id: 3,
      status_id: 1,
    });
  });

  it('shows a name another group has on the name field', async () => {
    const taken = 'Another group already has this name.';
    mockServer({
      'POST /api/groups': () => ({ status: 409, body: { message: taken, errors: { name: taken } } }),
    });
    renderWithApp(<GroupForm />, { url: '/groups/create' });
    await userEvent.click(screen.getByLabelText(/^Name/));
    await userEvent.paste('Lawn Care Crew');
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  });
});
