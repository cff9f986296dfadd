import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companySettings } from '../db/schema/company';
import { portalSessions } from '../db/schema/portal';
import { hashToken, newToken } from '../auth/auth.public';

/** A portal session as a portal route reads it: the contact's address is all it knows. */
export interface PortalSession {
  tokenHash: string;
  email: string;
  csrfToken: string;
  expiresAt: Date;
  lastSeenAt: Date;
}

/** How stale "last seen" may be: one write a minute, not one per request (as the office's). */
const LAST_SEEN_STEP_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The company's "remember a customer's device for N days" (company settings, decision 0048). */
export async function portalRememberDays(db: Db): Promise<number> {
  const [row] = await db
    .select({ days: companySettings.portalRememberDays })
    .from(companySettings)
    .where(eq(companySettings.id, 1));
  return row?.days ?? 30;
}

/** A new portal session for the address, lasting the company's period from `now`. */
export async function createPortalSession(
  tx: Db,
  input: { email: string; now: Date },
): Promise<{ token: string; csrfToken: string; expiresAt: Date }> {
  const token = newToken();
  const csrfToken = newToken();
  const expiresAt = new Date(input.now.getTime() + (await portalRememberDays(tx)) * DAY_MS);
  await tx.insert(portalSessions).values({
    tokenHash: hashToken(token),
    email: input.email,
    csrfToken,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt,
  });
  return { token, csrfToken, expiresAt };
}

/** The unexpired portal session of a cookie's token, its "last seen" moved on at most once a minute. */
export async function loadPortalSession(db: Db, token: string, now: Date): Promise<PortalSession | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select()
    .from(portalSessions)
    .where(and(eq(portalSessions.tokenHash, tokenHash), gt(portalSessions.expiresAt, now)));
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_STEP_MS) {
    await db.update(portalSessions).set({ lastSeenAt: now }).where(eq(portalSessions.tokenHash, tokenHash));
  }
  return row;
}

export async function endPortalSession(tx: Db, tokenHash: string): Promise<void> {
  await tx.delete(portalSessions).where(eq(portalSessions.tokenHash, tokenHash));
}
