import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@shared/schemas/auth';
import i18n from '@web/lib/i18n';
import { mockServer, renderWithApp } from '@web/test/render';
import { LanguageSwitch } from './language-switch';

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
};

describe('LanguageSwitch', () => {
  it('switches the page and stores the choice on the account of whoever is logged in', async () => {
    const server = mockServer({
      'GET /api/get-auth-user': () => ({ body: me }),
      'PUT /api/account/language': (_url, init) => ({
        body: { ...me, language: (JSON.parse(init.body as string) as { language: string }).language },
      }),
    });
    renderWithApp(<LanguageSwitch />);
    await waitFor(() => expect(server.calls.some((c) => c.url.pathname === '/api/get-auth-user')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'فارسی' }));
    await waitFor(() => expect(i18n.language).toBe('fa'));
    await waitFor(() =>
      expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ language: 'fa' }),
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
    await userEvent.click(await screen.findByRole('menuitem', { name: 'العربية' }));
    await waitFor(() => expect(i18n.language).toBe('ar'));
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});
