import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { reportsKeys } from './reports-keys';

export interface AssignedJob {
  id: number;
  name: string;
  category: string;
  location: { name: string; address: string };
  /** The user's report in progress on this job: continued, not started again. */
  open_report_id: number | null;
}

/** The active jobs assigned to the current user (GET /api/my/jobs), to start a report on one. */
export const assignedJobsQuery = () =>
  queryOptions({
    queryKey: reportsKeys.assignedJobs(),
    queryFn: ({ signal }) => api.get<AssignedJob[]>('/api/my/jobs', undefined, signal),
  });

export function useAssignedJobs() {
  return useQuery(assignedJobsQuery());
}
