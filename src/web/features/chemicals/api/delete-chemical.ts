import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { entityKey } from '@web/lib/query-keys';
import { chemicalsKeys } from './chemicals-keys';

/** Soft delete; the server refuses (409) while a category still holds anything. */
export function deleteChemical(id: number) {
  return api.delete<{ status: string; id: number }>(`/api/chems/${id}`);
}

export function useDeleteChemical() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChemical,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chemicalsKeys.categories() });
      void queryClient.invalidateQueries({ queryKey: chemicalsKeys.levels() });
      void queryClient.invalidateQueries({ queryKey: chemicalsKeys.searches() });
      void queryClient.invalidateQueries({ queryKey: entityKey('trash') });
      // Not refetched now: the page showing the deleted record would turn into "not found" before
      // it could move on to the tree. The next page that needs a record loads it afresh.
      void queryClient.invalidateQueries({ queryKey: chemicalsKeys.details(), refetchType: 'none' });
    },
  });
}
