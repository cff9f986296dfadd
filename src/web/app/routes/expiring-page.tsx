import { ExpiringList } from '@web/features/users/components/expiring-list';

export function ExpiringPage() {
  return <ExpiringList />;
}
