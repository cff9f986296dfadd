import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { AccountPage } from './account-page';

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
vi.mock('./account-page-sections', async (importOriginal) => {
  first.fetched.push('account-page-sections');
  if (first.offline) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

afterEach(() => vi.unstubAllGlobals());

const me = {
  id: 4,
  name: 'Marcus Johnson',
  email: 'marcus@x.example',
  username: 'marcus',
  type_id: 4,
  type: { type: 'Technician' },
};

describe('the account page: two factors, sessions and certifications after the first screen (decision 0067)', () => {
  it('draws the forms first, Loading… at the end; says so when the rest does not come, then draws it', async () => {
    mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
      'GET /api/get-auth-user': () => ({ body: me }),
      'GET /api/account/two-factor': () => ({
        body: { totp: false, required: false, recovery_codes_left: 0, passkeys: [] },
      }),
      'GET /api/account/sessions': () => ({ body: [] }),
      'GET /api/my/certifications': () => ({ body: { certifications: [] } }),
    });
    first.offline = true;
    renderWithApp(<AccountPage />, { url: '/account', path: '/account' });
    expect(await screen.findByRole('heading', { name: 'Your name' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeVisible();
    expect(first.fetched).toEqual([]);
    expect(screen.getByText('Loading…')).toHaveAttribute('aria-busy', 'true');

    for (const work of first.after.splice(0)) work();
    await vi.dynamicImportSettled();
    expect(await screen.findByText('This list could not be loaded.')).toBeVisible();

    first.offline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Where you are signed in' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Your certifications' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Two-factor sign-in' })).toBeVisible();
    expect(screen.queryByText('This list could not be loaded.')).toBeNull();
  });
});
