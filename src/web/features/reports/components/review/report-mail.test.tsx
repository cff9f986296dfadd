import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportSend } from '@shared/schemas/report-mail';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { addressesOf } from './report-addresses';
import { ReportMail } from './report-mail';

afterEach(() => vi.unstubAllGlobals());

const AUTO: ReportSend = {
  id: 1,
  recipients: ['dana@bistro.example'],
  status: 'outbox',
  attempts: 0,
  last_error: null,
  created_at: '2026-11-20T15:00:00.000Z',
  sent_at: null,
  sent_by: null,
};

function server(send: (body: unknown) => { status?: number; body: unknown }) {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: ADMIN_USER }),
    'GET /api/reports/7/sends': () => ({ body: { sends: [AUTO] } }),
    'POST /api/reports/7/send': (_url, init) => send(JSON.parse(init.body as string)),
  });
}
const posts = (calls: ReturnType<typeof server>['calls']) =>
  calls.filter((c) => c.method === 'POST').map((c) => c.body);

describe('ReportMail', { timeout: 30_000 }, () => {
  it('says it is loading in one line, as the usual answer is, so the sections below stay put', async () => {
    server(() => ({ body: {} }));
    renderWithApp(<ReportMail id={7} />, { url: '/reports/7' });
    const section = await screen.findByRole('region', { name: 'Sent by e-mail' });
    const loading = within(section).getByText('Loading…');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(section).queryByRole('progressbar')).toBeNull();
    expect(await within(section).findByRole('table')).toBeVisible();
    expect(within(section).queryByText('Loading…')).toBeNull();
  });

  it('shows who got the report, and sends it to other addresses once they are valid', async () => {
    const { calls } = server((body) => ({
      body: {
        sends: [{ ...AUTO, id: 2, recipients: (body as { to: string[] }).to, sent_by: 'Luis Ortega' }, AUTO],
      },
    }));
    renderWithApp(<ReportMail id={7} />, { url: '/reports/7' });
    const log = await screen.findByRole('table');
    expect(
      within(log).getByRole('row', { name: /dana@bistro\.example On finishing In the outbox/ }),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Send to another address' }));
    const box = await screen.findByRole('textbox', { name: 'E-mail addresses' });
    await userEvent.type(box, 'owner@bistro.example, not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Enter valid e-mail addresses, one per line or separated by commas.'),
    ).toBeVisible();
    expect(posts(calls)).toEqual([]);

    await userEvent.clear(box);
    await userEvent.type(box, 'owner@bistro.example{Enter}auditor@foodsafe.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The report is on its way.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([{ to: ['owner@bistro.example', 'auditor@foodsafe.example'] }]);
    expect(
      await within(log).findByRole('row', {
        name: /owner@bistro\.example, auditor@foodsafe\.example Luis Ortega/,
      }),
    ).toBeVisible();
  });

  it('sends again to the recipients after asking, and says why when there are none', async () => {
    const { calls } = server(() => ({
      status: 409,
      body: {
        code: 'reportMail.noRecipients',
        message:
          'No one receives this location’s reports yet: add a contact who receives reports, or send to another address.',
      },
    }));
    renderWithApp(<ReportMail id={7} />, { url: '/reports/7' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the report again?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/No one receives this location’s reports yet/)).toBeInTheDocument();
    expect(posts(calls)).toEqual([{}]);
  });
});

describe('addressesOf', () => {
  it('splits on lines, commas, semicolons and spaces', () => {
    expect(addressesOf(' a@x.example,b@x.example;\nc@x.example  d@x.example ')).toEqual([
      'a@x.example',
      'b@x.example',
      'c@x.example',
      'd@x.example',
    ]);
  });
});
