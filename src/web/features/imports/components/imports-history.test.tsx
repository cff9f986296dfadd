import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { expectHeaderSorts } from '@web/test/sort-header';
import { ImportsHistory } from './imports-history';

afterEach(() => vi.unstubAllGlobals());

describe('ImportsHistory', () => {
  it('sorts by a column from its header, in the URL and the request', async () => {
    const { calls } = mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
      'GET /api/imports': () => ({
        body: [
          {
            id: 2,
            kind: 'locations',
            file_name: 'customers.csv',
            rows: 3,
            created: 2,
            updated: 1,
            created_by: { id: 1, name: 'Administrator' },
            created_at: '2026-11-20T10:00:00.000Z',
            undone_at: null,
            undoable: true,
          },
        ],
        headers: { 'X-Total-Count': '1' },
      }),
    });
    const { router } = renderWithApp(<ImportsHistory />, { url: '/imports' });
    expect(await screen.findByText('customers.csv')).toBeInTheDocument();
    // Each column says what it holds: the import's time and its row counts were both "Created".
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Imported on', 'Kind', 'File', 'By', 'Rows added', 'Rows updated', 'Actions']);
    await expectHeaderSorts({ router, calls, path: '/api/imports', header: 'File', column: 'file' });
  });
});
