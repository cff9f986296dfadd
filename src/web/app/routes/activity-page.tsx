import { ActivityList } from '@web/features/activity/components/activity-list';

export function ActivityPage() {
  return <ActivityList />;
}
