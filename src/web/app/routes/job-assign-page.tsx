import { JobAssign } from '@web/features/jobs/components/job-assign';
import { NotFoundPage } from './not-found-page';
import { useRouteId } from './route-id';

/** /jobs/assign/{id}: product.md screen 6. */
export function JobAssignPage() {
  const id = useRouteId();
  if (!id) return <NotFoundPage />;
  return <JobAssign key={id} jobId={id} />;
}
