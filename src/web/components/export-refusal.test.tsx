// One test per file (export.fixtures.tsx says why).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MENU_ARRIVES, renderJobs, resetAfterEach } from './export.fixtures';

resetAfterEach();

describe('ExportButton: a refusal', { timeout: 30_000 }, () => {
  it('shows the server’s refusal in the page’s language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { code: 'common.notAllowed', message: 'You are not allowed to do this.' },
          { status: 403 },
        ),
      ),
    );
    renderJobs();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }, MENU_ARRIVES));
    expect(await screen.findByText(/not allowed/i)).toBeInTheDocument();
  });
});
