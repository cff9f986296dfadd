import { JobsList } from '@web/features/jobs/components/jobs-list';
import { NotFoundPage } from './not-found-page';
import { useRouteId } from './route-id';

/** /groups/{id}/jobs: the jobs of a group's members, "Associated Jobs for Group {name}". */
export function GroupJobsPage() {
  const id = useRouteId();
  if (!id) return <NotFoundPage />;
  return <JobsList key={id} create={false} groupId={id} />;
}
