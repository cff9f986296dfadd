import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueueJobsQuery, QueueJobsResponse } from '@shared/schemas/queue';
import { api } from '@web/lib/api-client';
import { listQueryOptions } from '@web/lib/query-client';
import { queueKeys } from './queue-keys';

/** One page of background jobs, newest first. */
export const queueJobsQuery = (query: QueueJobsQuery) =>
  queryOptions({
    queryKey: queueKeys.list(query),
    queryFn: ({ signal }) => api.get<QueueJobsResponse>('/api/queue/jobs', { ...query }, signal),
    ...listQueryOptions,
  });

export function useQueueJobs(query: QueueJobsQuery) {
  return useQuery(queueJobsQuery(query));
}
