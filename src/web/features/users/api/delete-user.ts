import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

/** The spec's call: the id travels inside a `params` wrapper. */
export function deleteUser(id: number) {
  return api.post<{ status: string }>('/api/delete-user', { params: { id } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // Unlike the legacy screen, the list refreshes after a delete.
    onSettled: () => refreshAfterChange(queryClient, 'users', { trash: true }),
  });
}
