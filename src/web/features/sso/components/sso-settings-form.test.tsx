import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SsoSettings } from '@shared/schemas/sso';
import { mockServer, renderWithApp } from '@web/test/render';
import { SsoSettingsForm } from './sso-settings-form';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

const STORED: SsoSettings = {
  enabled: true,
  issuer: 'https://login.rivera.example',
  client_id: 'fieldbook',
  client_secret_set: true,
  domains: ['rivera.example', 'rivera.org'],
  role_claim: 'groups',
  role_map: [{ value: 'office', role_id: 2 }],
  default_role_id: null,
  password_login_off: false,
  redirect_uri: 'https://fieldbook.rivera.example/api/sso/callback',
};

describe('SsoSettingsForm', () => {
  it('keeps the stored secret unless one is typed, and sends the domains and roles as the server takes them', async () => {
    const { calls } = mockServer({ 'PUT /api/sso/settings': () => ({ body: STORED }) });
    renderWithApp(<SsoSettingsForm settings={STORED} />);
    expect(screen.getByText(STORED.redirect_uri)).toBeInTheDocument();
    expect(screen.getByLabelText('Client secret')).toHaveValue('');
    expect(screen.getByText('A secret is stored. Leave this empty to keep it.')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Refuse the sign-in')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: /Turn off password login/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    expect(await screen.findByText('Single sign-on settings saved.')).toBeInTheDocument();
    const sent = calls.find((c) => c.url.pathname === '/api/sso/settings')?.body;
    expect(sent).toEqual({
      enabled: true,
      issuer: STORED.issuer,
      client_id: 'fieldbook',
      domains: ['rivera.example', 'rivera.org'],
      role_claim: 'groups',
      role_map: [{ value: 'office', role_id: 2 }],
      default_role_id: null,
      password_login_off: true,
    });
  });

  it('says on the issuer field when "Test the configuration" reaches nothing', async () => {
    mockServer({
      'GET /api/sso/discovery': () => ({
        status: 400,
        body: {
          code: 'sso.issuerUnreachable',
          message: 'x',
          errors: { issuer: 'x' },
          fieldCodes: { issuer: { code: 'sso.issuerUnreachable' } },
        },
      }),
    });
    renderWithApp(<SsoSettingsForm settings={STORED} />);
    await userEvent.click(screen.getByRole('button', { name: 'Test the configuration' }));
    expect(
      await screen.findByText(
        'The identity provider at this address cannot be reached or does not answer as an OpenID Connect issuer.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Issuer address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses an http issuer elsewhere than this computer before sending anything', async () => {
    const { calls } = mockServer({});
    renderWithApp(<SsoSettingsForm settings={STORED} />);
    const issuer = screen.getByLabelText('Issuer address');
    await userEvent.clear(issuer);
    await userEvent.type(issuer, 'http://login.rivera.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    expect(
      await screen.findByText(
        'Enter the issuer as an https:// address (http:// only for an identity provider on this computer).',
      ),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
