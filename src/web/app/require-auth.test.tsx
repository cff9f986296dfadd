import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { authUserKey } from '@web/lib/auth';
import { mockServer, renderWithApp } from '@web/test/render';
import { prepareShell, RequireAuth } from './require-auth';
import { ADMIN_USER } from '@web/test/users';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const admin = ADMIN_USER;

it('draws the shell on its first render once the route loader has had its code, with no fallback for React to hold', async () => {
  mockServer({ 'GET /api/get-auth-user': () => ({ body: admin }) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Logged in: the cookie the login sets.
  document.cookie = 'XSRF-TOKEN=abc; path=/';
  await prepareShell(queryClient)();
  // The loader's own request for who is logged in: answered here, as it would be by the time the page renders.
  await queryClient.fetchQuery({ queryKey: authUserKey, queryFn: () => admin });
  renderWithApp(<RequireAuth />, { queryClient });
  // At once, not found after a wait: a lazy shell would first show the loading screen, which React
  // keeps at least 300 ms once shown.
  expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Loading')).not.toBeInTheDocument();
});
