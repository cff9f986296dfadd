import { queryOptions } from '@tanstack/react-query';
import type { ChemicalLevelResponse } from '@shared/schemas/chemicals';
import { api } from '@web/lib/api-client';
import { chemicalsKeys } from './chemicals-keys';

/** One page (100) of a category's children; 0 is the top of the tree (decision 0023). */
export function getChemicalLevel(parentId: number, page: number, signal?: AbortSignal) {
  return api.get<ChemicalLevelResponse>('/api/chem-tree/children', { parent_id: parentId, page }, signal);
}

/** For useQueries: the tree asks for every open category's pages at once. */
export const chemicalLevelQuery = (parentId: number, page: number) =>
  queryOptions({
    queryKey: chemicalsKeys.level(parentId, page),
    queryFn: ({ signal }) => getChemicalLevel(parentId, page, signal),
  });
