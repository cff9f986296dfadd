import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, listQueryOptions, startVisit } from './query-client';

/** A list's query as a page mounting it would watch it; how often its rows were asked for. */
async function mountList(queryClient: ReturnType<typeof createQueryClient>, queryFn: () => Promise<string>) {
  const observer = new QueryObserver(queryClient, {
    queryKey: ['things', 'list'],
    queryFn,
    ...listQueryOptions,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
  unsubscribe();
}

describe('listQueryOptions', () => {
  it('does not ask again for rows that arrived a moment ago (a loader asked for them)', async () => {
    const queryClient = createQueryClient();
    const queryFn = vi.fn(async () => 'rows');
    await queryClient.prefetchQuery({ queryKey: ['things', 'list'], queryFn, ...listQueryOptions });
    await mountList(queryClient, queryFn);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('asks again on mount for rows a change has made stale, however young', async () => {
    const queryClient = createQueryClient();
    const queryFn = vi.fn(async () => 'rows');
    await queryClient.prefetchQuery({ queryKey: ['things', 'list'], queryFn, ...listQueryOptions });
    await queryClient.invalidateQueries({ queryKey: ['things'] });
    await mountList(queryClient, queryFn);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('asks again on mount for rows of an earlier visit (the spec: each visit refetches)', async () => {
    const queryClient = createQueryClient();
    const queryFn = vi.fn(async () => 'rows');
    await queryClient.prefetchQuery({ queryKey: ['things', 'list'], queryFn, ...listQueryOptions });
    startVisit();
    await mountList(queryClient, queryFn);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it("does not ask again for a loader's rows however long the page's code took (a slow phone)", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z'), toFake: ['Date'] });
    try {
      const queryClient = createQueryClient();
      const queryFn = vi.fn(async () => 'rows');
      startVisit();
      await queryClient.prefetchQuery({ queryKey: ['things', 'list'], queryFn, ...listQueryOptions });
      vi.setSystemTime(new Date(Date.now() + 30_000));
      await mountList(queryClient, queryFn);
      expect(queryFn).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
