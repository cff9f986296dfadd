import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@web/lib/i18n';
import { mockServer, renderWithApp } from '@web/test/render';
import { ssoKeys } from '../api/sso-keys';
import { SsoSignIn } from './sso-sign-in';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

const options = (enabled: boolean) => ({ 'GET /api/sso/login-options': () => ({ body: { enabled } }) });

describe('SsoSignIn', () => {
  it('offers the sign-in while it is on, keeping where the person was going', async () => {
    mockServer(options(true));
    renderWithApp(<SsoSignIn next="/jobs/7?tab=visits" />, { url: '/login' });
    const link = await screen.findByRole('link', { name: 'Sign in with single sign-on' });
    expect(link).toHaveAttribute('href', `/api/sso/start?next=${encodeURIComponent('/jobs/7?tab=visits')}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows nothing while it is off', async () => {
    mockServer(options(false));
    const { queryClient } = renderWithApp(<SsoSignIn next={undefined} />, { url: '/login' });
    await vi.waitFor(() => expect(queryClient.getQueryState(ssoKeys.loginOptions())?.status).toBe('success'));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why a sign-in was refused, in the reader’s language, and only a known code', async () => {
    mockServer(options(true));
    renderWithApp(<SsoSignIn next={undefined} />, { url: '/login?sso_error=sso.accountInactive' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your Fieldbook account is deactivated or deleted. Ask your administrator.',
    );
    await act(() => i18n.changeLanguage('fa'));
    expect(screen.getByRole('alert')).toHaveTextContent('حساب Fieldbook شما غیرفعال یا حذف شده است.');
    await act(() => i18n.changeLanguage('en'));
  });

  it('reads an unknown or foreign code as a failed sign-in', async () => {
    mockServer(options(false));
    renderWithApp(<SsoSignIn next={undefined} />, { url: '/login?sso_error=%3Cb%3Ehi%3C%2Fb%3E' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Single sign-on did not complete. Try again.');
  });
});
