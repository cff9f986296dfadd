import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { LoginForm } from './login-form';

afterEach(() => vi.unstubAllGlobals());

const user = {
  id: 1,
  name: 'Ann',
  email: 'ann@x.example',
  username: 'ann',
  type_id: 2,
  type: { type: 'Admin' },
  language: null,
};
const CHALLENGE = { second_factor: { ticket: 'ticket-1', methods: ['totp', 'recovery'] } };

async function passwordStep() {
  await userEvent.type(screen.getByPlaceholderText('Email address'), 'ann@x.example');
  await userEvent.type(screen.getByPlaceholderText('Password'), 'a-password');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the second step of a login (decision 0046)', { timeout: 30_000 }, () => {
  it('asks for the code after a right password and logs in with it; a wrong one shows why', async () => {
    let attempt = 0;
    const { calls } = mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'UTC' } }),
      'POST /api/auth/login': () => ({ body: CHALLENGE }),
      'POST /api/auth/login/second-factor': () =>
        ++attempt === 1
          ? { status: 401, body: { code: 'auth.wrongCode', message: 'The code is not correct.' } }
          : { body: user },
    });
    const onLoggedIn = vi.fn();
    renderWithApp(<LoginForm onLoggedIn={onLoggedIn} />);
    await passwordStep();
    expect(await screen.findByText('Enter the six-digit code from your authenticator app.')).toBeVisible();
    expect(onLoggedIn).not.toHaveBeenCalled();
    // No passkey among the methods: no passkey button.
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();

    await userEvent.type(screen.getByLabelText('Code'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not correct.');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(user));
    expect(
      calls.filter((c) => c.url.pathname === '/api/auth/login/second-factor').map((c) => c.body),
    ).toEqual([
      { ticket: 'ticket-1', code: '123 456' },
      { ticket: 'ticket-1', code: '123 456' },
    ]);
  });

  it('takes a recovery code instead, and sends back to the password when the ticket has ended', async () => {
    const { calls } = mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'UTC' } }),
      'POST /api/auth/login': () => ({
        body: { second_factor: { ticket: 'ticket-2', methods: ['totp', 'recovery', 'passkey'] } },
      }),
      'POST /api/auth/login/second-factor': () => ({
        status: 401,
        body: { code: 'auth.loginTicketExpired', message: 'This sign-in has expired. Log in again.' },
      }),
    });
    renderWithApp(<LoginForm onLoggedIn={() => undefined} />);
    await passwordStep();
    expect(await screen.findByRole('button', { name: 'Use a passkey' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), 'abcd-efgh-ijkl-mnop');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in has expired. Log in again.');
    expect(calls.at(-1)?.body).toEqual({ ticket: 'ticket-2', recovery_code: 'abcd-efgh-ijkl-mnop' });
    await userEvent.click(screen.getByRole('button', { name: 'Log in again' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeVisible();
  });
});
