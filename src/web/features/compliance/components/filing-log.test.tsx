import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Filing } from '@shared/schemas/compliance';
import { mockServer, renderWithApp } from '@web/test/render';
import { FilingLog } from './filing-log';

const filing = (over: Partial<Filing>): Filing => ({
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
  ...over,
});

describe('FilingLog', () => {
  it('marks a filing made before its period ended as a draft, and only that one (issue 30)', async () => {
    mockServer({
      'GET /api/compliance/filings': () => ({
        body: {
          total: 2,
          filings: [
            filing({ id: 2 }),
            filing({ id: 1, made_at: '2026-11-28T15:00:00Z', draft: true, file_name: 'early.txt' }),
          ],
        },
      }),
    });
    renderWithApp(<FilingLog state="NY" page={1} onPage={() => undefined} />);
    const rows = within(await screen.findByRole('table', { name: 'Filing log' })).getAllByRole('row');
    expect(rows[1]).not.toHaveTextContent('Draft');
    expect(rows[2]).toHaveTextContent('early.txtDraft: made before the period ended');
  });

  it('marks a filing out of date with what changed in its period since, and only that one (issue 30)', async () => {
    mockServer({
      'GET /api/compliance/filings': () => ({
        body: {
          total: 2,
          filings: [
            filing({ id: 2 }),
            filing({ id: 1, file_name: 'first.txt', changes: { added: 2, removed: 1, changed: 0 } }),
          ],
        },
      }),
    });
    renderWithApp(<FilingLog state="NY" page={1} onPage={() => undefined} />);
    const rows = within(await screen.findByRole('table', { name: 'Filing log' })).getAllByRole('row');
    expect(rows[1]).not.toHaveTextContent('Out of date');
    expect(rows[2]).toHaveTextContent(
      'first.txtOut of dateRecords added since: 2Records removed since: 14Dana Office',
    );
    expect(rows[2]).not.toHaveTextContent('corrected');
  });

  it('links each filing’s verification code to its public check, where it has one', async () => {
    mockServer({
      'GET /api/compliance/filings': () => ({
        body: {
          total: 2,
          filings: [
            filing({ id: 2, verification_code: '7K2M-9QXD-4HRT' }),
            filing({ id: 1, file_name: 'older.txt', verification_code: null }),
          ],
        },
      }),
    });
    renderWithApp(<FilingLog state="NY" page={1} onPage={() => undefined} />);
    const table = await screen.findByRole('table', { name: 'Filing log' });
    expect(within(table).getByRole('columnheader', { name: 'Verification code' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: '7K2M-9QXD-4HRT' })).toHaveAttribute(
      'href',
      '/verify/7K2M-9QXD-4HRT',
    );
    // The older filing's one link is its file.
    expect(
      within(rows[2]!)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['older.txt']);
  });
});
