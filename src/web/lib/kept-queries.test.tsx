import 'fake-indexeddb/auto';
import { type DehydratedState, dehydrate, QueryClient } from '@tanstack/react-query';
import { createStore, get, set } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_PLAN_IMAGES } from '@shared/offline-caches';
import { keepQueries, restoreKeptQueries } from './kept-queries';

// The document is shared with the next test file: the session's cookie goes with this test.
afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  vi.unstubAllGlobals();
});

describe('restoreKeptQueries', () => {
  it('gives back what the device kept, each answer marked stale so the server is asked again', async () => {
    document.cookie = 'XSRF-TOKEN=kept-test; path=/';
    // Kept a moment ago by an earlier page: within any staleTime, had its time been trusted.
    const earlier = new QueryClient();
    earlier.setQueryData(['reports', 'chemical-options'], [{ id: 1, lots: [] }]);
    await set('queries', dehydrate(earlier), createStore('fieldbook-kept', 'queries'));

    const next = new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000 } } });
    await restoreKeptQueries(next);
    expect(next.getQueryData(['reports', 'chemical-options'])).toEqual([{ id: 1, lots: [] }]);
    expect(next.getQueryState(['reports', 'chemical-options'])?.isInvalidated).toBe(true);
  });

  it('leaves fresh an answer the server gave this page before the device’s copy was read', async () => {
    document.cookie = 'XSRF-TOKEN=kept-test; path=/';
    const earlier = new QueryClient();
    earlier.setQueryData(['auth-user'], { id: 7, name: 'Dana (kept)' }, { updatedAt: Date.now() - 60_000 });
    earlier.setQueryData(
      ['app-config'],
      { timezone: 'America/New_York' },
      { updatedAt: Date.now() - 60_000 },
    );
    await set('queries', dehydrate(earlier), createStore('fieldbook-kept', 'queries'));

    const next = new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000 } } });
    // main.tsx asks for the session as the page starts, beside reading the device.
    next.setQueryData(['auth-user'], { id: 7, name: 'Dana (server)' });
    await restoreKeptQueries(next);
    expect(next.getQueryData(['auth-user'])).toEqual({ id: 7, name: 'Dana (server)' });
    expect(next.getQueryState(['auth-user'])?.isInvalidated).toBe(false);
    expect(next.getQueryState(['app-config'])?.isInvalidated).toBe(true);
  });
});

describe('keepQueries', () => {
  it('keeps an answer whose next request failed (no connection though the browser says online)', async () => {
    document.cookie = 'XSRF-TOKEN=kept-test; path=/';
    const queryClient = new QueryClient();
    const stop = keepQueries(
      queryClient,
      () => true,
      () => false,
    );
    queryClient.setQueryData(['auth-user'], { id: 7, name: 'Dana' });
    await queryClient
      .fetchQuery({
        queryKey: ['auth-user'],
        queryFn: () => Promise.reject(new Error('The server cannot be reached.')),
        retry: false,
      })
      .catch(() => undefined);
    expect(queryClient.getQueryState(['auth-user'])?.status).toBe('error');
    window.dispatchEvent(new Event('pagehide'));
    stop();
    const store = createStore('fieldbook-kept', 'queries');
    await expect
      .poll(async () => (await get<DehydratedState>('queries', store))?.queries.map((q) => q.state.data))
      .toEqual([{ id: 7, name: 'Dana' }]);

    const next = new QueryClient();
    await restoreKeptQueries(next);
    expect(next.getQueryData(['auth-user'])).toEqual({ id: 7, name: 'Dana' });
    expect(next.getQueryState(['auth-user'])?.status).toBe('success');
  });

  it('forgets the kept answers and the site plans’ images the service worker kept, once logged out', async () => {
    document.cookie = 'XSRF-TOKEN=kept-test; path=/';
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: (name: string) => Promise.resolve(deleted.push(name) > 0) });
    const queryClient = new QueryClient();
    let loggedOut = false;
    const stop = keepQueries(
      queryClient,
      () => true,
      () => loggedOut,
    );
    queryClient.setQueryData(['auth-user'], { id: 7, name: 'Dana' });
    const store = createStore('fieldbook-kept', 'queries');
    await expect.poll(async () => (await get<DehydratedState>('queries', store))?.queries.length).toBe(1);
    expect(deleted).toEqual([]);

    loggedOut = true;
    queryClient.setQueryData(['auth-user'], null);
    await expect.poll(async () => get<DehydratedState>('queries', store)).toBeUndefined();
    expect(deleted).toEqual([SITE_PLAN_IMAGES.cacheName]);
    stop();
  });
});
