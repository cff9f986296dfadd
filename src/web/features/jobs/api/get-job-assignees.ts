import { useQuery } from '@tanstack/react-query';
import type { AssigneesResponse } from '@shared/schemas/jobs';
import { api } from '@web/lib/api-client';

export const assigneesKey = (jobId: number) => ['jobs', 'assignees', jobId] as const;

/** Spec screen 6: who may be assigned (`users`) and who is (`assignees`, each wrapping its user). */
export function useJobAssignees(jobId: number) {
  return useQuery({
    queryKey: assigneesKey(jobId),
    queryFn: ({ signal }) =>
      api.get<AssigneesResponse>(`/api/jobs/assignees-available-users/${jobId}`, undefined, signal),
  });
}
