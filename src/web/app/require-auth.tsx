import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { CSRF_COOKIE, type RoleId } from '@shared/constants';
import { readCookie } from '@web/lib/api-client';
import { authUserQuery, useAuthUser } from '@web/lib/auth';
import type * as ShellModule from './layout/app-shell';
import { RouteChunkError, RouteLoading } from './lazy-route';
import { NotFoundPage } from './routes/not-found-page';

/**
 * The shell (header, menus, navigation, the confirm dialogs' provider) is not needed on the login
 * page, so it is a chunk of its own (decision 0017), fetched while the login is being checked.
 */
let loaded: typeof ShellModule | undefined;
const loadShell = () =>
  import('./layout/app-shell')
    .then((module) => (loaded = module))
    .catch((error: unknown) => {
      throw new RouteChunkError(error);
    });
const LazyShell = lazy(() => loadShell().then((module) => ({ default: module.Shell })));
/** Only for an Admin the company requires a second factor of, who has none yet (decision 0046). */
const LazyTwoFactorSetup = lazy(() =>
  import('./routes/two-factor-setup-page').then((module) => ({ default: module.TwoFactorSetupPage })),
);

/**
 * The pages behind login start asking who is logged in and fetching the shell as the navigation
 * starts, beside the page's own code, instead of once that code has arrived and rendered (issue
 * 21: two round trips fewer before a phone shows the first page). The shell's code is waited for
 * (decision 0031): rendered before it is in, the shell suspends, and React keeps a fallback it has
 * shown for at least 300 ms, which held back every first page by that much. A failed load is not
 * an error here: RequireAuth's lazy shell reports it.
 */
export function prepareShell(queryClient: QueryClient) {
  return async () => {
    void queryClient.prefetchQuery(authUserQuery);
    const shell = loadShell().catch(() => undefined);
    // Without the cookie the login sets (server/auth/auth.routes.ts) the page becomes the login
    // page, which has no shell to wait for.
    if (readCookie(CSRF_COOKIE) !== undefined) await shell;
    return null;
  };
}

/** Pages behind login, inside the shell. */
export function RequireAuth() {
  const location = useLocation();
  const { data: user, isPending, error } = useAuthUser();
  // Chosen once: switching from the lazy shell to the loaded one would build the shell anew.
  const [Shell] = useState(() => loaded?.Shell);
  if (isPending) {
    // Errors surface through <LazyShell> below; this early start only saves a round trip.
    loadShell().catch(() => undefined);
    return <RouteLoading />;
  }
  // A check that failed while the login kept on the device is known (lib/kept-queries.ts; a
  // connection that answers nothing): the pages go on with it, as they do offline.
  if (error && user === undefined) throw error;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (user.two_factor_setup_required) {
    return (
      <Suspense fallback={<RouteLoading />}>
        <LazyTwoFactorSetup />
      </Suspense>
    );
  }
  if (Shell) return <Shell user={user} />;
  return (
    <Suspense fallback={<RouteLoading />}>
      <LazyShell user={user} />
    </Suspense>
  );
}

/** A page only some roles may open; for the others it does not exist. */
export function RequireRole({ roles }: { roles: readonly RoleId[] }) {
  const user = useAuthUser().data;
  if (!user || !roles.includes(user.type_id as RoleId)) return <NotFoundPage />;
  return <Outlet />;
}
