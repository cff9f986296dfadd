import { useQuery } from '@tanstack/react-query';
import type { ChemicalOption } from '@shared/schemas/reports';
import { api } from '@web/lib/api-client';

/** Every product of the chemicals tree with its category path, for a chemical application. */
export function useChemicalOptions() {
  return useQuery({
    queryKey: ['reports', 'chemicals'],
    queryFn: ({ signal }) => api.get<ChemicalOption[]>('/api/reports/chemicals', undefined, signal),
    staleTime: 5 * 60_000,
  });
}
