/**
 * The answers a technician's pages need, kept on the device (IndexedDB) so the installed app opens
 * them with no connection (issue 32, decision 0050): who is logged in, Today, My jobs, My reports
 * and each report opened. The service worker keeps no /api answer (only the site plans' images,
 * shared/offline-caches.ts); this is the app's own copy, shown as what it is: TanStack Query marks it stale and asks the server again as soon as it can.
 *
 *   await restoreKeptQueries(queryClient);             // before the first render
 *   keepQueries(queryClient, (key) => key[0] === 'reports');
 *
 * Nothing is kept or restored without a session, and logging out (or a 401) forgets it all.
 */
import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { CSRF_COOKIE } from '@shared/constants';
import { SITE_PLAN_IMAGES } from '@shared/offline-caches';
import { readCookie } from './api-client';

const KEY = 'queries';
/**
 * Writes come in bursts (a page's queries arriving together): one write for a burst, and at once
 * when the page goes away (a reload, a closed tab), so the last answers are not lost.
 */
const WRITE_AFTER_MS = 100;

let store: UseStore | undefined;
const db = () => (store ??= createStore('fieldbook-kept', 'queries'));
/** Each kept cache's "write now", for a caller that must know the device holds an answer. */
const writers = new WeakMap<QueryClient, () => Promise<void>>();

export const hasSession = () => readCookie(CSRF_COOKIE) !== undefined;

/** The service worker's copies of the week's site plans go with the answers (shared/offline-caches.ts). */
const forgetKeptImages = () =>
  typeof caches === 'undefined' ? Promise.resolve(false) : caches.delete(SITE_PLAN_IMAGES.cacheName);

/** Fills the cache with the kept answers, each marked stale. */
export async function restoreKeptQueries(queryClient: QueryClient): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    if (!hasSession()) return void (await del(KEY, db()));
    const kept = await get<DehydratedState>(KEY, db());
    if (!kept) return;
    const keptAt = new Map(kept.queries.map((q) => [q.queryHash, q.state.dataUpdatedAt]));
    hydrate(queryClient, kept);
    // A copy from the device is never fresh, however long a query's staleTime (the products'
    // lots, say, changed by the office since): each is asked again when a page uses it, and shown
    // until the server answers (or while there is no connection). An answer the server gave this
    // page already (main.tsx asks for the session at once) is newer: hydrate kept it, and it stays
    // fresh.
    await queryClient.invalidateQueries({
      refetchType: 'none',
      predicate: (query) => keptAt.get(query.queryHash) === query.state.dataUpdatedAt,
    });
  } catch {
    // A private window may refuse IndexedDB: the app works online as before.
  }
}

/**
 * The answers to keep: each one the server has given, also when asking again has failed since
 * (no connection though the browser says online): kept as the answer it is, not as the failure,
 * which would otherwise drop it from the device's copy (issue 32).
 */
function keptState(queryClient: QueryClient, keep: KeepRule): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.data !== undefined && keep(query.queryKey, queryClient),
  });
  return {
    ...state,
    queries: state.queries.map((q) =>
      q.state.status === 'error'
        ? { ...q, state: { ...q.state, status: 'success', error: null, fetchFailureReason: null } }
        : q,
    ),
  };
}

/**
 * Writes the kept answers at once; resolves when the device holds them (or could not take them).
 * For what must not rest on the server alone: a report's saved answers, before the outbox lets go
 * of them, since a page leaving right after (a reload) can cut off a write that waits.
 */
export function keepNow(queryClient: QueryClient): Promise<void> {
  return writers.get(queryClient)?.() ?? Promise.resolve();
}

/**
 * Which answers to keep, by key; the cache is there for a rule that depends on other answers (a
 * technician's week: the locations of the visits kept, app/kept-offline.ts).
 */
export type KeepRule = (key: QueryKey, queryClient: QueryClient) => boolean;

/**
 * Keeps the successful answers whose key `keep` accepts, from now on. `isLoggedOut` tells from the
 * cache that the session has ended: then the kept answers are deleted, not written.
 */
export function keepQueries(
  queryClient: QueryClient,
  keep: KeepRule,
  isLoggedOut: (queryClient: QueryClient) => boolean,
): () => void {
  if (typeof indexedDB === 'undefined') return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    const done = isLoggedOut(queryClient)
      ? Promise.all([del(KEY, db()), forgetKeptImages()]).then(() => undefined)
      : set(KEY, keptState(queryClient, keep), db());
    // A value IndexedDB cannot hold, or a full disk: the copy stays as it was.
    return done.catch(() => undefined);
  };
  const writeNow = () => {
    if (timer) clearTimeout(timer);
    return write();
  };
  writers.set(queryClient, writeNow);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return;
    if (isLoggedOut(queryClient)) return void writeNow();
    timer ??= setTimeout(() => void write(), WRITE_AFTER_MS);
  });
  const flush = () => {
    if (timer) void writeNow();
  };
  window.addEventListener('pagehide', flush);
  return () => {
    if (writers.get(queryClient) === writeNow) writers.delete(queryClient);
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    if (timer) clearTimeout(timer);
  };
}
