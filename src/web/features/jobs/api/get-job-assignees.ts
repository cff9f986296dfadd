import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AssigneesResponse } from '@shared/schemas/jobs';
import { api } from '@web/lib/api-client';

/** Every search's answer starts with this key, so one invalidation reloads them all. */
export const assigneesKey = (jobId: number) => ['jobs', 'assignees', jobId] as const;

/**
 * Spec screen 6: one page of who may be assigned (`users`, matching `search` by name or email)
 * and who is (`assignees`, each wrapping its user).
 */
export function useJobAssignees(jobId: number, search: string) {
  return useQuery({
    queryKey: [...assigneesKey(jobId), search],
    queryFn: ({ signal }) =>
      api.get<AssigneesResponse>(
        `/api/jobs/assignees-available-users/${jobId}`,
        { search: search.trim() || undefined },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}
