import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { App } from '@web/app/app';
import i18n from '@web/lib/i18n';
import ar from '@shared/locales/ar.json';
import en from '@shared/locales/en.json';
import { mockServer } from '@web/test/render';

afterEach(async () => {
  await i18n.changeLanguage('en');
  window.history.replaceState(null, '', '/');
});

it('keeps what it was told when the reader changes language (one cache for the life of the app)', async () => {
  const server = mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ status: 401, body: { message: 'Please log in.' } }),
  });
  render(<App />);
  expect(await screen.findByRole('heading', { name: en.auth.title })).toBeInTheDocument();
  const asked = () => server.calls.map((c) => c.url.pathname).sort();
  const before = asked();
  expect(before).toContain('/api/get-auth-user');

  await act(() => i18n.changeLanguage('ar'));
  expect(await screen.findByRole('heading', { name: ar.auth.title })).toBeInTheDocument();
  // The page came back in Arabic from what the app already had, not by asking again.
  expect(asked()).toEqual(before);
});
