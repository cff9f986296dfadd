import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChemicalDetail } from '@shared/schemas/chemicals';
import { api } from '@web/lib/api-client';
import { chemicalsKeys } from './chemicals-keys';

/** DELETE /api/chems/{id}/file: the chemical keeps no document. */
export function removeChemicalFile(id: number) {
  return api.delete<ChemicalDetail>(`/api/chems/${id}/file`);
}

export function useRemoveChemicalFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeChemicalFile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: chemicalsKeys.all }),
  });
}
