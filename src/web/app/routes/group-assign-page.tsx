import { useParams } from 'react-router';
import { GroupAssignView } from '@web/features/groups/components/group-assign-view';

export function GroupAssignPage() {
  const { id } = useParams();
  return <GroupAssignView id={Number(id)} />;
}
