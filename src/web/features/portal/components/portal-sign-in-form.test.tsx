import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { PortalSignInForm } from './portal-sign-in-form';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

const appConfig = () => ({ body: { login_field: 'email', timezone: 'UTC' } });

async function ask(email: string) {
  const input = screen.getByLabelText('Your e-mail address');
  await userEvent.clear(input);
  await userEvent.type(input, email);
  await userEvent.click(screen.getByRole('button', { name: 'Send me a sign-in link' }));
}

describe('PortalSignInForm', () => {
  it('says "check your inbox" for any address, sending what was typed', async () => {
    const { calls } = mockServer({
      'GET /api/app-config': appConfig,
      'POST /api/portal/sign-in': () => ({ status: 202, body: { status: 'accepted' } }),
    });
    renderWithApp(<PortalSignInForm />);
    await ask('dana@harbour.example');
    expect(await screen.findByRole('status')).toHaveTextContent('Check your inbox');
    expect(screen.getByRole('status')).toHaveTextContent('dana@harbour.example');
    await userEvent.click(screen.getByRole('button', { name: 'Use another address' }));
    await ask('nobody@harbour.example');
    expect(await screen.findByRole('status')).toHaveTextContent('Check your inbox');
    const sent = calls.filter((c) => c.url.pathname === '/api/portal/sign-in');
    expect(sent.map((c) => c.body)).toEqual([
      { email: 'dana@harbour.example' },
      { email: 'nobody@harbour.example' },
    ]);
  });

  it('checks the address before sending, and says to wait after too many requests (429)', async () => {
    const wait = 'Too many sign-in links were asked for. Wait 15 minutes and try again.';
    const { calls } = mockServer({
      'GET /api/app-config': appConfig,
      'POST /api/portal/sign-in': () => ({
        status: 429,
        body: { code: 'portal.tooManyLinks', message: wait },
      }),
    });
    renderWithApp(<PortalSignInForm />);
    await ask('not an address');
    expect(
      await screen.findByText('Enter the e-mail address your service company has for you.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === '/api/portal/sign-in')).toEqual([]);
    await ask('dana@harbour.example');
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
    expect(screen.queryByText('Check your inbox')).not.toBeInTheDocument();
  });
});
