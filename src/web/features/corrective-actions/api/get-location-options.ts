import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationRow } from '@shared/schemas/locations';
import { api } from '@web/lib/api-client';
import { correctiveActionsKeys } from './corrective-actions-keys';

/** Locations whose name or address holds the text, for the location filter and a new action. */
export const locationOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: correctiveActionsKeys.locationOptions(search),
    queryFn: ({ signal }) =>
      api.get<LocationRow[]>('/api/get-locations-filtered', { filter: search.trim() || undefined }, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useLocationOptions(search: string) {
  return useQuery(locationOptionsQuery(search));
}
