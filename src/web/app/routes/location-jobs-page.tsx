import { JobsList } from '@web/features/jobs/components/jobs-list';
import { NotFoundPage } from './not-found-page';
import { useRouteId } from './route-id';

/** /locations/{id}/jobs: the jobs at one location, managed as on /jobs. */
export function LocationJobsPage() {
  const id = useRouteId();
  if (!id) return <NotFoundPage />;
  return <JobsList key={id} create locationId={id} />;
}
