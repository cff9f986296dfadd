import { useParams } from 'react-router';
import { GroupEdit } from '@web/features/groups/components/group-edit';

export function GroupEditPage() {
  const { id } = useParams();
  return <GroupEdit id={Number(id)} />;
}
