import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FilingDue } from '@shared/schemas/compliance';
import { mockServer, renderWithApp } from '@web/test/render';
import { FilingsDueCard } from './filings-due-card';

const due = (over: Partial<FilingDue>): FilingDue => ({
  state: 'NY',
  period_start: '2027-01-01',
  period_end: '2027-12-31',
  due_on: '2028-02-01',
  filed: false,
  overdue: false,
  problems: 0,
  ...over,
});

describe('FilingsDueCard', () => {
  it('puts a filing past its due day and not made first, marked overdue; the next one as before (issue 30)', async () => {
    mockServer({
      'GET /api/compliance/due': () => ({
        body: {
          states: ['NY', 'US'],
          due: [
            due({
              period_start: '2026-01-01',
              period_end: '2026-12-31',
              due_on: '2027-02-01',
              overdue: true,
            }),
            due({ problems: 2 }),
          ],
        },
      }),
    });
    renderWithApp(<FilingsDueCard />);
    const card = await screen.findByRole('region', { name: 'State filings due' });
    const [late, next] = within(card).getAllByRole('link');
    expect(late).toHaveTextContent('New York annual report, 2026');
    expect(late!.parentElement).toHaveTextContent('due 02/01/2027Overdue: not made');
    expect(next).toHaveTextContent('New York annual report, 2027');
    expect(next!.parentElement).toHaveTextContent('due 02/01/2028Problems to fix: 2');
    expect(next!.parentElement).not.toHaveTextContent('Overdue');
  });
});
