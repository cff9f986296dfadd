import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChemicalDetail, ChemicalInput } from '@shared/schemas/chemicals';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

/** POST /api/chems for a new node, PUT /api/chems/{id} for an existing one. */
export function saveChemical(id: number | undefined, body: ChemicalInput) {
  return id === undefined
    ? api.post<ChemicalDetail>('/api/chems', body)
    : api.put<ChemicalDetail>(`/api/chems/${id}`, body);
}

export function useSaveChemical(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChemicalInput) => saveChemical(id, body),
    // A report's chemical picker lists them too.
    onSuccess: () => refreshAfterChange(queryClient, 'chemicals'),
  });
}
