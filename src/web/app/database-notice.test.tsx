import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@web/app/app';
import i18n from '@web/lib/i18n';
import { createQueryClient } from '@web/lib/query-client';
import ar from '@shared/locales/ar.json';
import en from '@shared/locales/en.json';
import fa from '@shared/locales/fa.json';
import { mockServer } from '@web/test/render';

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
  window.history.replaceState(null, '', '/');
});

const unavailable = {
  status: 503,
  body: {
    code: 'server.databaseUnavailable',
    message: 'The database is unavailable. Try again in a moment.',
  },
};

// The whole app with its own query client, so its real retry rules are what is tested.
describe('the database-unavailable notice', { timeout: 40_000 }, () => {
  it.each([
    ['en', en],
    ['ar', ar],
    ['fa', fa],
  ])(
    'in %s: shows while the API answers 503, retries, and the page loads once it answers',
    async (lang, texts) => {
      await i18n.changeLanguage(lang);
      let authCalls = 0;
      const server = mockServer({
        'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
        // Three times the database is down (more than a network blip's retries), then the server
        // answers: nobody is logged in.
        'GET /api/get-auth-user': () =>
          ++authCalls <= 3 ? unavailable : { status: 401, body: { message: 'Please log in.' } },
        'GET /api/health': () => unavailable,
      });
      // The retries' waits (1, 2, then 4 s) pass on a fake clock: it moves with real time (the
      // page's code still loads) and jumps when told to, instead of the test sitting them out.
      vi.useFakeTimers({ shouldAdvanceTime: true });
      render(<App queryClient={createQueryClient()} />);

      const notice = await screen.findByRole('status');
      expect(notice).toHaveTextContent(texts.errors.databaseUnavailable);
      // The notice, not the page-stopping error.
      expect(screen.queryByText(texts.errors.unexpected)).not.toBeInTheDocument();

      // The app asks again by itself, the login page comes, and the notice goes.
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(await screen.findByRole('heading', { name: texts.auth.title })).toBeInTheDocument();
      expect(authCalls).toBe(4);
      await waitFor(() =>
        expect(screen.queryByText(texts.errors.databaseUnavailable)).not.toBeInTheDocument(),
      );
      expect(screen.queryByText(texts.errors.unexpected)).not.toBeInTheDocument();
      expect(server.calls.some((c) => c.method !== 'GET')).toBe(false);
    },
  );
});
