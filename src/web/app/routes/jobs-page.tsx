import { JobsList } from '@web/features/jobs/components/jobs-list';

/** Admins get the full list with its header and actions; Supervisors the jobs assigned to them. */
export function JobsPage() {
  return <JobsList create />;
}
