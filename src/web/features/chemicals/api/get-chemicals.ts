import { useQuery } from '@tanstack/react-query';
import type { ChemicalsResponse } from '@shared/schemas/chemicals';
import { api } from '@web/lib/api-client';

export const chemicalsKey = ['chemicals'] as const;

/** The spec's call: the whole tree (chemTree) and every node by id (chemsLookup). */
export function getChemicals(signal?: AbortSignal) {
  return api.get<ChemicalsResponse>('/api/get-chemicals', undefined, signal);
}

export function useChemicals() {
  return useQuery({
    queryKey: [...chemicalsKey, 'tree'],
    queryFn: ({ signal }) => getChemicals(signal),
  });
}
