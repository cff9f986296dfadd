import { useSearchParams } from 'react-router';
import { JobForm } from '@web/features/jobs/components/job-form';

/** /jobs/create, optionally ?location_id= (from a location's jobs page). */
export function JobCreatePage() {
  const [params] = useSearchParams();
  const locationId = Number(params.get('location_id'));
  return (
    <JobForm defaultLocationId={Number.isInteger(locationId) && locationId > 0 ? locationId : undefined} />
  );
}
