import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecurrenceBody, RecurrenceResponse } from '@shared/schemas/visits';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';
import { visitsKeys } from './visits-keys';

/** `PUT /api/jobs/{id}/recurrence` (Admins): the answer says how many visits were added and removed. */
export function useSaveRecurrence(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecurrenceBody) => api.put<RecurrenceResponse>(`/api/jobs/${jobId}/recurrence`, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(visitsKeys.recurrence(jobId), saved);
      return refreshAfterChange(queryClient, 'visits');
    },
  });
}
