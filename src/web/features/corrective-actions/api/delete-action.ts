import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

/** `DELETE /api/corrective-actions/{id}` (Admins): to the Trash, whence Undo restores it. */
export function deleteAction(id: number) {
  return api.delete<{ status: 'success'; id: number }>(`/api/corrective-actions/${id}`);
}

export function useDeleteAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAction,
    // Not awaited: the deleted action's own page is left at once, not shown "not found" first.
    onSuccess: () => void refreshAfterChange(queryClient, 'correctiveActions', { trash: true }),
  });
}
