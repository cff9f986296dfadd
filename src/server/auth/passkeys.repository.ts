import { and, eq } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { publicUrl, type Config } from '../config';
import type { Db } from '../db/client';
import { sessions } from '../db/schema/auth';
import { passkeys } from '../db/schema/two-factor';
import { badRequest, notFound } from '../http/errors';

/** The relying party is the address people open Fieldbook at (PUBLIC_URL). */
export function relyingParty(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>) {
  const url = new URL(publicUrl(config, '/'));
  return { rpID: url.hostname, origin: url.origin };
}

const transportsOf = (text: string) => (text ? text.split(',') : undefined);

async function userPasskeys(db: Db, userId: number) {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId));
}

export async function listPasskeys(db: Db, userId: number) {
  const rows = await userPasskeys(db, userId);
  return rows
    .sort((a, b) => a.id - b.id)
    .map((p) => ({ id: p.id, name: p.name, created_at: p.createdAt, last_used_at: p.lastUsedAt }));
}

/** Registration options; the challenge waits on this session until the browser answers. */
export async function startPasskeyRegistration(
  db: Db,
  config: Config,
  input: { userId: number; userName: string; tokenHash: string },
) {
  const existing = await userPasskeys(db, input.userId);
  const options = await generateRegistrationOptions({
    rpName: 'Fieldbook',
    rpID: relyingParty(config).rpID,
    userName: input.userName,
    userID: new TextEncoder().encode(`fieldbook-user-${input.userId}`),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p.transports) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await db
    .update(sessions)
    .set({ webauthnChallenge: options.challenge })
    .where(eq(sessions.tokenHash, input.tokenHash));
  return options;
}

export async function finishPasskeyRegistration(
  db: Db,
  config: Config,
  input: { userId: number; tokenHash: string; name: string; response: unknown },
) {
  const [row] = await db
    .select({ challenge: sessions.webauthnChallenge })
    .from(sessions)
    .where(eq(sessions.tokenHash, input.tokenHash));
  // A challenge answers once; a refusal rolls this back with the rest, and new options replace it.
  await db.update(sessions).set({ webauthnChallenge: null }).where(eq(sessions.tokenHash, input.tokenHash));
  const { rpID, origin } = relyingParty(config);
  const verified = await verifyRegistrationResponse({
    response: input.response as RegistrationResponseJSON,
    expectedChallenge: row?.challenge ?? '',
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!row?.challenge || !verified?.verified || !verified.registrationInfo) {
    throw badRequest('auth.passkeyNotVerified');
  }
  const { credential } = verified.registrationInfo;
  const [added] = await db
    .insert(passkeys)
    .values({
      userId: input.userId,
      name: input.name,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
    })
    .onConflictDoNothing()
    .returning({ id: passkeys.id });
  if (!added) throw badRequest('auth.passkeyNotVerified');
  return added.id;
}

export async function removePasskey(db: Db, userId: number, id: number) {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  if (rows.length === 0) throw notFound('item');
}

/** Options for signing in with one of this person's passkeys. */
export async function passkeyLoginOptions(db: Db, config: Config, userId: number) {
  const keys = await userPasskeys(db, userId);
  return generateAuthenticationOptions({
    rpID: relyingParty(config).rpID,
    allowCredentials: keys.map((p) => ({ id: p.credentialId, transports: transportsOf(p.transports) })),
    userVerification: 'preferred',
  });
}

/** True when the assertion is by one of this person's passkeys, for this challenge. */
export async function checkPasskeyAssertion(
  db: Db,
  config: Config,
  input: { userId: number; challenge: string | null; response: AuthenticationResponseJSON; now: Date },
): Promise<boolean> {
  if (!input.challenge) return false;
  const [key] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.userId, input.userId), eq(passkeys.credentialId, input.response.id)));
  if (!key) return false;
  const { rpID, origin } = relyingParty(config);
  const result = await verifyAuthenticationResponse({
    response: input.response,
    expectedChallenge: input.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: key.credentialId,
      publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
      counter: key.counter,
      transports: transportsOf(key.transports),
    },
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!result?.verified) return false;
  await db
    .update(passkeys)
    .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: input.now })
    .where(eq(passkeys.id, key.id));
  return true;
}
