import { Dashboard } from '@web/features/dashboard/components/dashboard';

export function DashboardPage() {
  return <Dashboard />;
}
