import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@shared/schemas/auth';
import i18n from '@web/lib/i18n';
import { mockServer, renderWithApp } from '@web/test/render';
import { LanguageSwitch } from './language-switch';

/**
 * The menu's items, open or not: the test DOM lays nothing out, and Mantine keeps a dropdown opened as it
 * mounts at display: none there. That the menu shows and works in a browser is in
 * e2e/auth-shell.spec.ts and e2e/code-split.spec.ts.
 */
const item = (name: string) => screen.findByRole('menuitem', { name, hidden: true });

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const me: AuthUser = {
  id: 4,
  name: 'Marcus Johnson',
  email: 'marcus.johnson@greenleaf.example',
  username: 'marcus',
  type_id: 4,
  type: { type: 'Technician' },
  language: null,
  numerals: null,
  calendar: null,
};

describe('LanguageSwitch', () => {
  it("opens from the keyboard: Enter fetches the menu, which takes the button's place, opened", async () => {
    mockServer({ 'GET /api/get-auth-user': () => ({ body: me }) });
    renderWithApp(<LanguageSwitch />);
    await userEvent.tab();
    const placeholder = screen.getByRole('button', { name: 'Language' });
    expect(placeholder).toHaveFocus();
    expect(placeholder).not.toHaveAttribute('aria-haspopup');
    await userEvent.keyboard('{Enter}');
    expect(await item('العربية')).toBeInTheDocument();
    const menuButton = screen.getByRole('button', { name: 'Language' });
    expect(menuButton).not.toBe(placeholder);
    expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  });

  /** The logged-in account, whose language call answers it with the language stored. */
  const accountServer = () =>
    mockServer({
      'GET /api/get-auth-user': () => ({ body: me }),
      'PUT /api/account/language': (_url, init) => ({
        body: { ...me, language: (JSON.parse(init.body as string) as { language: string }).language },
      }),
    });

  it('switches the page and stores the choice on the account of whoever is logged in', async () => {
    const server = accountServer();
    renderWithApp(<LanguageSwitch />);
    // The menu's code loads on the first click and opens (deferred-menu.tsx).
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    const persian = await item('فارسی');
    await waitFor(() => expect(server.calls.some((c) => c.url.pathname === '/api/get-auth-user')).toBe(true));
    await userEvent.click(persian);
    await waitFor(() => expect(i18n.language).toBe('fa'));
    await waitFor(() =>
      expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ language: 'fa' }),
    );
  });

  it('switches to Spanish, left to right, in its own words, and stores it on the account', async () => {
    const server = accountServer();
    renderWithApp(<LanguageSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    const spanish = await item('Español');
    await waitFor(() => expect(server.calls.some((c) => c.url.pathname === '/api/get-auth-user')).toBe(true));
    await userEvent.click(spanish);
    // es.json is its own chunk: the button is named from it once it has arrived.
    expect(await screen.findByRole('button', { name: 'Idioma' })).toBeInTheDocument();
    expect(i18n.t('today.title')).toBe('Hoy');
    expect(document.documentElement).toHaveAttribute('lang', 'es');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    await waitFor(() =>
      expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ language: 'es' }),
    );
  });

  it('stores nothing before anyone logs in', async () => {
    const server = mockServer({
      'GET /api/get-auth-user': () => ({
        status: 401,
        body: { code: 'auth.loginRequired', message: 'Please log in.' },
      }),
    });
    renderWithApp(<LanguageSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    await userEvent.click(await item('العربية'));
    await waitFor(() => expect(i18n.language).toBe('ar'));
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});
