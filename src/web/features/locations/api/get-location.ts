import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationRow } from '@shared/schemas/locations';
import { api } from '@web/lib/api-client';
import { locationsKeys } from './locations-keys';

export const locationQuery = (id: number) =>
  queryOptions({
    queryKey: locationsKeys.detail(id),
    queryFn: ({ signal }) => api.get<LocationRow>(`/api/locations/${id}`, undefined, signal),
  });

export function useLocation(id: number) {
  return useQuery(locationQuery(id));
}
