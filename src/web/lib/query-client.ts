import { keepPreviousData, QueryClient, type QueryKey } from '@tanstack/react-query';
import type { AuthUser } from '@shared/schemas/auth';
import { ApiError } from './api-client';
import { authUserKey } from './auth';
import { setDateStyle } from './reader-style';

/**
 * A visit is one navigation: the router starts a new one as each navigation begins
 * (app/router-visits.ts). Rows that arrived during the current visit, a route's loader having
 * asked for them as the navigation started, are this visit's: the page mounting them does not ask
 * again.
 */
let visit = 0;
const arrivedIn = new WeakMap<object, number>();

export function startVisit() {
  visit += 1;
}

export function createQueryClient() {
  const queryClient = new QueryClient({
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
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') arrivedIn.set(event.query, visit);
    // Who is signed in (asked, logged in, restored from the device, or gone): their dates' style.
    const key = event.query.queryKey as QueryKey;
    if (key[0] === authUserKey[0] && (event.type === 'added' || event.type === 'updated')) {
      setDateStyle(event.query.state.data as AuthUser | null | undefined);
    }
  });
  return queryClient;
}

/**
 * For the paged and filtered lists. The spec: "Each change refetches the list", so a filter
 * toggled back or a page seen a moment ago is asked for again (no 10 s grace), while the rows on
 * screen stay there until the answer comes (no flash of an empty table).
 */
export const listQueryOptions = {
  staleTime: 0,
  placeholderData: keepPreviousData,
  // Rows a route's loader asked for as the navigation started (app/route-loaders.ts) are not asked
  // for again as the page mounts, however long its code took to arrive; rows a change has made
  // stale always are, and so are those of an earlier visit.
  refetchOnMount: (query: { state: { isInvalidated: boolean } }) =>
    query.state.isInvalidated || arrivedIn.get(query) !== visit,
} as const;
