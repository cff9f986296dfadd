import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChemicalOption } from '@shared/schemas/reports';
import { api } from '@web/lib/api-client';
import { reportsKeys } from './reports-keys';

/** Every product of the chemicals tree with its category path, for a chemical application. */
export const chemicalOptionsQuery = () =>
  queryOptions({
    queryKey: reportsKeys.chemicalOptions(),
    queryFn: ({ signal }) => api.get<ChemicalOption[]>('/api/reports/chemicals', undefined, signal),
    staleTime: 5 * 60_000,
  });

export function useChemicalOptions() {
  return useQuery(chemicalOptionsQuery());
}
