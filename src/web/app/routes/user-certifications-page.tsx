import { UserCertifications } from '@web/features/users/components/user-certifications';
import { NotFoundPage } from './not-found-page';
import { useRouteId } from './route-id';

export function UserCertificationsPage() {
  const id = useRouteId();
  if (!id) return <NotFoundPage />;
  return <UserCertifications key={id} userId={id} />;
}
