import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationRow } from '@shared/schemas/locations';
import { apiRequest } from '@web/lib/api-client';
import { listQueryOptions } from '@web/lib/query-client';
import { type LocationsQuery, locationsKeys } from './locations-keys';

/** The spec's get-locations-filtered: an array, 25 a page, the total in X-Total-Count. */
export async function getLocations(query: LocationsQuery, signal?: AbortSignal) {
  const { data, headers } = await apiRequest<LocationRow[]>('GET', '/api/get-locations-filtered', {
    query: {
      filter: query.filter || undefined,
      page: query.page,
      active: query.active,
      sort: query.sort,
      customer: query.customer,
    },
    signal,
  });
  return { locations: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
}

export const locationsQuery = (query: LocationsQuery) =>
  queryOptions({
    queryKey: locationsKeys.list(query),
    queryFn: ({ signal }) => getLocations(query, signal),
    ...listQueryOptions,
  });

export function useLocations(query: LocationsQuery) {
  return useQuery(locationsQuery(query));
}
