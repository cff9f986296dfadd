import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

export interface Membership {
  groupId: number;
  userId: number;
}

export function assignUser({ groupId, userId }: Membership) {
  return api.post<{ status: string }>(`/api/groups/assign/${groupId}`, { user_id: userId });
}

/** After an assign, both lists are reloaded (spec section 4), and so are the job counts. */
export function useAssignUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignUser,
    onSettled: () => refreshAfterChange(queryClient, 'groups'),
  });
}
