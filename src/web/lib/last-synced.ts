import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** When the server last answered one of the queries kept on the device (0: never). */
export function lastSyncedAt(
  queryClient: QueryClient,
  kept: (key: QueryKey, queryClient: QueryClient) => boolean,
): number {
  let newest = 0;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.data !== undefined && kept(query.queryKey, queryClient))
      newest = Math.max(newest, query.state.dataUpdatedAt);
  }
  return newest;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Older than this, what the device shows is marked as not fresh (issue 32 item 2). */
export const STALE_AFTER_MS = HOUR;

/**
 * How long ago `syncedAt` was at `now`, in the reader's language ("3 minutes ago", "قبل 3
 * دقائق"), or null under a minute. Elapsed time, whole units rounded down: no time zone or
 * calendar day enters into it, so a sync in a New York evening (the next day in UTC) reads the same.
 */
export function syncedAgo(syncedAt: number, now: number, language: string): string | null {
  const elapsed = Math.max(0, now - syncedAt);
  if (elapsed < MINUTE) return null;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  return format.format(-Math.floor(elapsed / DAY), 'day');
}
