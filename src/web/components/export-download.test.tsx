// Apart from export-button.test.tsx: the saved-file stubs (URL, link clicks) must not meet the other tests' menus.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MENU_ARRIVES, renderJobs, resetAfterEach } from './export.fixtures';

resetAfterEach();

describe('ExportButton: the download', { timeout: 30_000 }, () => {
  it('asks for the list’s current filters in the chosen format and saves the file under the server’s name', async () => {
    const fetch = vi.fn(
      async () =>
        new Response('\uFEFFName\nSpring lawn care\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="jobs-2026-11-26.csv"',
            'x-total-count': '1',
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderJobs();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }, MENU_ARRIVES));
    await waitFor(() => expect(clicked).toEqual(['jobs-2026-11-26.csv']));
    const [url] = fetch.mock.calls[0] as unknown as [string];
    const asked = new URL(url, 'http://x');
    expect(asked.pathname).toBe('/api/export/jobs');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      filter: 'lawn',
      active: 'inactive',
      location_id: '7',
      format: 'csv',
    });
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    // The whole answer, BOM and all, went into the saved file.
    expect(blob.size).toBe(new TextEncoder().encode('\uFEFFName\nSpring lawn care\n').length);
    click.mockRestore();
  });
});
