import { createServer } from 'node:http';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** Someone the test identity provider knows; the login typed on its page is the key. */
export interface OidcAccount {
  email: string;
  email_verified: boolean;
  name?: string;
  /** The role claim the tests map (a list, as most providers send groups). */
  groups?: string[];
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds or replaces an account; its login on the provider's page is `login` (any password). */
  account(login: string, account: OidcAccount): void;
  stop(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 and a port of its own, for the API
 * and browser tests of single sign-on (decision 0045). One static confidential client whose
 * redirect URI is the app's callback; its development login page takes any password for a known
 * login, and consent is given at once (a first-party client), so a sign-in is: the login form,
 * then back to the app.
 */
export async function startOidcProvider(opts: { redirectUri: string }): Promise<TestOidcProvider> {
  const accounts = new Map<string, OidcAccount>();
  // Listening first: the issuer names the port.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'fieldbook';
  const clientSecret = `secret-${port}-for-the-tests-only`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [opts.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub', 'groups'], email: ['email', 'email_verified'], profile: ['name'] },
    // The ID token carries the claims, as most providers' do; the app reads the userinfo otherwise.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: [`cookie-key-${port}`] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
    // Consent given at once to the one first-party client.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, provider: self } = ctx.oidc;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session!.grantIdFor(client!.clientId);
      if (grantId) return self.Grant.find(grantId);
      const grant = new self.Grant({ clientId: client!.clientId, accountId: session!.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    account: (login, account) => void accounts.set(login, account),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
