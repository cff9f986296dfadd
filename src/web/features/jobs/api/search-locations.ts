import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LocationRow } from '@shared/schemas/locations';
import { api } from '@web/lib/api-client';

/** The job form's location choices: active locations whose name or address holds the text. */
export function useLocationOptions(search: string) {
  return useQuery({
    queryKey: ['locations', 'options', search],
    queryFn: ({ signal }) =>
      api.get<LocationRow[]>(
        '/api/get-locations-filtered',
        { active: 'active', filter: search.trim() || undefined },
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
