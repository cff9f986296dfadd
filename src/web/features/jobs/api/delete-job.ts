import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

/** The spec's call: the id in the path and again in the body. */
export function deleteJob(id: number) {
  return api.post<{ status: string }>(`/api/delete-job/${id}`, { id });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    // The list reloads; job counts on the users, groups and locations lists change too.
    onSettled: () => refreshAfterChange(queryClient, 'jobs', { trash: true }),
  });
}
