import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { DialogHost } from '@web/components/dialogs';

/** Renders a component with the app's providers at a URL, as the real app would. */
export function renderWithApp(
  ui: ReactNode,
  {
    url = '/',
    path = '/',
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: {
    url?: string;
    path?: string;
    /** The app's own (`createQueryClient()`) where its caching is what the test is about. */
    queryClient?: QueryClient;
  } = {},
) {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: ui },
    ],
    {
      initialEntries: [url],
    },
  );
  const result = render(
    // env="test": Mantine's own test mode. Without it a menu or popover measures its target with
    // floating-ui, which in the test DOM (no layout) sometimes finds it "detached" and hides the dropdown.
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <DialogHost />
        <Notifications />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient };
}

type Handler = (
  url: URL,
  init: RequestInit,
) => { status?: number; body: unknown; headers?: Record<string, string> };

/**
 * Stands in for the server at the network boundary: each call goes to the handler of its
 * "METHOD /path"; the calls are recorded for the assertions.
 */
export function mockServer(routes: Record<string, Handler>) {
  const calls: { method: string; url: URL; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    calls.push({
      method,
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 });
    const { status = 200, body, headers = {} } = handler(url, init);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
