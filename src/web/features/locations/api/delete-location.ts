import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

/**
 * The spec's call carries the id in a `params` wrapper; the server reads it from there. Unlike
 * the legacy screen, the list refreshes afterwards.
 */
export function deleteLocation(id: number) {
  return api.post<{ status: string }>('/api/delete-location', { params: { id } });
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    onSettled: () => refreshAfterChange(queryClient, 'locations', { trash: true }),
  });
}
