import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { locations } from './locations';
import { reports } from './reports';
import { users } from './users';

/**
 * A link that opens one finished report, or one location's finished reports, without an account
 * (issue 19, decision 0032). Only the SHA-256 of the token is kept; a link ends at `expires_at` or
 * when revoked.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    /** One of the two is set: a report's link or a location's page. */
    reportId: integer('report_id').references(() => reports.id),
    locationId: integer('location_id').references(() => locations.id),
    /** Who it was made for (an address the report was mailed to), shown in the list of links. */
    label: text('label').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedBy: integer('revoked_by').references(() => users.id),
  },
  (t) => [
    index('share_links_report_idx')
      .on(t.reportId, t.createdAt.desc())
      .where(sql`${t.reportId} is not null`),
    index('share_links_location_idx')
      .on(t.locationId, t.createdAt.desc())
      .where(sql`${t.locationId} is not null`),
  ],
);

/** Every opening of a share link: when and from which address. */
export const shareLinkOpenings = pgTable(
  'share_link_openings',
  {
    id: id(),
    shareLinkId: integer('share_link_id')
      .notNull()
      .references(() => shareLinks.id),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    /** What was opened: the report, or a document's file key. */
    what: text('what').notNull().default('report'),
  },
  (t) => [index('share_link_openings_link_idx').on(t.shareLinkId, t.openedAt.desc())],
);
