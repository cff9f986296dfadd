import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import { isAdminRole } from '@shared/constants';
import type { Db } from '../db/client';
import { companySettings } from '../db/schema/company';
import { passkeys, pendingLogins, recoveryCodes, totpFactors } from '../db/schema/two-factor';
import { sessions } from '../db/schema/auth';
import { hashToken, newToken } from './sessions.repository';

export const TICKET_MINUTES = 5;
export const RECOVERY_CODE_COUNT = 10;
/** One time step either side: a phone's clock a little off still works. */
const TOTP_TOLERANCE_SECONDS = 30;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Which second factors are on: an app confirmed with a code, or any passkey. */
export async function factorsOf(db: Db, userId: number) {
  const [totp] = await db
    .select({ userId: totpFactors.userId })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.enabledAt)));
  const [keys] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return { totp: totp !== undefined, passkey: (keys?.n ?? 0) > 0 };
}

export const hasFactor = (f: { totp: boolean; passkey: boolean }) => f.totp || f.passkey;

/** The company's rule applies to this person: Admins and Super Admins when the setting is on. */
export async function twoFactorRequired(db: Db, typeId: number): Promise<boolean> {
  if (!isAdminRole(typeId)) return false;
  const [row] = await db
    .select({ on: companySettings.adminsRequireTwoFactor })
    .from(companySettings)
    .where(eq(companySettings.id, 1));
  return row?.on ?? false;
}

export async function createPendingLogin(db: Db, userId: number, now: Date): Promise<string> {
  await db.delete(pendingLogins).where(lt(pendingLogins.expiresAt, now));
  const ticket = newToken();
  await db.insert(pendingLogins).values({
    ticketHash: hashToken(ticket),
    userId,
    expiresAt: new Date(now.getTime() + TICKET_MINUTES * 60_000),
  });
  return ticket;
}

export async function findPendingLogin(db: Db, ticket: string, now: Date) {
  const [row] = await db
    .select({ userId: pendingLogins.userId, challenge: pendingLogins.challenge })
    .from(pendingLogins)
    .where(and(eq(pendingLogins.ticketHash, hashToken(ticket)), gt(pendingLogins.expiresAt, now)));
  return row;
}

export async function setPendingChallenge(db: Db, ticket: string, challenge: string) {
  await db
    .update(pendingLogins)
    .set({ challenge })
    .where(eq(pendingLogins.ticketHash, hashToken(ticket)));
}

/** Single use: true for the one caller whose delete found the ticket. */
export async function consumePendingLogin(db: Db, ticket: string): Promise<boolean> {
  const rows = await db
    .delete(pendingLogins)
    .where(eq(pendingLogins.ticketHash, hashToken(ticket)))
    .returning({ userId: pendingLogins.userId });
  return rows.length === 1;
}

/** Starts (or starts again) an app's setup: a new secret, off until a code confirms it. */
export async function startTotp(db: Db, userId: number, label: string) {
  const secret = generateSecret();
  await db
    .insert(totpFactors)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secret, enabledAt: null, lastStep: null },
      // An app already on stays as it is: turning it off is its own step.
      setWhere: isNull(totpFactors.enabledAt),
    });
  const uri = generateURI({ issuer: 'Fieldbook', label, secret });
  return { secret, uri };
}

export async function isTotpOn(db: Db, userId: number): Promise<boolean> {
  return (await factorsOf(db, userId)).totp;
}

/**
 * Checks a code against the app's secret at `now` and takes its time step, so the same code (or
 * an older one) never works again. `pending` checks the secret still waiting for its first code.
 */
export async function takeTotpCode(
  db: Db,
  input: { userId: number; code: string; now: Date; pending?: boolean },
): Promise<boolean> {
  const [row] = await db
    .select({ secret: totpFactors.secret, lastStep: totpFactors.lastStep })
    .from(totpFactors)
    .where(
      and(
        eq(totpFactors.userId, input.userId),
        input.pending ? isNull(totpFactors.enabledAt) : isNotNull(totpFactors.enabledAt),
      ),
    );
  if (!row) return false;
  const result = await verify({
    secret: row.secret,
    token: input.code,
    epoch: Math.floor(input.now.getTime() / 1000),
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(row.lastStep === null ? {} : { afterTimeStep: row.lastStep }),
  });
  if (!result.valid) return false;
  // A TOTP verification's result names its time step (otplib's types join it with HOTP's).
  const step = (result as unknown as { timeStep: number }).timeStep;
  // Two requests with one code: only the one whose update finds the older step wins.
  const taken = await db
    .update(totpFactors)
    .set({ lastStep: step, ...(input.pending ? { enabledAt: input.now } : {}) })
    .where(
      and(
        eq(totpFactors.userId, input.userId),
        or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step)),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return taken.length === 1;
}

export async function deleteTotp(db: Db, userId: number) {
  await db.delete(totpFactors).where(eq(totpFactors.userId, userId));
}

const newRecoveryCode = () => {
  const bytes = randomBytes(16);
  const chars = Array.from(bytes, (b) => BASE32[b % 32]).join('');
  return chars.match(/.{4}/g)!.join('-');
};

/** Ten new codes replace any left; answered once, kept as hashes. */
export async function replaceRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: sha256(code.replace(/-/g, '')) })));
  return codes;
}

/** `code` as recoveryCodeText gives it (lower case, no dashes); each works once. */
export async function takeRecoveryCode(db: Db, userId: number, code: string, now: Date) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, sha256(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** With no second factor left, the recovery codes go too: they would sign nobody in. */
export async function dropRecoveryCodesIfAlone(db: Db, userId: number) {
  if (hasFactor(await factorsOf(db, userId))) return;
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Once a factor is on, the sessions that waited for it are free. */
export async function releaseEnrolment(db: Db, userId: number) {
  await db
    .update(sessions)
    .set({ mustEnrol: false })
    .where(and(eq(sessions.userId, userId), eq(sessions.mustEnrol, true)));
}
