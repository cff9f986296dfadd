import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Verification, VerificationStatus } from '@shared/schemas/ledger';
import i18n from '@web/lib/i18n';
import { mockServer, renderWithApp } from '@web/test/render';
import { VerifyPage } from './verify-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

const CODE = '7K2M-9QXD-4HRT';
const config = () => ({ body: { login_field: 'email', timezone: 'America/New_York' } });

const answer = (over: Partial<Verification> = {}): Verification => ({
  code: CODE,
  kind: 'report',
  issued_at: '2026-05-04T14:30:00.000Z',
  status: 'unchanged',
  corrected_at: null,
  checked_at: '2026-06-01T16:00:00.000Z',
  ...over,
});

function renderAt(url: string) {
  return renderWithApp(<VerifyPage />, { url, path: '/verify/:code?' });
}

/** The answer's box: the status in words, the kind and the dates. */
const result = async () => screen.findByRole('region', { name: 'Result of the check' });

describe('VerifyPage', () => {
  it('says an unchanged record is unchanged, with its kind and issue time in the office’s zone, without a login', async () => {
    const { calls } = mockServer({
      'GET /api/app-config': config,
      // Anything beyond the contract is not for a stranger's eyes, even if a server sent it.
      [`GET /api/verify/${CODE}`]: () => ({ body: { ...answer(), customer: 'Joe’s Diner' } }),
    });
    renderAt(`/verify/${CODE}`);
    const box = await result();
    expect(await within(box).findByText('This record is unchanged since it was issued.')).toBeInTheDocument();
    expect(box).toHaveTextContent('Kind of recordService report');
    expect(box).toHaveTextContent('Issued05/04/2026 10:30 AM');
    expect(box).toHaveTextContent(`Verification code${CODE}`);
    expect(box).not.toHaveTextContent('Corrected');
    expect(screen.queryByText(/Joe’s Diner/)).toBeNull();
    // The form stays for another code, and nothing asked who is logged in.
    expect(screen.getByRole('heading', { name: 'Check another code' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveValue('');
    expect(calls.map((c) => c.url.pathname).filter((p) => p.includes('auth'))).toEqual([]);
  });

  it.each<[VerificationStatus, Partial<Verification>, string, string]>([
    [
      'corrected',
      { kind: 'application', corrected_at: '2026-05-06T13:00:00.000Z' },
      'This record was corrected on 05/06/2026 9:00 AM; the corrected record is unchanged since.',
      'Application record',
    ],
    [
      'altered',
      { kind: 'filing' },
      'This record was changed after it was issued. Do not rely on it.',
      'State filing',
    ],
    ['missing', {}, 'This record is no longer in the records.', 'Service report'],
  ])('says so of a %s record', async (status, over, title, kind) => {
    mockServer({
      'GET /api/app-config': config,
      [`GET /api/verify/${CODE}`]: () => ({ body: answer({ status, ...over }) }),
    });
    renderAt(`/verify/${CODE}`);
    const box = await result();
    expect(await within(box).findByText(title)).toBeInTheDocument();
    expect(box).toHaveTextContent(`Kind of record${kind}`);
    expect(box).not.toHaveTextContent('unchanged since it was issued');
    if (status === 'corrected') expect(box).toHaveTextContent('Corrected05/06/2026 9:00 AM');
  });

  it('asks for a code typed by hand into the address in its printed form', async () => {
    const { calls } = mockServer({
      'GET /api/app-config': config,
      [`GET /api/verify/${CODE}`]: () => ({ body: answer() }),
    });
    renderAt('/verify/7k2m9qxd4hrt');
    expect(await within(await result()).findByText(/unchanged since it was issued/)).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/verify/')).map((c) => c.url.pathname)).toEqual(
      [`/api/verify/${CODE}`],
    );
  });

  it('says no record has the code on 404, in the server’s words in the page’s language, Persian too', async () => {
    const english = 'No record has this code. Check it against the one printed on the record.';
    mockServer({
      'GET /api/app-config': config,
      [`GET /api/verify/${CODE}`]: () => ({
        status: 404,
        body: { code: 'notFound.verificationCode', message: english },
      }),
    });
    const { unmount } = renderAt(`/verify/${CODE}`);
    const alert = await within(await result()).findByRole('alert');
    expect(alert).toHaveTextContent('Code not found');
    expect(alert).toHaveTextContent(english);
    unmount();
    await act(() => i18n.changeLanguage('fa'));
    renderAt(`/verify/${CODE}`);
    const persian = await within(await screen.findByRole('region', { name: 'نتیجه‌ی بررسی' })).findByRole(
      'alert',
    );
    expect(persian).toHaveTextContent('کد پیدا نشد');
    expect(persian).toHaveTextContent('هیچ سندی این کد را ندارد.');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('shows only the form without a code, and opens the answer of the code typed in', async () => {
    const { calls } = mockServer({
      'GET /api/app-config': config,
      [`GET /api/verify/${CODE}`]: () => ({ body: answer() }),
    });
    const { router } = renderAt('/verify');
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    expect(input).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Result of the check' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Check another code' })).toBeNull();
    expect(calls.some((c) => c.url.pathname.startsWith('/api/verify'))).toBe(false);
    await userEvent.type(input, '7k2m 9qxd 4hrt{Enter}');
    expect(await within(await result()).findByText(/unchanged since it was issued/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/verify/${CODE}`);
  });
});
