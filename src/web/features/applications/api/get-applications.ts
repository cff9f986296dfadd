import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationsResponse } from '@shared/schemas/applications';
import { api } from '@web/lib/api-client';
import { listQueryOptions } from '@web/lib/query-client';
import { type ApplicationsListQuery, applicationsKeys } from './applications-keys';

/** One page of application records of finished reports, newest first. */
export const applicationsQuery = (query: ApplicationsListQuery) =>
  queryOptions({
    queryKey: applicationsKeys.list(query),
    queryFn: ({ signal }) => api.get<ApplicationsResponse>('/api/applications', { ...query }, signal),
    ...listQueryOptions,
  });

export function useApplications(query: ApplicationsListQuery) {
  return useQuery(applicationsQuery(query));
}
