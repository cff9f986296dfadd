import { and, count, desc, eq, isNull, max, type SQL, sql } from 'drizzle-orm';
import { PAGE_SIZE, ReportStatus } from '@shared/constants';
import type { ShareLinkOpeningsResponse, ShareLinkRow, ShareLinkState } from '@shared/schemas/share-links';
import { hashToken, newToken } from '../auth/auth.public';
import { type Config, publicUrl } from '../config';
import type { Db } from '../db/client';
import { locations } from '../db/schema/locations';
import { reports } from '../db/schema/reports';
import { shareLinkOpenings, shareLinks } from '../db/schema/share-links';
import { users } from '../db/schema/users';
import { offsetFor } from '../db/sql-helpers';
import { conflict, HttpError, notFound } from '../http/errors';
import { reportNotFound } from '../reports/reports.public';

export type ShareLinkRecord = typeof shareLinks.$inferSelect;
export type ShareLinkTarget =
  { reportId: number; locationId?: never } | { locationId: number; reportId?: never };

const DAY_MS = 86_400_000;

/**
 * A new link to a finished report or to a location's page of finished reports. Only the token's
 * SHA-256 is stored: the returned `token` and `url` exist nowhere else, so the caller shows or
 * mails them now. Runs in the caller's transaction (the finished-report mail makes one too).
 */
export async function createShareLink(
  db: Db,
  config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'SHARE_LINK_DAYS'>,
  input: ShareLinkTarget & { label: string; days?: number; createdBy: number | null },
): Promise<{ id: number; token: string; url: string; expiresAt: Date }> {
  const days = input.days ?? config.SHARE_LINK_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > 3650) throw new HttpError(400, 'common.invalid');
  if (input.reportId !== undefined) {
    const [report] = await db
      .select({ statusId: reports.statusId })
      .from(reports)
      .where(and(eq(reports.id, input.reportId), isNull(reports.deletedAt)));
    if (!report) throw reportNotFound();
    if (report.statusId !== ReportStatus.Finished) throw conflict('shareLink.reportNotFinished');
  } else {
    await liveLocation(db, input.locationId);
  }
  const token = newToken();
  const expiresAt = new Date(Date.now() + days * DAY_MS);
  const [row] = await db
    .insert(shareLinks)
    .values({
      tokenHash: hashToken(token),
      reportId: input.reportId ?? null,
      locationId: input.locationId ?? null,
      label: input.label,
      createdBy: input.createdBy,
      expiresAt,
    })
    .returning({ id: shareLinks.id });
  return { id: row!.id, token, url: publicUrl(config, `/s/${token}`), expiresAt };
}

async function liveLocation(db: Db, id: number) {
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, id), isNull(locations.deletedAt)));
  if (!location) throw notFound('location');
}

/** The staff lists check their report or location exists, so a typo answers 404, not []. */
export async function assertTarget(db: Db, target: ShareLinkTarget) {
  if (target.reportId === undefined) return liveLocation(db, target.locationId);
  const [report] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.id, target.reportId), isNull(reports.deletedAt)));
  if (!report) throw reportNotFound();
}

