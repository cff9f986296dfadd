import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { AccountSettings } from './account-settings';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

const MESSAGE = 'There are unsaved changes on this page which will be discarded if you continue.';
const me = {
  id: 4,
  name: 'Marcus Johnson',
  email: 'marcus@x.example',
  username: 'marcus',
  type_id: 4,
  type: { type: 'Technician' },
};

function server() {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: me }),
    'PUT /api/account': (_url, init) => ({
      body: { ...me, ...(JSON.parse(init.body as string) as { name: string }) },
    }),
  });
}

async function renderAccount() {
  const view = renderWithApp(<AccountSettings />, { url: '/account', path: '/account' });
  await screen.findByRole('heading', { name: 'Your name' });
  return view;
}

// Each form had its own guard; the router consults only one blocker, so the name form's was lost.
describe('AccountSettings: the unsaved-changes guard covers both forms', () => {
  it('asks before leaving with a changed name; Stay keeps what was typed', async () => {
    server();
    const { router } = await renderAccount();
    await userEvent.type(screen.getByLabelText(/^Name/), ' Jr.');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Marcus Johnson Jr.');
    await router.navigate('/jobs');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGE)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Marcus Johnson Jr.');
  });

  it('asks before leaving with a half-typed password change', async () => {
    server();
    const { router } = await renderAccount();
    await userEvent.type(screen.getByLabelText(/^Current password/), 'old-secret');
    await router.navigate('/jobs');
    expect(await screen.findByRole('dialog')).toHaveTextContent(MESSAGE);
    expect(router.state.location.pathname).toBe('/account');
  });

  it('lets the user go without asking once the name is saved', async () => {
    const { calls } = server();
    const { router } = await renderAccount();
    await userEvent.type(screen.getByLabelText(/^Name/), ' Jr.');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    await router.navigate('/jobs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
