import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyJob } from '@shared/schemas/jobs';
import { api } from '@web/lib/api-client';
import { jobsKeys } from './jobs-keys';

export const myJobsQuery = () =>
  queryOptions({
    queryKey: jobsKeys.mine(),
    queryFn: ({ signal }) => api.get<MyJob[]>('/api/my/jobs', undefined, signal),
  });

export function useMyJobs() {
  return useQuery(myJobsQuery());
}
