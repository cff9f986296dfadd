import { keepPreviousData, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        // A refusal (4xx) will not change on retry; a network blip might. A 503 (the database is
        // unreachable, or the server is restarting) passes by itself: keep trying, the page waits
        // with a notice (components/database-notice.tsx) instead of stopping with an error.
        retry: (count, error) => {
          if (error instanceof ApiError && error.status === 503) return true;
          return !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2;
        },
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 10_000),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** Rows younger than this are not asked for again when their list mounts (listQueryOptions). */
export const JUST_ARRIVED_MS = 1000;

/**
 * For the paged and filtered lists. The spec: "Each change refetches the list", so a filter
 * toggled back or a page seen a moment ago is asked for again (no 10 s grace), while the rows on
 * screen stay there until the answer comes (no flash of an empty table).
 */
export const listQueryOptions = {
  staleTime: 0,
  placeholderData: keepPreviousData,
  // Rows a route's loader asked for as the navigation started (app/route-loaders.ts) are not asked
  // for again as the page mounts a moment later; rows a change has made stale always are.
  refetchOnMount: (query: { state: { dataUpdatedAt: number; isInvalidated: boolean } }) =>
    query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > JUST_ARRIVED_MS,
} as const;
