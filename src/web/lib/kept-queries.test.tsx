import 'fake-indexeddb/auto';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { createStore, set } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreKeptQueries } from './kept-queries';

// The document is shared with the next test file: the session's cookie goes with this test.
afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
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
});
