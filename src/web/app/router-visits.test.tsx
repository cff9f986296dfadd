import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, listQueryOptions } from '@web/lib/query-client';
import { startVisitsOnNavigation } from './router-visits';

/**
 * Issue 21's first screen, as a slow phone meets it: a page's loader asks for its list as the
 * navigation starts, its code arrives whenever it does, and the list mounting then is not asked
 * for a second time; a page visited again asks again (the spec: each visit refetches).
 */
function setUp() {
  const queryClient = createQueryClient();
  const asked = { jobs: 0, users: 0 };
  const listOf = (name: keyof typeof asked) => ({
    queryKey: [name, 'list'],
    queryFn: async () => `${name} #${++asked[name]}`,
    ...listQueryOptions,
  });
  function List({ name }: { name: keyof typeof asked }) {
    const { data } = useQuery(listOf(name));
    return <p>{data ?? 'loading'}</p>;
  }
  let arrive = () => {};
  const router = createMemoryRouter(
    [
      {
        path: '/jobs',
        loader: async () => {
          await queryClient.prefetchQuery(listOf('jobs'));
          return null;
        },
        // The page's code, held back until the test lets it arrive.
        lazy: async () => {
          await new Promise<void>((resolve) => (arrive = resolve));
          return { Component: () => <List name="jobs" /> };
        },
      },
      { path: '/users', element: <List name="users" /> },
      { path: '/other', element: <p>other</p> },
    ],
    { initialEntries: ['/other'] },
  );
  startVisitsOnNavigation(router);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { asked, router, queryClient, codeArrives: () => arrive() };
}

describe('visits', () => {
  it("does not ask again for a loader's list when the page's code comes long after it", async () => {
    const { asked, router, queryClient, codeArrives } = setUp();
    await screen.findByText('other');
    void router.navigate('/jobs');
    await vi.waitFor(() => expect(queryClient.getQueryData(['jobs', 'list'])).toBe('jobs #1'));
    // Long after the list came: the old rule (younger than a second) asked again here.
    vi.useFakeTimers({ now: Date.now() + 60_000, toFake: ['Date'] });
    try {
      act(codeArrives);
      expect(await screen.findByText('jobs #1')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
    expect(queryClient.isFetching()).toBe(0);
    expect(asked.jobs).toBe(1);
  });

  it('asks again for a list on each visit of its page, and once a visit', async () => {
    const { asked, router } = setUp();
    await act(() => router.navigate('/users'));
    expect(await screen.findByText('users #1')).toBeTruthy();
    await act(() => router.navigate('/other'));
    await act(() => router.navigate('/users'));
    expect(await screen.findByText('users #2')).toBeTruthy();
    expect(asked.users).toBe(2);
  });
});
