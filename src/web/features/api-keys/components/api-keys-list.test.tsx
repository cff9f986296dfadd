import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiKeyRow } from '@shared/schemas/api-keys';
import { mockServer, renderWithApp } from '@web/test/render';
import { ApiKeysList } from './api-keys-list';

afterEach(() => vi.unstubAllGlobals());

const SECRET = `fbk_${'k'.repeat(43)}`;
const row = (over: Partial<ApiKeyRow> = {}): ApiKeyRow => ({
  id: 3,
  name: 'Billing sync',
  prefix: 'fbk_abcdefgh',
  scopes: { jobs: 'read', reports: 'write' },
  allowed_ips: [],
  rate_limit: 120,
  created_at: '2026-03-08T17:00:00.000Z',
  created_by: 'Ann Admin',
  expires_at: '2026-06-06T17:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
  state: 'active',
  ...over,
});

function server(keys: ApiKeyRow[]) {
  let current = keys;
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'UTC' } }),
    'GET /api/api-keys': () => ({ body: { keys: current } }),
    'POST /api/api-keys': () => {
      const key = row({
        id: 4,
        name: 'Nightly export',
        prefix: SECRET.slice(0, 12),
        scopes: { groups: 'write' },
      });
      current = [key, ...current];
      return { body: { key, secret: SECRET } };
    },
    'POST /api/api-keys/3/revoke': () => {
      current = current.map((k) =>
        k.id === 3 ? { ...k, state: 'revoked', revoked_at: '2026-03-10T09:00:00.000Z' } : k,
      );
      return { body: current.find((k) => k.id === 3) };
    },
  });
}

/** The create dialog, found by its first field (a role query over its sixty-odd radios is slow). */
async function openCreate(): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: 'Create API key' }));
  return (await screen.findByLabelText(/^Name/)).closest<HTMLElement>('[role="dialog"]')!;
}

/** Pasted, not typed key by key: each key redraws the dialog's form. */
async function typeIn(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('ApiKeysList', () => {
  it('lists keys with their prefix, scopes, expiry, last use and state', async () => {
    server([row(), row({ id: 5, name: 'Old', state: 'expired', last_used_at: '2026-03-09T10:00:00.000Z' })]);
    renderWithApp(<ApiKeysList />);
    const first = (await screen.findByText('Billing sync')).closest('tr')!;
    expect(within(first).getByText('fbk_abcdefgh…')).toBeInTheDocument();
    expect(within(first).getByText('Jobs: Read')).toBeInTheDocument();
    expect(within(first).getByText('Reports: Write')).toBeInTheDocument();
    expect(within(first).getByText('Never')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    const old = screen.getByText('Old').closest('tr')!;
    expect(within(old).getByText('Expired')).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('creates a key from the scopes chosen and shows its secret once, with a Copy button', async () => {
    const { calls } = server([]);
    renderWithApp(<ApiKeysList />);
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    const dialog = await openCreate();
    await typeIn(within(dialog).getByLabelText(/^Name/), 'Nightly export');
    // No area chosen: refused before sending.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText(/at least one area/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.click(within(dialog).getByLabelText('Groups: Write'));
    await userEvent.click(within(dialog).getByLabelText('Jobs: Read'));
    await typeIn(within(dialog).getByLabelText(/Allowed addresses/), '10.0.0.0/8\n203.0.113.7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));

    expect(await within(dialog).findByDisplayValue(SECRET)).toBeInTheDocument();
    expect(within(dialog).getByText('You will not see this key again')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Nightly export',
      scopes: { groups: 'write', jobs: 'read' },
      days: 90,
      allowed_ips: ['10.0.0.0/8', '203.0.113.7'],
      rate_limit: 120,
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Nightly export')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('refuses an address that is not one before sending', async () => {
    const { calls } = server([]);
    renderWithApp(<ApiKeysList />);
    await screen.findByText('No API keys yet.');
    const dialog = await openCreate();
    await typeIn(within(dialog).getByLabelText(/^Name/), 'Bad address');
    await userEvent.click(within(dialog).getByLabelText('Jobs: Read'));
    await typeIn(within(dialog).getByLabelText(/Allowed addresses/), '10.0.0.300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText(/one IP address or CIDR range a line/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('revokes a key after a confirmation', async () => {
    const { calls } = server([row()]);
    renderWithApp(<ApiKeysList />);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Billing sync' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/refused from now on/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    const revoked = await screen.findByText('Revoked');
    expect(revoked.closest('tr')).toHaveTextContent('Billing sync');
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/api-keys/3/revoke')).toBe(true);
  });
});
