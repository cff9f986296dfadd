import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueueSummary } from '@shared/schemas/queue';
import { api } from '@web/lib/api-client';
import { listQueryOptions } from '@web/lib/query-client';
import { queueKeys } from './queue-keys';

/** Each background queue's jobs by state. */
export const queueSummaryQuery = () =>
  queryOptions({
    queryKey: queueKeys.summary(),
    queryFn: ({ signal }) => api.get<QueueSummary>('/api/queue', undefined, signal),
    ...listQueryOptions,
  });

export function useQueueSummary() {
  return useQuery(queueSummaryQuery());
}
