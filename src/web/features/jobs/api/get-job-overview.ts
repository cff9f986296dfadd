import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobOverview } from '@shared/schemas/job-overview';
import { api } from '@web/lib/api-client';
import { jobsKeys } from './jobs-keys';

/** `GET /api/jobs/{id}/overview`: the job page's head (job, location and customer, assignees). */
export const jobOverviewQuery = (id: number) =>
  queryOptions({
    queryKey: [...jobsKeys.detail(id), 'overview'] as const,
    queryFn: ({ signal }) => api.get<JobOverview>(`/api/jobs/${id}/overview`, undefined, signal),
  });

export function useJobOverview(id: number) {
  return useQuery(jobOverviewQuery(id));
}
