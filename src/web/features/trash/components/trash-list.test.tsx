import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { expectHeaderSorts } from '@web/test/sort-header';
import { TrashList } from './trash-list';

afterEach(() => vi.unstubAllGlobals());

describe('TrashList', () => {
  it('sorts by a column from its header, in the URL and the request', async () => {
    const { calls } = mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
      'GET /api/trash': () => ({
        body: {
          items: [
            {
              entity: 'locations',
              id: 5,
              name: 'Harbor Bakery',
              deleted_at: '2026-11-20T10:00:00.000Z',
              deleted_by: { id: 1, name: 'Administrator' },
            },
          ],
          total: 1,
        },
      }),
    });
    const { router } = renderWithApp(<TrashList />, { url: '/trash' });
    expect(await screen.findByText('Harbor Bakery')).toBeInTheDocument();
    // Every list exports (issue 33 item 8), in the order the page shows.
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    await expectHeaderSorts({
      router,
      calls,
      path: '/api/trash',
      header: 'Deleted by',
      column: 'deleted_by',
    });
  });
});
