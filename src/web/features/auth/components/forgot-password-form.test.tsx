import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { ForgotPasswordForm } from './forgot-password-form';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

const SENT =
  'If an account exists for that address, we sent a link to reset its password. It works for one hour.';
const appConfig = () => ({ body: { login_field: 'email', timezone: 'UTC' } });

async function ask(login: string) {
  const input = screen.getByLabelText('Email address');
  await userEvent.clear(input);
  await userEvent.type(input, login);
  await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
}

describe('ForgotPasswordForm', () => {
  it('shows the same message for any address, sending what was typed', async () => {
    const { calls } = mockServer({
      'GET /api/app-config': appConfig,
      'POST /api/auth/forgot-password': () => ({ body: { status: 'success' } }),
    });
    renderWithApp(<ForgotPasswordForm />);
    await ask('ann@x.example');
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    await ask('nobody@x.example');
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    const sent = calls.filter((c) => c.url.pathname === '/api/auth/forgot-password');
    expect(sent.map((c) => c.body)).toEqual([{ login: 'ann@x.example' }, { login: 'nobody@x.example' }]);
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
  });

  it('says to wait, instead, when the address asked too often (429)', async () => {
    const wait = 'Too many password reset requests from this address. Wait 15 minutes and try again.';
    mockServer({
      'GET /api/app-config': appConfig,
      'POST /api/auth/forgot-password': () => ({
        status: 429,
        body: { code: 'auth.tooManyResets', message: wait },
      }),
    });
    renderWithApp(<ForgotPasswordForm />);
    await ask('ann@x.example');
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });

  it('asks for the address before sending anything, and takes a username with LOGIN_FIELD=username', async () => {
    const { calls } = mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'username', timezone: 'UTC' } }),
      'POST /api/auth/forgot-password': () => ({ body: { status: 'success' } }),
    });
    renderWithApp(<ForgotPasswordForm />);
    const input = await screen.findByLabelText('Username');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Enter your email or username.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === '/api/auth/forgot-password')).toHaveLength(0);
    await userEvent.type(input, 'ann');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
  });
});
