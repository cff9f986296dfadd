import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

/** The spec's call: the id travels inside a `params` wrapper. */
export function deleteGroup(id: number) {
  return api.post<{ status: string }>('/api/delete-group', { params: { id } });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    // Unlike the legacy screen, the list refreshes after a delete.
    onSettled: () => refreshAfterChange(queryClient, 'groups', { trash: true }),
  });
}
