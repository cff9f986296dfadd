import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChemicalSearchResponse } from '@shared/schemas/chemicals';
import { api } from '@web/lib/api-client';
import { chemicalsKeys } from './chemicals-keys';

/** The first 100 nodes whose name holds the text, with every category above them. */
export function searchChemicals(text: string, signal?: AbortSignal) {
  return api.get<ChemicalSearchResponse>('/api/chem-tree/search', { search: text }, signal);
}

export const chemicalSearchQuery = (text: string) =>
  queryOptions({
    queryKey: chemicalsKeys.search(text),
    queryFn: ({ signal }) => searchChemicals(text, signal),
  });

/** Nothing is asked for an empty text; the previous matches stay while the next ones load. */
export function useChemicalSearch(text: string) {
  return useQuery({ ...chemicalSearchQuery(text), enabled: text !== '', placeholderData: keepPreviousData });
}
