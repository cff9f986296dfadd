import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobDetail } from '@shared/schemas/jobs';
import { api } from '@web/lib/api-client';
import { jobsKeys } from './jobs-keys';

export const jobQuery = (id: number) =>
  queryOptions({
    queryKey: jobsKeys.detail(id),
    queryFn: ({ signal }) => api.get<JobDetail>(`/api/jobs/${id}`, undefined, signal),
  });

export function useJob(id: number) {
  return useQuery(jobQuery(id));
}
