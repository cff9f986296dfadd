import { useParams } from 'react-router';
import { UserEdit } from '@web/features/users/components/user-edit';

export function UserEditPage() {
  const { id } = useParams();
  return <UserEdit id={Number(id)} />;
}
