import type { RouteObject } from 'react-router';
import { Role } from '@shared/constants';
import { lazyPage } from './lazy-route';
import { ACCOUNT_TEXTS, GROUPS_TEXTS } from './page-texts';
import { RequireRole } from './require-auth';
import { title } from './route-title';

const ADMINS = [Role.SuperAdmin, Role.Admin] as const;

/** Every user's own account, and the Admins' screens of users and groups, inside the shell (router.tsx). */
export function peopleRoutes(): RouteObject[] {
  return [
    // Every user's own name and password.
    {
      path: 'account',
      lazy: lazyPage(() => import('./routes/account-page'), 'AccountPage', ACCOUNT_TEXTS),
      handle: title('account'),
    },
    {
      // People: users, groups and group membership are Admins' screens.
      element: <RequireRole roles={ADMINS} />,
      children: [
        {
          path: 'users/create',
          lazy: lazyPage(() => import('./routes/user-create-page'), 'UserCreatePage'),
          handle: title('userCreate'),
        },
        {
          path: 'users/:id/edit',
          lazy: lazyPage(() => import('./routes/user-edit-page'), 'UserEditPage'),
          handle: title('userEdit'),
        },
        {
          path: 'groups',
          lazy: lazyPage(() => import('./routes/groups-page'), 'GroupsPage', GROUPS_TEXTS),
          handle: title('groups'),
        },
        {
          path: 'groups/create',
          lazy: lazyPage(() => import('./routes/group-create-page'), 'GroupCreatePage'),
          handle: title('groupCreate'),
        },
        {
          path: 'groups/:id/edit',
          lazy: lazyPage(() => import('./routes/group-edit-page'), 'GroupEditPage'),
          handle: title('groupEdit'),
        },
        {
          path: 'groups/assign/:id',
          lazy: lazyPage(() => import('./routes/group-assign-page'), 'GroupAssignPage'),
          handle: title('groupAssign'),
        },
      ],
    },
  ];
}
