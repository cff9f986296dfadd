import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailRow } from '@shared/schemas/mail';
import { loadSelectField } from '@web/components/deferred-select';
import { mockServer, renderWithApp } from '@web/test/render';
import { expectHeaderSorts } from '@web/test/sort-header';
import { MailList } from './mail-list';

afterEach(() => vi.unstubAllGlobals());

function row(id: number, over: Partial<MailRow> = {}): MailRow {
  return {
    id,
    kind: 'report',
    recipients: ['ana@customer.example', 'ben@customer.example'],
    subject: 'Report 12: Weekly Service',
    status: 'sent',
    attempts: 2,
    // 2026-07-04 16:05 UTC is 12:05 PM in New York.
    created_at: '2026-07-04T16:05:00.000Z',
    sent_at: '2026-07-04T16:06:00.000Z',
    next_attempt_at: '2026-07-04T16:05:00.000Z',
    last_error: null,
    report_id: 12,
    ...over,
  };
}

function server(mails: MailRow[], sending: boolean) {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/mail': () => ({ body: { mails, total: mails.length, sending } }),
  });
}

describe('MailList', () => {
  // The filters' Select, which the page loads after its first screen (decision 0067).
  beforeAll(() => loadSelectField());

  it('shows each mail with its time, recipients, subject, kind, status and tries', async () => {
    server(
      [row(7), row(6, { kind: 'password-reset', status: 'failed', attempts: 1, subject: 'Reset' })],
      true,
    );
    renderWithApp(<MailList />);
    const table = await screen.findByRole('table');
    const sent = await within(table).findByRole('link', { name: 'Report 12: Weekly Service' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Created', 'To', 'Subject', 'Kind', 'Status', 'Tries']);
    expect(sent).toHaveAttribute('href', '/mail/7');
    const first = sent.closest('tr')!;
    expect(within(first).getByText('07/04/2026 12:05 PM')).toBeInTheDocument();
    expect(within(first).getByText('ana@customer.example, ben@customer.example')).toBeInTheDocument();
    expect(within(first).getByText('Sent')).toBeInTheDocument();
    const failed = within(table).getByRole('link', { name: 'Reset' }).closest('tr')!;
    expect(within(failed).getByText('Password reset')).toBeInTheDocument();
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText(/Every mail Fieldbook sends/)).toBeInTheDocument();
  });

  it('explains the outbox when no mail server is set and nothing is there yet', async () => {
    server([], false);
    renderWithApp(<MailList />);
    expect(
      await screen.findByText(
        'No mail yet. Without an outgoing mail server (SMTP_URL) Fieldbook does not send mail: it keeps it here, in the outbox.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/No outgoing mail server is set \(SMTP_URL\), so mail is not sent/),
    ).toBeInTheDocument();
  });

  it('asks the server for the chosen status, kind and text, and says when nothing matches', async () => {
    const { calls } = server([], true);
    renderWithApp(<MailList />, { url: '/mail?filter=ana&kind=report' });
    expect(await screen.findByText('No mail matches these filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Outbox', hidden: true }));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.url.pathname === '/api/mail')
          .map((c) => Object.fromEntries(c.url.searchParams)),
      ).toContainEqual({ page: '1', status: 'outbox', kind: 'report', filter: 'ana' }),
    );
  });

  it('sorts by a column from its header, in the URL and the request', async () => {
    const { calls } = server([row(7)], true);
    const { router } = renderWithApp(<MailList />, { url: '/mail?kind=report' });
    await expectHeaderSorts({ router, calls, path: '/api/mail', header: 'Subject', column: 'subject' });
    const asked = calls.filter((c) => c.url.pathname === '/api/mail').at(-1)!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({ page: '1', kind: 'report', sort: '-subject' });
  });
});
