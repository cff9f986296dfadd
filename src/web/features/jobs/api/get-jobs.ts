import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobsListResponse } from '@shared/schemas/jobs';
import { api } from '@web/lib/api-client';
import { listQueryOptions } from '@web/lib/query-client';
import { type JobsQuery, jobsKeys } from './jobs-keys';

/** The spec's get-jobs-filtered: `{jobs: [{job}], total}`, 25 a page. */
export function getJobs(query: JobsQuery, signal?: AbortSignal) {
  return api.get<JobsListResponse>(
    '/api/get-jobs-filtered',
    {
      page: query.page,
      filter: query.filter || undefined,
      active: query.active,
      id: query.userId,
      group_id: query.groupId,
      location_id: query.locationId,
      sort: query.sort,
    },
    signal,
  );
}

export const jobsQuery = (query: JobsQuery) =>
  queryOptions({
    queryKey: jobsKeys.list(query),
    queryFn: ({ signal }) => getJobs(query, signal),
    ...listQueryOptions,
  });

/** Refetches whenever the page, filter, toggle or whose jobs change (spec section 4). */
export function useJobs(query: JobsQuery) {
  return useQuery(jobsQuery(query));
}
