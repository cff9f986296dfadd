import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssigneesResponse } from '@shared/schemas/jobs';
import { api } from '@web/lib/api-client';
import { jobsKeys } from './jobs-keys';

export const jobAssigneesQuery = (jobId: number) =>
  queryOptions({
    queryKey: jobsKeys.assignees(jobId),
    queryFn: ({ signal }) =>
      api.get<AssigneesResponse>(`/api/jobs/assignees-available-users/${jobId}`, undefined, signal),
  });

/** Spec screen 6: who may be assigned (`users`) and who is (`assignees`, each wrapping its user). */
export function useJobAssignees(jobId: number) {
  return useQuery(jobAssigneesQuery(jobId));
}
