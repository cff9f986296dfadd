import { GroupAssignView } from '@web/features/groups/components/group-assign-view';
import { NotFoundPage } from './not-found-page';
import { useRouteId } from './route-id';

export function GroupAssignPage() {
  const id = useRouteId();
  return id ? <GroupAssignView id={id} /> : <NotFoundPage />;
}
