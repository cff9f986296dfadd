import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegisterPlace } from '@shared/schemas/compliance';
import { api } from '@web/lib/api-client';
import { complianceKeys } from './compliance-keys';

/** The locations (and their customers) a Texas or federal register can be narrowed to. */
export const registerPlacesQuery = (state: 'TX' | 'US') =>
  queryOptions({
    queryKey: complianceKeys.places(state),
    queryFn: ({ signal }) =>
      api.get<{ places: RegisterPlace[] }>('/api/compliance/register-places', { state }, signal),
    staleTime: 5 * 60_000,
  });

export function useRegisterPlaces(state: 'TX' | 'US', enabled: boolean) {
  return useQuery({ ...registerPlacesQuery(state), enabled });
}
