import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChemicalDetail } from '@shared/schemas/chemicals';
import { api } from '@web/lib/api-client';
import { chemicalsKeys } from './chemicals-keys';

export function getChemical(id: number, signal?: AbortSignal) {
  return api.get<ChemicalDetail>(`/api/chems/${id}`, undefined, signal);
}

export const chemicalQuery = (id: number) =>
  queryOptions({ queryKey: chemicalsKeys.detail(id), queryFn: ({ signal }) => getChemical(id, signal) });

export function useChemical(id: number) {
  return useQuery(chemicalQuery(id));
}
