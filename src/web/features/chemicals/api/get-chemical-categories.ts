import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChemicalsResponse } from '@shared/schemas/chemicals';
import { api } from '@web/lib/api-client';
import { chemicalsKeys } from './chemicals-keys';

/** The categories alone, nested as get-chemicals nests the tree: the form's category picker. */
export function getChemicalCategories(signal?: AbortSignal) {
  return api.get<ChemicalsResponse>('/api/chem-tree/categories', undefined, signal);
}

export const chemicalCategoriesQuery = () =>
  queryOptions({
    queryKey: chemicalsKeys.categories(),
    queryFn: ({ signal }) => getChemicalCategories(signal),
  });

export function useChemicalCategories() {
  return useQuery(chemicalCategoriesQuery());
}
