import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Role } from '@shared/constants';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { AccountExport } from './account-export';

afterEach(() => vi.unstubAllGlobals());

function server(typeId: number) {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: { ...ADMIN_USER, type_id: typeId } }),
  });
}

describe('AccountExport', () => {
  it('offers a Super Admin the whole account as one ZIP', async () => {
    server(Role.SuperAdmin);
    renderWithApp(<AccountExport />, { url: '/company' });
    const link = await screen.findByRole('link', { name: 'Download everything (ZIP)' });
    expect(link).toHaveAttribute('href', '/api/account-export');
    expect(link).toHaveAttribute('download');
  });

  it('shows an Admin nothing: the file holds every password hash', async () => {
    const { calls } = server(Role.Admin);
    renderWithApp(<AccountExport />, { url: '/company' });
    await waitFor(() => expect(calls.map((c) => c.url.pathname)).toContain('/api/get-auth-user'));
    await act(async () => {});
    expect(screen.queryByRole('link', { name: 'Download everything (ZIP)' })).not.toBeInTheDocument();
  });
});
