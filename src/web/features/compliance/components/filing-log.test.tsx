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
  edited_since: 0,
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
});
