import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChemicalsResponse } from '@shared/schemas/chemicals';
import { api } from '@web/lib/api-client';
import { chemicalsKeys } from './chemicals-keys';

/** The spec's call: the whole tree (chemTree) and every node by id (chemsLookup). */
export function getChemicals(signal?: AbortSignal) {
  return api.get<ChemicalsResponse>('/api/get-chemicals', undefined, signal);
}

export const chemicalsQuery = () =>
  queryOptions({ queryKey: chemicalsKeys.tree(), queryFn: ({ signal }) => getChemicals(signal) });

export function useChemicals() {
  return useQuery(chemicalsQuery());
}
