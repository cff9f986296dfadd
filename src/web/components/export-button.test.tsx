import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MENU_ARRIVES, renderJobs, resetAfterEach } from './export.fixtures';

resetAfterEach();

describe('ExportButton in the list frame', { timeout: 30_000 }, () => {
  it('shows what has arrived while the file comes, and Cancel aborts the request', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        signal = init.signal ?? undefined;
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new Uint8Array(3000));
            signal?.addEventListener('abort', () =>
              controller.error(new DOMException('aborted', 'AbortError')),
            );
          },
        });
        return new Response(body, { headers: { 'x-total-count': '120000' } });
      }),
    );
    renderJobs();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel (XLSX)' }, MENU_ARRIVES));
    expect(await screen.findByTestId('export-progress')).toHaveTextContent(
      'Exporting 120000 rows… 3 KB received',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(signal?.aborted).toBe(true);
    expect(await screen.findByText('Export cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });
});
