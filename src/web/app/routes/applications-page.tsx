import { ApplicationsList } from '@web/features/applications/components/applications-list';

export function ApplicationsPage() {
  return <ApplicationsList />;
}
