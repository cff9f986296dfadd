import type { Db } from '../db/client';
import { shareLinks } from '../db/schema/share-links';

let seq = 0;

/**
 * The CSRF test's real calls for the share-link routes (http/csrf.api.test.ts): each changes
 * something when the token is right. Kept here so that file stays within its size.
 */
export function shareLinkCalls(
  db: Db,
  location: () => Promise<number>,
  finishedReport: () => Promise<number>,
): Record<string, () => Promise<{ url: string; payload?: unknown }>> {
  return {
    'POST /api/reports/:id/share-links': async () => ({
      url: `/api/reports/${await finishedReport()}/share-links`,
      payload: { label: 'Csrf' },
    }),
    'POST /api/locations/:id/share-links': async () => ({
      url: `/api/locations/${await location()}/share-links`,
      payload: { label: 'Csrf' },
    }),
    'POST /api/share-links/:id/revoke': async () => {
      const [link] = await db
        .insert(shareLinks)
        .values({
          tokenHash: `csrf-${++seq}`,
          locationId: await location(),
          expiresAt: new Date(Date.now() + 86_400_000),
        })
        .returning({ id: shareLinks.id });
      return { url: `/api/share-links/${link!.id}/revoke` };
    },
  };
}
