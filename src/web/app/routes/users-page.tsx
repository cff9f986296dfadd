import { UsersList } from '@web/features/users/components/users-list';

export function UsersPage() {
  return <UsersList />;
}
