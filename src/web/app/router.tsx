import { createBrowserRouter, Navigate } from 'react-router';
import { Role } from '@shared/constants';
import { homePathOf, useAuthUser } from '@web/lib/auth';
import { RequireAuth, RequireRole } from './require-auth';
import { AccountPage } from './routes/account-page';
import { ErrorPage } from './routes/error-page';
import { GroupAssignPage } from './routes/group-assign-page';
import { GroupCreatePage } from './routes/group-create-page';
import { GroupEditPage } from './routes/group-edit-page';
import { GroupsPage } from './routes/groups-page';
import { LoginPage } from './routes/login-page';
import { MyJobsPage } from './routes/my-jobs-page';
import { NotFoundPage } from './routes/not-found-page';
import { TemplateCopyPage, TemplateCreatePage, TemplateEditPage } from './routes/template-form-pages';
import { TemplateTasksPage } from './routes/template-tasks-page';
import { TemplatesPage } from './routes/templates-page';
import { TrashPage } from './routes/trash-page';
import { UserCreatePage } from './routes/user-create-page';
import { UserEditPage } from './routes/user-edit-page';
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
        // Every user's own name and password.
        { path: 'account', element: <AccountPage /> },
        {
          // People: users, groups and group membership are Admins' screens.
          element: <RequireRole roles={ADMINS} />,
          children: [
            { path: 'users/create', element: <UserCreatePage /> },
            { path: 'users/:id/edit', element: <UserEditPage /> },
            { path: 'groups', element: <GroupsPage /> },
            { path: 'groups/create', element: <GroupCreatePage /> },
            { path: 'groups/:id/edit', element: <GroupEditPage /> },
            { path: 'groups/assign/:id', element: <GroupAssignPage /> },
          ],
        },
        {
          element: <RequireRole roles={ADMINS} />,
          children: [
            { path: 'users', element: <UsersPage /> },
            { path: 'trash', element: <TrashPage /> },
          ],
        },
        {
          // Templates: Supervisors read the list and a template's fields; only Admins change them.
          element: <RequireRole roles={[Role.SuperAdmin, Role.Admin, Role.Supervisor]} />,
          children: [
            { path: 'templates', element: <TemplatesPage /> },
            { path: 'templates/tasks/:id', element: <TemplateTasksPage /> },
          ],
        },
        {
          element: <RequireRole roles={ADMINS} />,
          children: [
            { path: 'templates/create', element: <TemplateCreatePage /> },
            { path: 'templates/:id/edit', element: <TemplateEditPage /> },
            { path: 'templates/:id/copy', element: <TemplateCopyPage /> },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
