import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AssigneesResponse } from '@shared/schemas/jobs';
import { api } from '@web/lib/api-client';
import { jobsKeys } from './jobs-keys';

/**
 * Spec screen 6: one page of who may be assigned (`users`, matching `search` by name or email)
 * and who is (`assignees`, each wrapping its user). Every search's key starts with
 * `jobsKeys.assignees(jobId)`, so one invalidation reloads them all.
 */
export const jobAssigneesQuery = (jobId: number, search: string) =>
  queryOptions({
    queryKey: [...jobsKeys.assignees(jobId), search],
    queryFn: ({ signal }) =>
      api.get<AssigneesResponse>(
        `/api/jobs/assignees-available-users/${jobId}`,
        { search: search.trim() || undefined },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export function useJobAssignees(jobId: number, search: string) {
  return useQuery(jobAssigneesQuery(jobId, search));
}
