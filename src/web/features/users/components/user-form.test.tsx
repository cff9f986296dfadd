import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserDetail } from '@shared/schemas/users';
import { authUserKey } from '@web/lib/auth';
import { mockServer, renderWithApp } from '@web/test/render';
import { UserForm } from './user-form';

afterEach(() => vi.unstubAllGlobals());
// Forms with several fields take a while to drive in the test DOM on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const superAdmin = {
  id: 1,
  name: 'Boss',
  email: 'b@x.example',
  username: 'b',
  type_id: 1,
  type: { type: 'Super Admin' },
};
const admin = { ...superAdmin, id: 5, name: 'Ada Admin', type_id: 2, type: { type: 'Admin' } };

function detail(overrides: Partial<UserDetail> = {}): UserDetail {
  return {
    id: 7,
    name: 'Tess Tech',
    email: 'tess@x.example',
    username: 'ttech',
    type_id: 4,
    status_id: 1,
    type: { type: 'Technician' },
    status: { status: 'Active' },
    jobcount: 2,
    certification_expires_on: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    daily_capacity_hours: 8,
    language: null,
    ...overrides,
  };
}

function server(me = superAdmin, routes: Parameters<typeof mockServer>[0] = {}) {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: me }),
    'GET /api/get-users-filtered': () => ({ body: [], headers: { 'X-Total-Count': '0' } }),
    ...routes,
  });
}

/** Replaces a field's text the way pasting does: one input event, so the tests stay quick. */
async function typeInto(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  if (!value) return;
  await userEvent.click(input);
  await userEvent.paste(value);
}

async function fillNewUser(
  overrides: Partial<Record<'Name' | 'Email' | 'Username' | 'Password', string>> = {},
) {
  const values = {
    Name: 'Nina New',
    Email: 'nina@x.example',
    Username: 'nina.new',
    Password: 'Good-pass-123',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    await typeInto(screen.getByLabelText(new RegExp(`^${label}`)), value);
  }
}

