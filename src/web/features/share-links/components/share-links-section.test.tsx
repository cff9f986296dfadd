import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShareLinkRow } from '@shared/schemas/share-links';
import { mockServer, renderWithApp } from '@web/test/render';
import { ShareLinksSection } from './share-links-section';

afterEach(() => vi.unstubAllGlobals());

const URL_ONCE = `https://office.example.com/s/${'b'.repeat(43)}`;
const row = (over: Partial<ShareLinkRow> = {}): ShareLinkRow => ({
  id: 3,
  label: 'customer@example.com',
  created_at: '2026-03-08T17:00:00.000Z',
  created_by: 'Luis Ortega',
  expires_at: '2026-04-07T17:00:00.000Z',
  revoked_at: null,
  state: 'active',
  openings: 2,
  last_opened_at: '2026-03-09T10:00:00.000Z',
  ...over,
});

function server(links: ShareLinkRow[]) {
  let current = links;
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'UTC' } }),
    'GET /api/reports/12/share-links': () => ({ body: { links: current } }),
    'POST /api/reports/12/share-links': () => {
      current = [row({ id: 4, label: 'Front desk', openings: 0 }), ...current];
      return { body: { id: 4, url: URL_ONCE, expires_at: '2026-03-15T17:00:00.000Z' } };
    },
    'POST /api/share-links/3/revoke': () => {
      current = current.map((l) =>
        l.id === 3 ? { ...l, state: 'revoked', revoked_at: '2026-03-10T09:00:00.000Z' } : l,
      );
      return { body: current.find((l) => l.id === 3) };
    },
    'GET /api/share-links/3/openings': () => ({
      body: {
        openings: [
          { opened_at: '2026-03-09T10:00:00.000Z', ip: '203.0.113.9', user_agent: 'Phone', what: 'report' },
        ],
        total: 1,
      },
    }),
  });
}

describe('ShareLinksSection', () => {
  it('creates a link with the days and label typed, and shows its address once with a Copy button', async () => {
    const { calls } = server([]);
    renderWithApp(<ShareLinksSection target={{ kind: 'reports', id: 12 }} />);
    expect(await screen.findByText('No links yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    const dialog = await screen.findByRole('dialog');
    const days = await within(dialog).findByLabelText(/Days until it ends/);
    expect(days).toHaveValue('30');
    await userEvent.clear(days);
    await userEvent.type(days, '7');
    await userEvent.type(within(dialog).getByLabelText('Label'), 'Front desk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));

    expect(await within(dialog).findByDisplayValue(URL_ONCE)).toBeInTheDocument();
    expect(within(dialog).getByText(/shown only now/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ days: 7, label: 'Front desk' });

    // Once closed, the address is nowhere on the page: the list shows the link without it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Front desk')).toBeInTheDocument();
    expect(screen.queryByDisplayValue(URL_ONCE)).toBeNull();
    expect(document.body.textContent).not.toContain(URL_ONCE);
  });

  it('says who made each link, and that one nobody made came with the finished report', async () => {
    server([row(), row({ id: 2, label: 'office@example.com', created_by: null })]);
    renderWithApp(<ShareLinksSection target={{ kind: 'reports', id: 12 }} />);
    expect(await screen.findByText(/^By Luis Ortega,/)).toBeInTheDocument();
    expect(screen.getByText(/^Made when the report was finished,/)).toBeInTheDocument();
    expect(screen.queryByText(/By —/)).toBeNull();
  });

  it('refuses days out of range before sending', async () => {
    const { calls } = server([]);
    renderWithApp(<ShareLinksSection target={{ kind: 'reports', id: 12 }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create link' }));
    const dialog = await screen.findByRole('dialog');
    const days = await within(dialog).findByLabelText(/Days until it ends/);
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(
      await within(dialog).findAllByText('Enter a whole number of days from 1 to 3650.'),
    ).not.toHaveLength(0);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('lists links with state and openings, shows the openings, and revokes after a confirmation', async () => {
    const { calls } = server([row(), row({ id: 2, label: 'Old', state: 'expired', openings: 0 })]);
    renderWithApp(<ShareLinksSection target={{ kind: 'reports', id: 12 }} />);
    expect(await screen.findByText('customer@example.com')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Revoke' })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Opened: 2' }));
    expect(await screen.findByText('203.0.113.9')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/no longer available/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
      '/api/share-links/3/revoke',
    ]);
  });
});
