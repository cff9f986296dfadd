import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecurrenceResponse } from '@shared/schemas/visits';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';
import { visitsKeys } from './visits-keys';

/** `DELETE /api/jobs/{id}/recurrence` (Admins): stop repeating; coming generated visits go. */
export function useDeleteRecurrence(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<RecurrenceResponse>(`/api/jobs/${jobId}/recurrence`),
    onSuccess: (answer) => {
      queryClient.setQueryData(visitsKeys.recurrence(jobId), answer);
      return refreshAfterChange(queryClient, 'visits');
    },
  });
}
