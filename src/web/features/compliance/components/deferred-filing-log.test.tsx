import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { DeferredFilingLog } from './deferred-filing-log';

// "After the first screen" is when the test says; the log's code fails to arrive while `offline`.
const first = vi.hoisted(() => ({ after: [] as (() => void)[], offline: false }));
vi.mock('@web/lib/after-first-screen', () => ({
  afterFirstScreen: (work: () => void) => {
    first.after.push(work);
    return () => undefined;
  },
}));
vi.mock('./filing-log', async (importOriginal) => {
  if (first.offline) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

const filings = {
  total: 1,
  filings: [
    {
      id: 1,
      state: 'NY',
      kind: 'ny-form-26',
      period_start: '2026-01-01',
      period_end: '2026-12-31',
      file_name: 'NY-Form-26-2026.txt',
      size: 120,
      sha256: 'ab'.repeat(32),
      records: 4,
      problems: 0,
      forced: false,
      made_by: { id: 2, name: 'Dana Office' },
      made_at: '2027-01-05T15:00:00Z',
      draft: false,
      changes: { added: 0, removed: 0, changed: 0 },
    },
  ],
};

it('asks for the filings at once and says Loading… until the log’s code comes after the first screen; if it does not come, says so with Try again', async () => {
  const server = mockServer({ 'GET /api/compliance/filings': () => ({ body: filings }) });
  renderWithApp(<DeferredFilingLog state="NY" page={1} onPage={() => undefined} />);
  expect(screen.getByText('Loading…')).toBeVisible();
  await waitFor(() =>
    expect(server.calls.some((call) => call.url.pathname === '/api/compliance/filings')).toBe(true),
  );
  // The filings are in, but the log's code is not asked for before the first screen is done.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('table', { name: 'Filing log' })).toBeNull();
  expect(screen.getByText('Loading…')).toBeVisible();

  // After the first screen, with no connection: the section says so.
  first.offline = true;
  for (const work of first.after.splice(0)) work();
  expect(await screen.findByText('This list could not be loaded.')).toBeVisible();

  first.offline = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table', { name: 'Filing log' })).toHaveTextContent('NY-Form-26-2026.txt');
  expect(screen.queryByText('This list could not be loaded.')).toBeNull();
});
