import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

/** `DELETE /api/site-plans/{id}`: the plan goes, and the devices on it lose their place (server side). */
export async function deleteSitePlan(id: number) {
  return api.delete<{ status: 'success'; id: number }>(`/api/site-plans/${id}`);
}

export function useDeleteSitePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSitePlan(id),
    onSuccess: () => refreshAfterChange(queryClient, 'devices'),
  });
}
