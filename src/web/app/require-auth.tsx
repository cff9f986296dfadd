import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { RoleId } from '@shared/constants';
import { authUserQuery, useAuthUser } from '@web/lib/auth';
import { RouteChunkError, RouteLoading } from './lazy-route';
import { NotFoundPage } from './routes/not-found-page';

/**
 * The shell (header, menus, navigation, the confirm dialogs' provider) is not needed on the login
 * page, so it is a chunk of its own (decision 0017), fetched while the login is being checked.
 */
const loadShell = () =>
  import('./layout/app-shell').catch((error: unknown) => {
    throw new RouteChunkError(error);
  });
const Shell = lazy(() => loadShell().then((module) => ({ default: module.Shell })));

/**
 * The pages behind login start asking who is logged in and fetching the shell as the navigation
 * starts, beside the page's own code, instead of once that code has arrived and rendered (issue
 * 21: two round trips fewer before a phone shows the first page). Nothing is awaited; errors
 * surface where they did, in RequireAuth.
 */
export function prepareShell(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(authUserQuery);
    loadShell().catch(() => undefined);
    return null;
  };
}

/** Pages behind login, inside the shell. */
export function RequireAuth() {
  const location = useLocation();
  const { data: user, isPending, error } = useAuthUser();
  if (isPending) {
    // Errors surface through <Shell> below; this early start only saves a round trip.
    loadShell().catch(() => undefined);
    return <RouteLoading />;
  }
  if (error) throw error;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return (
    <Suspense fallback={<RouteLoading />}>
      <Shell user={user} />
    </Suspense>
  );
}

/** A page only some roles may open; for the others it does not exist. */
export function RequireRole({ roles }: { roles: readonly RoleId[] }) {
  const user = useAuthUser().data;
  if (!user || !roles.includes(user.type_id as RoleId)) return <NotFoundPage />;
  return <Outlet />;
}
