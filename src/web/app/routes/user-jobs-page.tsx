import { JobsList } from '@web/features/jobs/components/jobs-list';
import { NotFoundPage } from './not-found-page';
import { useRouteId } from './route-id';

/** /users/{id}/jobs: the read-only view of one user's jobs, "Associated Jobs for User {name}". */
export function UserJobsPage() {
  const id = useRouteId();
  if (!id) return <NotFoundPage />;
  return <JobsList key={id} create={false} userId={id} />;
}
