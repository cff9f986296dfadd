import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { expectHeaderSorts } from '@web/test/sort-header';
import { ExpiringList } from './expiring-list';

afterEach(() => vi.unstubAllGlobals());

describe('ExpiringList', () => {
  it('sorts by a column from its header, in the URL and the request', async () => {
    const { calls } = mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
      'GET /api/expiring': () => ({
        body: {
          today: '2026-11-26',
          total: 1,
          rows: [
            {
              kind: 'certification',
              id: 9,
              state: 'NY',
              number: 'C8812345',
              category: '7A',
              expires_on: '2026-12-31',
              user: { id: 4, name: 'Tess Tech' },
            },
          ],
        },
      }),
    });
    const { router } = renderWithApp(<ExpiringList />, { url: '/expiring' });
    expect(await screen.findByRole('link', { name: 'Tess Tech' })).toBeInTheDocument();
    // Every list exports (issue 33 item 8), in the order the page shows.
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    await expectHeaderSorts({ router, calls, path: '/api/expiring', header: 'Whose', column: 'whose' });
    const asked = calls.filter((c) => c.url.pathname === '/api/expiring').at(-1)!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({ days: '60', page: '1', sort: '-whose' });
  });
});
