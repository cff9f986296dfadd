import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationOverview } from '@shared/schemas/location-overview';
import { api } from '@web/lib/api-client';
import { locationsKeys } from './locations-keys';

/** `GET /api/locations/{id}/overview`: every section of the location page in one answer (decision 0061). */
export const locationOverviewQuery = (id: number) =>
  queryOptions({
    queryKey: locationsKeys.overview(id),
    queryFn: ({ signal }) => api.get<LocationOverview>(`/api/locations/${id}/overview`, undefined, signal),
  });

export function useLocationOverview(id: number) {
  return useQuery(locationOverviewQuery(id));
}
