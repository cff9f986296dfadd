import { useQuery } from '@tanstack/react-query';
import type { ChemicalDetail } from '@shared/schemas/chemicals';
import { api } from '@web/lib/api-client';
import { chemicalsKey } from './get-chemicals';

export function getChemical(id: number, signal?: AbortSignal) {
  return api.get<ChemicalDetail>(`/api/chems/${id}`, undefined, signal);
}

export function useChemical(id: number) {
  return useQuery({
    queryKey: [...chemicalsKey, 'detail', id],
    queryFn: ({ signal }) => getChemical(id, signal),
  });
}
