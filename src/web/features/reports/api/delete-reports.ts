import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

/** The spec's call: the selected ids as one comma-joined string. */
export function deleteReports(ids: number[]) {
  return api.post<{ status: string; ids: number[] }>('/api/delete-reports', { ids: ids.join(',') });
}

export function useDeleteReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReports,
    onSettled: () => refreshAfterChange(queryClient, 'reports', { trash: true }),
  });
}
