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
};

describe('LoginForm', () => {
  it('shows an email input with an envelope icon by default', async () => {
    mockServer({ 'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'UTC' } }) });
    const { container } = renderWithApp(<LoginForm onLoggedIn={() => undefined} />);
    const input = await screen.findByPlaceholderText('Email address');
    expect(input).toHaveAttribute('type', 'email');
    expect(container.querySelector('[data-icon="envelope"]')).not.toBeNull();
  });

  it('shows a text input with a user icon when the server says LOGIN_FIELD=username', async () => {
    mockServer({ 'GET /api/app-config': () => ({ body: { login_field: 'username', timezone: 'UTC' } }) });
    const { container } = renderWithApp(<LoginForm onLoggedIn={() => undefined} />);
    const input = await screen.findByPlaceholderText('Username');
    expect(input).toHaveAttribute('type', 'text');
    expect(container.querySelector('[data-icon="user"]')).not.toBeNull();
    expect(container.querySelector('[data-icon="envelope"]')).toBeNull();
  });

  it('asks for both fields before sending anything', async () => {
    const { calls } = mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'UTC' } }),
    });
    renderWithApp(<LoginForm onLoggedIn={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your email or username.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === '/api/auth/login')).toHaveLength(0);
  });

  it("shows the server's message on a refused login and reports a successful one", async () => {
    let attempt = 0;
    const { calls } = mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'UTC' } }),
      'POST /api/auth/login': () =>
        ++attempt === 1
          ? { status: 401, body: { message: 'The login or password is not correct.' } }
          : { body: user },
    });
    const onLoggedIn = vi.fn();
    renderWithApp(<LoginForm onLoggedIn={onLoggedIn} />);
    await userEvent.type(screen.getByPlaceholderText('Email address'), 'ann@x.example');
    await userEvent.type(screen.getByPlaceholderText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The login or password is not correct.');
    expect(onLoggedIn).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(user));
    expect(calls.find((c) => c.url.pathname === '/api/auth/login')?.body).toEqual({
      login: 'ann@x.example',
      password: 'wrong',
    });
  });

  it('sends one login for a double press of Enter', async () => {
    const { calls, fetchMock } = mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'UTC' } }),
      'POST /api/auth/login': () => ({ body: user }),
    });
    // The server takes its time to answer the login.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const direct = fetchMock.getMockImplementation()!;
    let asked = 0;
    fetchMock.mockImplementation(async (input: string, init?: RequestInit) => {
      if (String(input).includes('/api/auth/login')) {
        asked += 1;
        await answered;
      }
      return direct(input, init);
    });
    const onLoggedIn = vi.fn();
    renderWithApp(<LoginForm onLoggedIn={onLoggedIn} />);
    await userEvent.type(screen.getByPlaceholderText('Email address'), 'ann@x.example');
    await userEvent.type(screen.getByPlaceholderText('Password'), 'secret-password{Enter}');
    await waitFor(() => expect(asked).toBe(1));
    await userEvent.keyboard('{Enter}');
    answer();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(asked).toBe(1);
    expect(calls.filter((c) => c.url.pathname === '/api/auth/login')).toHaveLength(1);
  });
});
