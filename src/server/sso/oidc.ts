import * as client from 'openid-client';
import type { RoleId } from '@shared/constants';
import { isLoopbackHttp } from '@shared/schemas/sso';
import { HttpError } from '../http/errors';
import type { SsoRow } from './sso.repository';

/** What the provider is asked to tell: who, and the e-mail address with whether it verified it. */
export const SCOPE = 'openid email profile';
/** Seconds the provider has to answer discovery and the token request. */
const TIMEOUT = 10;

/**
 * openid-client refuses http:// issuers; the settings take one only on this computer (the tests'
 * provider), so it is allowed for exactly those (decision 0045).
 */
const options = (issuer: string): client.DiscoveryRequestOptions => ({
  timeout: TIMEOUT,
  execute: isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [],
});

/** Discovery per settings: a change of the settings (updated_at) discovers again. */
const discovered = new Map<string, Promise<client.Configuration>>();

export function oidcConfiguration(row: SsoRow): Promise<client.Configuration> {
  const key = `${row.issuer}|${row.clientId}|${row.updatedAt.getTime()}`;
  let configuration = discovered.get(key);
  if (!configuration) {
    discovered.clear();
    configuration = client.discovery(
      new URL(row.issuer),
      row.clientId,
      row.clientSecret,
      undefined,
      options(row.issuer),
    );
    // A provider that was down is asked again at the next sign-in.
    configuration.catch(() => discovered.delete(key));
    discovered.set(key, configuration);
  }
  return configuration;
}

/** "Test the configuration": the issuer's discovery document, or a 400 naming the issuer field. */
export async function testIssuer(issuer: string) {
  try {
    const configuration = await client.discovery(
      new URL(issuer),
      'fieldbook-test',
      undefined,
      undefined,
      options(issuer),
    );
    const metadata = configuration.serverMetadata();
    return { issuer: metadata.issuer, authorization_endpoint: metadata.authorization_endpoint ?? '' };
  } catch {
    throw new HttpError(400, 'sso.issuerUnreachable', { issuer: 'sso.issuerUnreachable' });
  }
}

/** The claim's values as text: a role or group name, or a list of them. */
function claimValues(value: unknown): string[] {
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  if (Array.isArray(value))
    return value.flatMap((v) => (typeof v === 'string' || typeof v === 'number' ? [String(v)] : []));
  return [];
}

/**
 * The role a sign-in gets: the most trusted role among the mapped values of the claim (Admin over
 * Supervisor over Technician), else the default role, else none (the sign-in is refused).
 */
export function roleFromClaims(row: SsoRow, claims: Record<string, unknown>): RoleId | null {
  const values = new Set(row.roleClaim ? claimValues(claims[row.roleClaim]) : []);
  const mapped = row.roleMap.filter((m) => values.has(m.value)).map((m) => m.role_id);
  if (mapped.length > 0) return Math.min(...mapped) as RoleId;
  return (row.defaultRoleId as RoleId | null) ?? null;
}

/** The verified address of a sign-in, or the refusal's code. */
export function verifiedEmail(claims: Record<string, unknown>): string {
  const email = claims.email;
  if (typeof email !== 'string' || !email.includes('@')) throw new HttpError(403, 'sso.emailUnverified');
  // Some providers send the flag as text.
  if (claims.email_verified !== true && claims.email_verified !== 'true') {
    throw new HttpError(403, 'sso.emailUnverified');
  }
  return email.trim();
}

/** The name a new account gets: the provider's, else the address's local part. */
export function displayName(claims: Record<string, unknown>, email: string): string {
  const name =
    typeof claims.name === 'string'
      ? claims.name.replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, '').trim()
      : '';
  return (name || email.slice(0, email.indexOf('@'))).slice(0, 200);
}
