import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationRow } from '@shared/schemas/locations';
import { api } from '@web/lib/api-client';
import { jobsKeys } from './jobs-keys';

export const locationOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: jobsKeys.locationOptions(search),
    queryFn: ({ signal }) =>
      api.get<LocationRow[]>(
        '/api/get-locations-filtered',
        { active: 'active', filter: search.trim() || undefined },
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The job form's location choices: active locations whose name or address holds the text. */
export function useLocationOptions(search: string) {
  return useQuery(locationOptionsQuery(search));
}

/** A location given by id only (/jobs/create?location_id=…), looked up for its name. */
export const locationByIdQuery = (id: string) =>
  queryOptions({
    queryKey: jobsKeys.location(id),
    queryFn: ({ signal }) => api.get<LocationRow>(`/api/locations/${id}`, undefined, signal),
  });
