import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecurrenceResponse } from '@shared/schemas/visits';
import { api } from '@web/lib/api-client';
import { visitsKeys } from './visits-keys';

/** `GET /api/jobs/{id}/recurrence`: the job's repeat rule as the form edits it, or null. */
export const recurrenceQuery = (jobId: number) =>
  queryOptions({
    queryKey: visitsKeys.recurrence(jobId),
    queryFn: ({ signal }) => api.get<RecurrenceResponse>(`/api/jobs/${jobId}/recurrence`, undefined, signal),
  });

export function useRecurrence(jobId: number) {
  return useQuery(recurrenceQuery(jobId));
}
