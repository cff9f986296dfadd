import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRow } from '@shared/schemas/users';
import { mockServer, renderWithApp } from '@web/test/render';
import { UsersList } from './users-list';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

const admin = {
  id: 1,
  name: 'Admin',
  email: 'a@x.example',
  username: 'a',
  type_id: 2,
  type: { type: 'Admin' },
};

function row(id: number, name: string, more: Partial<UserRow> = {}): UserRow {
  return {
    id,
    name,
    email: `${name.toLowerCase().replace(' ', '.')}@x.example`,
    username: name,
    type_id: 4,
    status_id: 1,
    type: { type: 'Technician' },
    status: { status: 'Active' },
    jobcount: 0,
    certification_expires_on: null,
    created_at: '2026-03-08T04:30:00.000Z',
    ...more,
  };
}

function server(rows: UserRow[], send: () => { status?: number; body: unknown }) {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: admin }),
    'GET /api/get-users-filtered': () => ({ body: rows, headers: { 'X-Total-Count': String(rows.length) } }),
    'POST /api/users/2/send-password-reset': send,
  });
}

describe('Send password reset (users list)', () => {
  it('asks first, then sends with the CSRF header and says where the link went', async () => {
    document.cookie = 'XSRF-TOKEN=token-456; path=/';
    const { calls } = server([row(2, 'Ada Lovelace')], () => ({ body: { status: 'success' } }));
    renderWithApp(<UsersList />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Send a password reset to Ada Lovelace' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Send a password reset?' });
    expect(dialog).toHaveTextContent(
      'Ada Lovelace gets an email at ada.lovelace@x.example with a link to set a new password.',
    );
    const sends = () => calls.filter((c) => c.url.pathname === '/api/users/2/send-password-reset');
    expect(sends()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send password reset' }));
    expect(
      await screen.findByText('A password reset link is on its way to ada.lovelace@x.example.'),
    ).toBeInTheDocument();
    expect(sends()).toHaveLength(1);
    expect(sends()[0]!.method).toBe('POST');
    expect(sends()[0]!.headers['X-CSRF-Token']).toBe('token-456');
  });

  it('sends nothing when cancelled, and shows a refusal', async () => {
    const refusal = 'This user is inactive. Make the account active before sending a password reset.';
    const { calls } = server([row(2, 'Ada Lovelace')], () => ({
      status: 409,
      body: { code: 'user.resetInactive', message: refusal },
    }));
    renderWithApp(<UsersList />);
    const button = await screen.findByRole('button', { name: 'Send a password reset to Ada Lovelace' });
    await userEvent.click(button);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.url.pathname.endsWith('/send-password-reset'))).toEqual([]);

    await userEvent.click(button);
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send password reset' }),
    );
    expect(await screen.findByText('The password reset was not sent')).toBeInTheDocument();
    expect(screen.getByText(refusal)).toBeInTheDocument();
  });

  it('is not offered for an inactive user, nor to an Admin for a Super Admin', async () => {
    server(
      [
        row(2, 'Ada Lovelace'),
        row(3, 'Idle Ivan', { status_id: 2, status: { status: 'Inactive' } }),
        row(4, 'Boss Lady', { type_id: 1, type: { type: 'Super Admin' } }),
      ],
      () => ({ body: { status: 'success' } }),
    );
    renderWithApp(<UsersList />);
    await screen.findByRole('button', { name: 'Send a password reset to Ada Lovelace' });
    expect(screen.queryByRole('button', { name: 'Send a password reset to Idle Ivan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send a password reset to Boss Lady' })).toBeNull();
  });
});
