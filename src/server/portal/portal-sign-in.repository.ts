import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { PORTAL_LINK_MINUTES } from '@shared/schemas/portal';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { companySettings } from '../db/schema/company';
import { locationContacts, locations } from '../db/schema/locations';
import { portalSignInLinks } from '../db/schema/portal';
import { HttpError } from '../http/errors';
import { queueMail } from '../mail/mail.public';
import { recentFailures, recordFailure } from '../auth/auth.public';
import { hashToken, newToken } from '../auth/auth.public';
import { readerLanguage } from '../texts/mail-text';
import { portalSignInMail } from './portal-mail';

/** Sign-in links one address may ask for in 15 minutes, known to us or not, before 429. */
export const MAX_PORTAL_LINKS_PER_ADDRESS = 5;
/** Requests one client address may make in 15 minutes (its failed office logins count too). */
export const MAX_PORTAL_LINKS_PER_IP = 20;

type MailConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL' | 'PORT'>;

/** Lower-cased, as contacts are matched: the portal knows a person by their address alone. */
export const portalEmail = (email: string) => email.trim().toLowerCase();

/** The contact row is the address's (given as portalEmail makes it): the one matching rule. */
export const contactEmailIs = (email: string) => sql`lower(${locationContacts.email}) = ${email}`;

/**
 * The language chosen for this address by the first of its contacts at a live location that has
 * one: its sign-in mail's and its PDFs' (decisions 0070, 0071).
 */
export async function contactLanguage(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ language: locationContacts.language })
    .from(locationContacts)
    .innerJoin(locations, eq(locations.id, locationContacts.locationId))
    .where(and(contactEmailIs(email), isNull(locations.deletedAt), isNotNull(locationContacts.language)))
    .orderBy(asc(locationContacts.id))
    .limit(1);
  return row?.language ?? null;
}

/** The contact's names at their live locations (none: the address is nobody's to sign in with). */
export async function contactNames(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: locationContacts.name })
    .from(locationContacts)
    .innerJoin(locations, eq(locations.id, locationContacts.locationId))
    .where(and(contactEmailIs(email), isNull(locations.deletedAt)))
    .orderBy(locationContacts.name);
  return rows.map((r) => r.name);
}

export async function companyName(db: Db): Promise<string> {
  const [row] = await db
    .select({ name: companySettings.businessName })
    .from(companySettings)
    .where(eq(companySettings.id, 1));
  return row?.name.trim() ?? '';
}

/**
 * "Send me a link": the same work and answer for any address. Every request counts against the
 * address and the client (login_failures, the login's own limiter, under `portal:<address>`);
 * a link is made and mailed, in the caller's transaction, only for a contact of a live location.
 */
export async function requestPortalLink(
  tx: Db,
  config: MailConfig,
  input: { email: string; ip: string; now: Date },
): Promise<void> {
  const email = portalEmail(input.email);
  const key = `portal:${email}`;
  const recent = await recentFailures(tx, key, input.ip);
  if (recent.byAccount >= MAX_PORTAL_LINKS_PER_ADDRESS || recent.byIp >= MAX_PORTAL_LINKS_PER_IP) {
    throw new HttpError(429, 'portal.tooManyLinks');
  }
  await recordFailure(tx, key, input.ip);
  const names = await contactNames(tx, email);
  if (names.length === 0) return;
  const token = newToken();
  await tx.insert(portalSignInLinks).values({
    tokenHash: hashToken(token),
    email,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + PORTAL_LINK_MINUTES * 60_000),
  });
  const mail = portalSignInMail(config, {
    names,
    email,
    token,
    companyName: await companyName(tx),
    minutes: PORTAL_LINK_MINUTES,
    language: await readerLanguage(tx, await contactLanguage(tx, email)),
  });
  await queueMail(tx, config, { kind: 'portal-sign-in', to: [email], ...mail });
}

/**
 * Uses a link once: the update that marks it used is the check, so two uses at once cannot both
 * pass. 410 for an unknown, expired or used link, and for one whose address is no longer a
 * contact of a live location.
 */
export async function consumePortalLink(tx: Db, token: string, now: Date): Promise<string> {
  const [used] = await tx
    .update(portalSignInLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(portalSignInLinks.tokenHash, hashToken(token)),
        isNull(portalSignInLinks.usedAt),
        gt(portalSignInLinks.expiresAt, now),
      ),
    )
    .returning({ email: portalSignInLinks.email });
  if (!used || (await contactNames(tx, used.email)).length === 0) {
    throw new HttpError(410, 'portal.linkInvalid');
  }
  return used.email;
}
