import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { RoleId } from '@shared/constants';
import { useAuthUser } from '@web/lib/auth';
import { Shell } from './layout/app-shell';
import { NotFoundPage } from './routes/not-found-page';

/** Pages behind login, inside the shell. */
export function RequireAuth() {
  const { t } = useTranslation();
  const location = useLocation();
  const { data: user, isPending, error } = useAuthUser();
  if (isPending) {
    return (
      <Center mih="100vh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (error) throw error;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Shell user={user} />;
}

/** A page only some roles may open; for the others it does not exist. */
export function RequireRole({ roles }: { roles: readonly RoleId[] }) {
  const user = useAuthUser().data;
  if (!user || !roles.includes(user.type_id as RoleId)) return <NotFoundPage />;
  return <Outlet />;
}
