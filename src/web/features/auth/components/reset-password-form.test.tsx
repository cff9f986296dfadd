import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { ResetPasswordForm } from './reset-password-form';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

const INVALID = 'This reset link has expired or was already used. Ask for a new one.';

async function fill(password: string, again: string) {
  await userEvent.type(screen.getByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^Repeat the new password/), again);
  await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
}

describe('ResetPasswordForm', () => {
  it('wants the new password twice and strong, before asking the server', async () => {
    const { calls } = mockServer({});
    renderWithApp(<ResetPasswordForm token="tok-1" />);
    await fill('Brand-new-pass-1', 'Brand-new-pass-2');
    expect(await screen.findByText('The two passwords differ.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.type(screen.getByLabelText(/^New password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText('Use at least 10 characters.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the token and the new password, then says to log in', async () => {
    const { calls } = mockServer({
      'POST /api/auth/reset-password': () => ({ body: { status: 'success' } }),
    });
    renderWithApp(<ResetPasswordForm token="tok-2" />);
    await fill('Brand-new-pass-1', 'Brand-new-pass-1');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password was changed, and your account was logged out everywhere. Log in with the new password.',
    );
    expect(calls.map((c) => c.body)).toEqual([{ token: 'tok-2', password: 'Brand-new-pass-1' }]);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('says the link is no longer valid on 410, with a way to ask for a new one', async () => {
    mockServer({
      'POST /api/auth/reset-password': () => ({
        status: 410,
        body: { code: 'auth.resetLinkInvalid', message: INVALID },
      }),
    });
    renderWithApp(<ResetPasswordForm token="used-token" />);
    await fill('Brand-new-pass-1', 'Brand-new-pass-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('shows a refused password on its field (400)', async () => {
    const isLogin = 'The password must not be the email address or the username.';
    mockServer({
      'POST /api/auth/reset-password': () => ({
        status: 400,
        body: {
          code: 'user.passwordIsLogin',
          message: isLogin,
          errors: { password: isLogin },
          fieldCodes: { password: { code: 'user.passwordIsLogin' } },
        },
      }),
    });
    renderWithApp(<ResetPasswordForm token="tok-3" />);
    await fill('ann@x.example', 'ann@x.example');
    expect(await screen.findByText(isLogin)).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('without a token in the address, says so at once', () => {
    mockServer({});
    renderWithApp(<ResetPasswordForm token={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
  });
});
