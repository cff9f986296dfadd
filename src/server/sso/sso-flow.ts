import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { HttpError } from '../http/errors';
import { displayName, oidcConfiguration, roleFromClaims, SCOPE, verifiedEmail } from './oidc';
import { createSsoLogin, emailDomain, getSsoRow, ssoAccount, takeSsoLogin } from './sso.repository';

/** A path of the app to land on: never another site (`//host`, `/\host`) or a scheme. */
export function safeReturnPath(next: string | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}

async function configurationOf(row: Awaited<ReturnType<typeof getSsoRow>>) {
  if (!row.enabled) throw new HttpError(403, 'sso.notEnabled');
  try {
    return await oidcConfiguration(row);
  } catch {
    throw new HttpError(400, 'sso.issuerUnreachable');
  }
}

/**
 * The start of a sign-in: a state, a nonce and a PKCE verifier kept server-side under the token
 * the browser's cookie carries, and the provider's authorization address to send the browser to.
 */
export async function beginSignIn(db: Db, input: { redirectUri: string; next: string | undefined }) {
  const row = await getSsoRow(db);
  const configuration = await configurationOf(row);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const token = await createSsoLogin(db, {
    state,
    nonce,
    codeVerifier,
    returnTo: safeReturnPath(input.next),
  });
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: input.redirectUri,
    scope: SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { token, url: url.href };
}

/** The provider's refusal or openid-client's check that failed, as a code: never its text. */
function failureCode(error: unknown): string {
  const { code, error: oauthError } = error as { code?: unknown; error?: unknown };
  const found = [oauthError, code].find((c) => typeof c === 'string');
  return typeof found === 'string' ? found.slice(0, 100) : 'unknown';
}

/**
 * The provider's answer: checked against this browser's sign-in (state, nonce, PKCE) by
 * openid-client's authorization code grant; then the verified address of a served domain and the
 * role the claim maps to give the account (decision 0045). Answers the account and where to land.
 */
export async function finishSignIn(
  db: Db,
  input: {
    token: string | undefined;
    redirectUri: string;
    search: string;
    log: FastifyBaseLogger;
    transaction: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;
  },
): Promise<{ user: { id: number; typeId: number }; returnTo: string | null }> {
  const pending = input.token ? await takeSsoLogin(db, input.token) : undefined;
  if (!pending) throw new HttpError(400, 'sso.failed');
  const row = await getSsoRow(db);
  const configuration = await configurationOf(row);
  const current = new URL(input.redirectUri);
  current.search = input.search;
  let claims: Record<string, unknown>;
  try {
    const tokens = await client.authorizationCodeGrant(configuration, current, {
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      pkceCodeVerifier: pending.codeVerifier,
      idTokenExpected: true,
    });
    claims = { ...tokens.claims() };
    // Many providers keep the address or the groups out of the ID token: the userinfo has them.
    const missing = claims.email === undefined || (row.roleClaim && claims[row.roleClaim] === undefined);
    if (missing && configuration.serverMetadata().userinfo_endpoint) {
      const info = await client.fetchUserInfo(configuration, tokens.access_token, String(claims.sub));
      claims = { ...info, ...claims };
    }
  } catch (error) {
    input.log.warn({ sso: failureCode(error) }, 'single sign-on refused by the provider or its checks');
    throw new HttpError(400, 'sso.failed');
  }
  const email = verifiedEmail(claims);
  if (!row.domains.includes(emailDomain(email))) throw new HttpError(403, 'sso.domainNotServed');
  const roleId = roleFromClaims(row, claims);
  if (roleId === null) throw new HttpError(403, 'sso.noRole');
  const userId = await input.transaction((tx) =>
    ssoAccount(tx, { email, name: displayName(claims, email), roleId }),
  );
  // The role as stored: a Super Admin's is never changed by the claim.
  const [user] = await db
    .select({ id: users.id, typeId: users.typeId })
    .from(users)
    .where(eq(users.id, userId));
  return { user: user!, returnTo: pending.returnTo };
}
