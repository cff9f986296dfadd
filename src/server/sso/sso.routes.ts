import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@shared/schemas/common';
import {
  ssoCallbackQuery,
  ssoDiscovery,
  ssoDiscoveryQuery,
  ssoLoginOptions,
  ssoSettings,
  ssoSettingsBody,
  ssoStartQuery,
} from '@shared/schemas/sso';
import { ADMINS } from '../http/access';
import { startSession } from '../auth/auth.public';
import { publicUrl } from '../config';
import { HttpError } from '../http/errors';
import { testIssuer } from './oidc';
import { beginSignIn, finishSignIn } from './sso-flow';
import { getSsoRow, saveSsoSettings, toSettings } from './sso.repository';

/** The cookie that ties a sign-in at the provider to this browser (its token; the rest is server-side). */
const SSO_COOKIE = 'fieldbook_sso';
const COOKIE_PATH = '/api/sso';
const redirect = z.null().describe('A redirect (303): the browser follows Location.');

/**
 * Single sign-on with OpenID Connect (issue 36, decision 0045): an Admin's settings, and the
 * authorization code flow (PKCE, state, nonce) the login page's button starts.
 */
export async function ssoRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const redirectUri = publicUrl(config, '/api/sso/callback');

  /** A refusal lands on the login page, which reads its code; never the provider's text. */
  function toLoginPage(request: FastifyRequest, reply: FastifyReply, error: unknown) {
    if (!(error instanceof HttpError)) request.log.error({ err: error }, 'single sign-on failed');
    const code = error instanceof HttpError ? error.code : 'sso.failed';
    return reply.redirect(`/login?sso_error=${encodeURIComponent(code)}`, 303);
  }

  api.get('/api/sso/login-options', {
    config: { access: 'public' },
    schema: {
      operationId: 'getSsoLoginOptions',
      summary: 'Whether the login page offers single sign-on',
      tags: ['sso'],
      response: { 200: ssoLoginOptions },
    },
    handler: async () => ({ enabled: (await getSsoRow(db)).enabled }),
  });

  api.get('/api/sso/start', {
    config: { access: 'public' },
    schema: {
      operationId: 'startSsoSignIn',
      summary: 'Start a sign-in at the identity provider',
      tags: ['sso'],
      // A page the browser is sent to, not a call: out of the API document, as /reports/download is.
      hide: true,
      description:
        "Redirects the browser to the provider's sign-in, with PKCE, a state and a nonce kept by the server " +
        'for 10 minutes (an HttpOnly cookie names them). A refusal redirects to /login?sso_error=<code>.',
      querystring: ssoStartQuery,
      response: { 303: redirect },
    },
    handler: async (request, reply) => {
      try {
        const { token, url } = await beginSignIn(db, { redirectUri, next: request.query.next });
        reply.setCookie(SSO_COOKIE, token, {
          path: COOKIE_PATH,
          httpOnly: true,
          // Lax: the provider's redirect back is a top-level GET, which carries it.
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: 600,
        });
        return reply.redirect(url, 303);
      } catch (error) {
        return toLoginPage(request, reply, error);
      }
    },
  });

  api.get('/api/sso/callback', {
    config: { access: 'public' },
    schema: {
      operationId: 'finishSsoSignIn',
      summary: "The identity provider's answer: sign in and go to the app",
      tags: ['sso'],
      hide: true,
      description:
        'Checks the answer against the sign-in this browser started (state, nonce, PKCE), reads the verified ' +
        'e-mail and the role claim, finds or creates the account, starts a session as the password login does ' +
        'and redirects into the app. A refusal redirects to /login?sso_error=<code>.',
      querystring: ssoCallbackQuery,
      response: { 303: redirect },
    },
    handler: async (request, reply) => {
      const token = request.cookies[SSO_COOKIE];
      reply.clearCookie(SSO_COOKIE, { path: COOKIE_PATH });
      try {
        const search = new URL(request.url, 'http://callback').search;
        const { user, returnTo } = await finishSignIn(db, {
          token,
          redirectUri,
          search,
          log: request.log,
          transaction: (fn) => request.transaction(fn),
        });
        // As after a password: an Admin the company requires two-factor of enrols first (decision 0046).
        await startSession(app, request, reply, user);
        return reply.redirect(returnTo ?? '/', 303);
      } catch (error) {
        return toLoginPage(request, reply, error);
      }
    },
  });

  api.get('/api/sso/settings', {
    config: { access: ADMINS },
    schema: {
      operationId: 'getSsoSettings',
      summary: 'Get the single sign-on settings',
      tags: ['sso'],
      description:
        'Everything but the client secret, which is write-only: `client_secret_set` says one is stored.',
      response: { 200: ssoSettings },
    },
    handler: async () => toSettings(await getSsoRow(db), redirectUri),
  });

  api.put('/api/sso/settings', {
    config: { access: ADMINS },
    schema: {
      operationId: 'updateSsoSettings',
      summary: 'Save the single sign-on settings',
      tags: ['sso'],
      description:
        'Saves the settings as sent; an absent or empty `client_secret` keeps the stored one. Turned on, they ' +
        'need the issuer, the client id, a secret and at least one domain. Roles map to Admin, Supervisor or ' +
        'Technician, never Super Admin.',
      body: ssoSettingsBody,
      response: { 200: ssoSettings, 400: errorResponse },
    },
    handler: async (request) => {
      await request.transaction((tx) => saveSsoSettings(tx, request.body));
      return toSettings(await getSsoRow(db), redirectUri);
    },
  });

  api.get('/api/sso/discovery', {
    config: { access: ADMINS },
    schema: {
      operationId: 'getSsoDiscovery',
      summary: "Fetch an issuer's OpenID Connect discovery document (test the configuration)",
      tags: ['sso'],
      description:
        '400 `sso.issuerUnreachable` (on the issuer field) when it cannot be fetched or is not one.',
      querystring: ssoDiscoveryQuery,
      response: { 200: ssoDiscovery, 400: errorResponse },
    },
    handler: async (request) => testIssuer(request.query.issuer),
  });
}
