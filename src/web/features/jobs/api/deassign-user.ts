import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

/** The spec's call: DELETE with user_id in the body. */
export function deassignUser(jobId: number, userId: number) {
  return api.delete<{ status: string }>(`/api/jobs/deassign/${jobId}`, { user_id: userId });
}

export function useDeassignUser(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => deassignUser(jobId, userId),
    onSettled: () => refreshAfterChange(queryClient, 'jobs'),
  });
}
