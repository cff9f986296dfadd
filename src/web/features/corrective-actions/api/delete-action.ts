import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

/** `DELETE /api/corrective-actions/{id}` (Admins). */
export function deleteAction(id: number) {
  return api.delete<unknown>(`/api/corrective-actions/${id}`);
}

export function useDeleteAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAction,
    onSuccess: () => refreshAfterChange(queryClient, 'correctiveActions'),
  });
}
