import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobVisitsResponse } from '@shared/schemas/visits';
import { api } from '@web/lib/api-client';
import { visitsKeys } from './visits-keys';

/** `GET /api/jobs/{id}/visits`: one page of a job's coming visits (soonest first) or past ones. */
export const jobVisitsQuery = (jobId: number, when: 'coming' | 'past', page: number) =>
  queryOptions({
    queryKey: visitsKeys.ofJob(jobId, when, page),
    queryFn: ({ signal }) => api.get<JobVisitsResponse>(`/api/jobs/${jobId}/visits`, { when, page }, signal),
    placeholderData: keepPreviousData,
  });

export function useJobVisits(jobId: number, when: 'coming' | 'past', page: number) {
  return useQuery(jobVisitsQuery(jobId, when, page));
}
