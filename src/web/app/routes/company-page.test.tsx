import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_SETTINGS } from '@web/features/company/components/company-settings.fixtures';
import { mockServer, renderWithApp } from '@web/test/render';
import { CompanyPage } from './company-page';

// "After the first screen" is when the test says. The sections' module records when it is
// fetched, and fails while `offline`.
const first = vi.hoisted(() => ({
  after: [] as (() => void)[],
  fetched: [] as string[],
  offline: false,
}));
vi.mock('@web/lib/after-first-screen', () => ({
  afterFirstScreen: (work: () => void) => {
    first.after.push(work);
    return () => undefined;
  },
}));
vi.mock('./company-page-sections', async (importOriginal) => {
  first.fetched.push('company-page-sections');
  if (first.offline) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

afterEach(() => vi.unstubAllGlobals());

const admin = {
  id: 1,
  name: 'Dana Office',
  email: 'dana@x.example',
  username: 'dana',
  type_id: 2,
  type: { type: 'Admin' },
};

describe('the company page: single sign-on after the first screen (decision 0067)', () => {
  it('draws the settings form first, Loading… at the end; says so when the rest does not come, then draws it', async () => {
    const { calls } = mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
      'GET /api/get-auth-user': () => ({ body: admin }),
      'GET /api/company': () => ({ body: COMPANY_SETTINGS }),
      'GET /api/sso/settings': () => ({
        body: {
          enabled: false,
          issuer: '',
          client_id: '',
          client_secret_set: false,
          domains: [],
          role_claim: '',
          role_map: [],
          default_role_id: null,
          password_login_off: false,
          redirect_uri: 'https://fieldbook.example/api/sso/callback',
        },
      }),
    });
    first.offline = true;
    renderWithApp(<CompanyPage />, { url: '/company', path: '/company' });
    expect(await screen.findByRole('textbox', { name: 'Business name' })).toHaveValue(
      COMPANY_SETTINGS.business_name,
    );
    expect(first.fetched).toEqual([]);
    expect(screen.getByText('Loading…')).toHaveAttribute('aria-busy', 'true');
    // Only the code waits: the single sign-on settings are asked for with the page's.
    expect(calls.some((c) => c.url.pathname === '/api/sso/settings')).toBe(true);

    for (const work of first.after.splice(0)) work();
    await vi.dynamicImportSettled();
    expect(await screen.findByText('This list could not be loaded.')).toBeVisible();

    first.offline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Single sign-on', level: 2 })).toBeVisible();
    expect(await screen.findByText('https://fieldbook.example/api/sso/callback')).toBeInTheDocument();
    expect(screen.queryByText('This list could not be loaded.')).toBeNull();
  });
});
