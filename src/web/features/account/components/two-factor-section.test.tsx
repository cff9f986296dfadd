import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { TwoFactorSection } from './two-factor-section';

afterEach(() => vi.unstubAllGlobals());

const CODES = Array.from({ length: 10 }, (_, i) => `aaaa-bbbb-cccc-ddd${'abcdefghij'[i]}`);

describe('TwoFactorSection (decision 0046)', { timeout: 30_000 }, () => {
  it('shows the QR code and the secret, turns the app on with a code, and keeps the codes until put away', async () => {
    let on = false;
    const { calls } = mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'UTC' } }),
      'GET /api/account/two-factor': () => ({
        body: { totp: on, recovery_codes_left: on ? 10 : 0, passkeys: [], required: false },
      }),
      'POST /api/account/two-factor/totp': () => ({
        body: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_uri: 'otpauth://totp/x',
          qr_svg: '<svg data-qr="1"></svg>',
        },
      }),
      'POST /api/account/two-factor/totp/confirm': () => {
        on = true;
        return { body: { recovery_codes: CODES } };
      },
    });
    const onEnrolled = vi.fn();
    const { container } = renderWithApp(<TwoFactorSection onEnrolled={onEnrolled} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    expect(container.querySelector('[data-qr]')).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the six digits your app shows.');
    expect(calls.some((c) => c.url.pathname.endsWith('/confirm'))).toBe(false);

    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(CODES[0]!)).toBeVisible();
    // The status has turned "on" meanwhile; the codes stay until the person says they have them.
    await waitFor(() => expect(screen.getByText('On')).toBeVisible());
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(onEnrolled).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('10 recovery codes left.')).toBeVisible();
    expect(screen.queryByText(CODES[0]!)).toBeNull();
    expect(onEnrolled).toHaveBeenCalledOnce();
  });
});
