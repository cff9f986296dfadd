import { GroupsList } from '@web/features/groups/components/groups-list';

export function GroupsPage() {
  return <GroupsList />;
}
