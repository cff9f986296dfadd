import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';
import type { Membership } from './assign-user';

/** The spec's call: DELETE with user_id in the body. */
export function deassignUser({ groupId, userId }: Membership) {
  return api.delete<{ status: string }>(`/api/groups/deassign/${groupId}`, { user_id: userId });
}

export function useDeassignUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deassignUser,
    onSettled: () => refreshAfterChange(queryClient, 'groups'),
  });
}