describe('UserForm (create)', () => {
  it('shows every rule on its field and sends nothing while the input is wrong', async () => {
    const { calls } = server();
    renderWithApp(<UserForm />, { url: '/users/create' });
    await screen.findByLabelText(/^Name/);
    await fillNewUser({ Name: '', Email: 'not-an-email', Username: 'a', Password: 'abcdefghijkl' });
    // A working day off the quarter hour: the shared schema's rule, on its field.
    await typeInto(screen.getByLabelText(/^Hours of a working day/), '7.2');
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('Enter a name.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Hours of a working day/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter the hours of a working day: 0 to 24, in quarter hours'),
    );
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Use 3 to 40 letters, digits, dots, hyphens or underscores, starting with a letter or digit.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Mix at least two kinds of characters: lowercase, uppercase, digits, symbols or spaces.',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('posts the user and returns to the list', async () => {
    const { calls } = server(superAdmin, {
      'POST /api/users': () => ({ body: detail({ id: 9, name: 'Nina New' }) }),
    });
    const { router } = renderWithApp(<UserForm />, { url: '/users/create' });
    await screen.findByLabelText(/^Name/);
    await fillNewUser();
    await typeInto(screen.getByLabelText(/^Hours of a working day/), '6,5');
    // No language chosen: the company's, sent as null. The field is a DeferredSelect: the Select's
    // code comes after the first screen (decision 0067), later than the typing above on a busy machine.
    const language = await screen.findByRole('combobox', { name: /^Language/ });
    expect(language).toHaveValue('');
    expect(language).toHaveAttribute('placeholder', "The company's language");
    await userEvent.click(screen.getByRole('combobox', { name: /^Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Supervisor', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/users');
    expect(post.body).toEqual({
      name: 'Nina New',
      email: 'nina@x.example',
      username: 'nina.new',
      password: 'Good-pass-123',
      type_id: 3,
      status_id: 1,
      daily_capacity_hours: 6.5,
      language: null,
    });
    expect(await screen.findByText('Nina New was created.')).toBeInTheDocument();
  });

  it('puts a taken email from the server on the email field and stays on the page', async () => {
    const taken = 'Another user already has this email address.';
    server(superAdmin, {
      'POST /api/users': () => ({ status: 409, body: { message: taken, errors: { email: taken } } }),
    });
    const { router } = renderWithApp(<UserForm />, { url: '/users/create' });
    await screen.findByLabelText(/^Name/);
    await fillNewUser();
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/users/create');
  });

  it('shows a refusal without a field above the form', async () => {
    server(superAdmin, {
      'POST /api/users': () => ({ status: 500, body: { message: 'Something went wrong on the server.' } }),
    });
    renderWithApp(<UserForm />, { url: '/users/create' });
    await screen.findByLabelText(/^Name/);
    await fillNewUser();
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    const alert = (await screen.findByText('The user was not saved')).closest('[role="alert"]')!;
    expect(alert).toHaveTextContent('Something went wrong on the server.');
  });

  it('offers the Super Admin role to a Super Admin only', async () => {
    const roles = async () => {
      const select = screen.getByRole('combobox', { name: /^Role/ });
      await userEvent.click(select);
      const listbox = await waitFor(() => document.getElementById(select.getAttribute('aria-controls')!)!);
      const listed = within(listbox)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent);
      await userEvent.keyboard('{Escape}');
      return listed;
    };
    // The signed-in account is known from the first render: the list before it loads is an
    // Admin's, so waiting for it to change would be waiting for time, not for an event.
    const renderAs = (me: typeof superAdmin) => {
      server(me);
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      queryClient.setQueryData(authUserKey, me);
      return renderWithApp(<UserForm />, { url: '/users/create', queryClient });
    };
    const first = renderAs(superAdmin);
    expect(await roles()).toEqual(['Super Admin', 'Admin', 'Supervisor', 'Technician']);
    first.unmount();
    renderAs(admin);
    expect(await roles()).toEqual(['Admin', 'Supervisor', 'Technician']);
  });

  it('asks before leaving with unsaved changes', async () => {
    server();
    const { router } = renderWithApp(<UserForm />, { url: '/users/create' });
    await typeInto(await screen.findByLabelText(/^Name/), 'Half done');
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'There are unsaved changes on this page which will be discarded if you continue.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users/create');
  });
});

describe('UserForm (edit)', () => {
  it('sends the changes without a password when none is typed', async () => {
    const { calls } = server(superAdmin, {
      'PUT /api/users/7': () => ({ body: detail({ name: 'Tess Renamed' }) }),
    });
    renderWithApp(<UserForm user={detail()} />, { url: '/users/7/edit' });
    await typeInto(await screen.findByLabelText(/^Name/), 'Tess Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      name: 'Tess Renamed',
      email: 'tess@x.example',
      username: 'ttech',
      type_id: 4,
      status_id: 1,
      password: '',
      daily_capacity_hours: 8,
      language: null,
    });
    expect(await screen.findByText('Tess Renamed was saved.')).toBeInTheDocument();
  });

  it("shows the user's language and sends the one chosen", async () => {
    const { calls } = server(superAdmin, { 'PUT /api/users/7': () => ({ body: detail() }) });
    renderWithApp(<UserForm user={detail({ language: 'fa' })} />, { url: '/users/7/edit' });
    const select = await screen.findByRole('combobox', { name: /^Language/ });
    expect(select).toHaveValue('فارسی');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'العربية', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ language: 'ar' });
  });

  it('locks one’s own role and status', async () => {
    server(superAdmin);
    renderWithApp(<UserForm user={detail({ id: 1, type_id: 1, type: { type: 'Super Admin' } })} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Role/ })).toBeDisabled());
    expect(screen.getByRole('combobox', { name: /^Status/ })).toBeDisabled();
    expect(screen.getAllByText('You cannot change your own role or status.')).toHaveLength(2);
    expect(screen.getByLabelText(/^Name/)).toBeEnabled();
  });

  it('shows a Super Admin to an Admin read-only, with the reason', async () => {
    const { calls } = server(admin);
    renderWithApp(<UserForm user={detail({ type_id: 1, type: { type: 'Super Admin' } })} />);
    expect(await screen.findByText('Only a Super Admin can edit a Super Admin.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});
