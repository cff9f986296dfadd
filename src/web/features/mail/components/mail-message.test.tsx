import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MailDetail } from '@shared/schemas/mail';
import { mockServer, renderWithApp } from '@web/test/render';
import { MailMessage } from './mail-message';

afterEach(() => vi.unstubAllGlobals());

function detail(over: Partial<MailDetail> = {}): MailDetail {
  return {
    id: 7,
    kind: 'report',
    recipients: ['ana@customer.example'],
    subject: 'Report 12: Weekly Service',
    status: 'sent',
    attempts: 2,
    created_at: '2026-07-04T16:05:00.000Z',
    sent_at: '2026-07-04T16:06:00.000Z',
    next_attempt_at: '2026-07-04T16:05:30.000Z',
    last_error: null,
    report_id: 12,
    text_body: 'Hello,\n\nYour report: https://fieldbook.example/share/abc\n',
    links_withheld: false,
    message_id: '<abc@greenleaf.example>',
    attachments: [{ kind: 'report-pdf', report_id: 12 }],
    created_by: { id: 3, name: 'Luis Ortega' },
    attempt_log: [
      { id: 1, attempted_at: '2026-07-04T16:05:00.000Z', ok: false, response: 'ECONNREFUSED connect' },
      { id: 2, attempted_at: '2026-07-04T16:06:00.000Z', ok: true, response: '250 OK: queued as 42' },
    ],
    ...over,
  };
}

function server(mail: MailDetail) {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/mail/7': () => ({ body: mail }),
  });
}

describe('MailMessage', () => {
  it('shows the text as written and every try with the server’s answer', async () => {
    server(detail());
    renderWithApp(<MailMessage id={7} />);
    expect(await screen.findByRole('heading', { name: 'Report 12: Weekly Service' })).toBeInTheDocument();
    const body = screen.getByText(/Your report: https:\/\/fieldbook\.example\/share\/abc/);
    expect(body.tagName).toBe('PRE');
    expect(body.textContent).toBe('Hello,\n\nYour report: https://fieldbook.example/share/abc\n');
    expect(screen.getByText('PDF of report 12')).toBeInTheDocument();
    expect(screen.getByText('Luis Ortega')).toBeInTheDocument();
    const log = screen.getByText('250 OK: queued as 42').closest('table')!;
    const rows = within(log).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Not accepted',
      'Accepted',
    ]);
    expect(screen.getByRole('link', { name: 'Report 12' })).toHaveAttribute('href', '/reports/12');
  });

  it('says an outbox mail was kept, not sent, and that links were withheld', async () => {
    server(
      detail({
        status: 'outbox',
        kind: 'password-reset',
        sent_at: null,
        attempt_log: [],
        links_withheld: true,
        text_body: 'Reset: [link withheld]',
        report_id: null,
        attachments: [],
      }),
    );
    renderWithApp(<MailMessage id={7} />);
    expect(
      await screen.findByText(/Kept in the outbox: no outgoing mail server was set/),
    ).toBeInTheDocument();
    expect(screen.getByText('Never tried: mail in the outbox is not sent.')).toBeInTheDocument();
    expect(screen.getByText(/The links in this mail are hidden/)).toBeInTheDocument();
  });
});
