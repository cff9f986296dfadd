import { createBrowserRouter, Navigate } from 'react-router';
import { Role } from '@shared/constants';
import { homePathOf, useAuthUser } from '@web/lib/auth';
import { RequireAuth, RequireRole } from './require-auth';
import { ErrorPage } from './routes/error-page';
import { LoginPage } from './routes/login-page';
import { MyJobsPage } from './routes/my-jobs-page';
import { NotFoundPage } from './routes/not-found-page';
import { TrashPage } from './routes/trash-page';
import { UsersPage } from './routes/users-page';

const ADMINS = [Role.SuperAdmin, Role.Admin] as const;

function Home() {
  const user = useAuthUser().data;
  return user ? <Navigate to={homePathOf(user)} replace /> : null;
}

export function createRouter() {
  return createBrowserRouter([
    { path: '/login', element: <LoginPage />, errorElement: <ErrorPage /> },
    {
      element: <RequireAuth />,
      errorElement: <ErrorPage />,
      children: [
        { index: true, element: <Home /> },
        { path: 'my/jobs', element: <MyJobsPage /> },
        {
          element: <RequireRole roles={ADMINS} />,
          children: [
            { path: 'users', element: <UsersPage /> },
            { path: 'trash', element: <TrashPage /> },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
