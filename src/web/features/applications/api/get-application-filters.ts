import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationFilters } from '@shared/schemas/applications';
import { api } from '@web/lib/api-client';
import { applicationsKeys } from './applications-keys';

/** The products and applicators the list can be filtered by. */
export const applicationFiltersQuery = () =>
  queryOptions({
    queryKey: applicationsKeys.filters(),
    queryFn: ({ signal }) => api.get<ApplicationFilters>('/api/applications/filters', undefined, signal),
    staleTime: 5 * 60_000,
  });

export function useApplicationFilters() {
  return useQuery(applicationFiltersQuery());
}
