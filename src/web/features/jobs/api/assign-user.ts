import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

export function assignUser(jobId: number, userId: number) {
  return api.post<{ status: string }>(`/api/jobs/assign/${jobId}`, { user_id: userId });
}

export function useAssignUser(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => assignUser(jobId, userId),
    // Both lists reload after each change (spec section 4); job counts elsewhere change too.
    onSettled: () => refreshAfterChange(queryClient, 'jobs'),
  });
}
