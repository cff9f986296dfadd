import { useQuery } from '@tanstack/react-query';
import type { WaitingCountResponse } from '@shared/schemas/report-list';
import { api } from '@web/lib/api-client';
import { reportsKeys } from './reports-keys';

/** Reports are submitted from phones the office does not see: the badge looks again every minute. */
const REFRESH_MS = 60_000;

/**
 * The Submitted reports waiting for review, for the navigation's badge (issue 18). A tiny call of
 * its own so the shell's first load stays small; any report change refreshes it (its key is under
 * `reports`), and it asks again every minute while the page is open.
 */
export function useWaitingCount(enabled: boolean) {
  return useQuery({
    queryKey: reportsKeys.waitingCount(),
    queryFn: ({ signal }) => api.get<WaitingCountResponse>('/api/reports/waiting-count', undefined, signal),
    enabled,
    refetchInterval: REFRESH_MS,
    select: (data) => data.count,
  });
}