export function stateOf(
  link: Pick<ShareLinkRecord, 'expiresAt' | 'revokedAt'>,
  now = new Date(),
): ShareLinkState {
  if (link.revokedAt) return 'revoked';
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

/** A report's or a location's links, newest first, with how often and when they were last opened. */
export async function listShareLinks(db: Db, target: ShareLinkTarget): Promise<ShareLinkRow[]> {
  await assertTarget(db, target);
  return linkRows(
    db,
    target.reportId !== undefined
      ? eq(shareLinks.reportId, target.reportId)
      : eq(shareLinks.locationId, target.locationId),
  );
}

/** One link as the list shows it. */
export async function shareLinkRow(db: Db, id: number): Promise<ShareLinkRow> {
  const [row] = await linkRows(db, eq(shareLinks.id, id));
  if (!row) throw new HttpError(404, 'shareLink.notFound');
  return row;
}

async function linkRows(db: Db, where: SQL | undefined): Promise<ShareLinkRow[]> {
  const opened = db
    .select({
      linkId: shareLinkOpenings.shareLinkId,
      openings: count().as('openings'),
      last: max(shareLinkOpenings.openedAt).as('last'),
    })
    .from(shareLinkOpenings)
    .groupBy(shareLinkOpenings.shareLinkId)
    .as('opened');
  const rows = await db
    .select({
      link: shareLinks,
      createdBy: users.name,
      openings: opened.openings,
      last: opened.last,
    })
    .from(shareLinks)
    .leftJoin(users, eq(users.id, shareLinks.createdBy))
    .leftJoin(opened, eq(opened.linkId, shareLinks.id))
    .where(where)
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id))
    .limit(500);
  const now = new Date();
  return rows.map(({ link, createdBy, openings, last }) => ({
    id: link.id,
    label: link.label,
    created_at: link.createdAt,
    created_by: createdBy,
    expires_at: link.expiresAt,
    revoked_at: link.revokedAt,
    state: stateOf(link, now),
    openings: Number(openings ?? 0),
    last_opened_at: last === null || last === undefined ? null : new Date(last),
  }));
}

async function linkById(db: Db, id: number, lock = false): Promise<ShareLinkRecord> {
  const query = db.select().from(shareLinks).where(eq(shareLinks.id, id));
  const [link] = lock ? await query.for('update') : await query;
  if (!link) throw new HttpError(404, 'shareLink.notFound');
  return link;
}

/** Ends a link now; a link already revoked stays as it was (revoking twice is fine). */
export async function revokeShareLink(tx: Db, id: number, actorId: number): Promise<ShareLinkRecord> {
  const link = await linkById(tx, id, true);
  if (link.revokedAt) return link;
  const [row] = await tx
    .update(shareLinks)
    .set({ revokedAt: sql`now()`, revokedBy: actorId })
    .where(eq(shareLinks.id, id))
    .returning();
  return row!;
}

/** Who opened a link, newest first, a page at a time. */
export async function listOpenings(db: Db, id: number, page: number): Promise<ShareLinkOpeningsResponse> {
  await linkById(db, id);
  const where = eq(shareLinkOpenings.shareLinkId, id);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        opened_at: shareLinkOpenings.openedAt,
        ip: shareLinkOpenings.ip,
        user_agent: shareLinkOpenings.userAgent,
        what: shareLinkOpenings.what,
      })
      .from(shareLinkOpenings)
      .where(where)
      .orderBy(desc(shareLinkOpenings.openedAt), desc(shareLinkOpenings.id))
      .limit(PAGE_SIZE)
      .offset(offsetFor(page, PAGE_SIZE)),
    db.select({ total: count() }).from(shareLinkOpenings).where(where),
  ]);
  return { openings: rows, total: Number(total?.total ?? 0) };
}

/**
 * The live link of a token: 404 when no link has it, 410 when it has ended (expired or revoked).
 * The token is looked up by its hash only.
 */
export async function linkOfToken(db: Db, token: string): Promise<ShareLinkRecord> {
  const [link] = await db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.tokenHash, hashToken(token)));
  if (!link) throw new HttpError(404, 'shareLink.notFound');
  if (stateOf(link) !== 'active') throw new HttpError(410, 'shareLink.gone');
  return link;
}

/** Writes one opening of a link: when (now), from which address, with which browser, what. */
export async function logOpening(
  db: Db,
  linkId: number,
  opening: { ip: string; userAgent: string | undefined; what: string },
): Promise<void> {
  await db.insert(shareLinkOpenings).values({
    shareLinkId: linkId,
    ip: opening.ip,
    userAgent: opening.userAgent?.slice(0, 500) ?? null,
    what: opening.what.slice(0, 200),
  });
}
