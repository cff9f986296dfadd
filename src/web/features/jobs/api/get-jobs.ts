import { useQuery } from '@tanstack/react-query';
import type { JobsListResponse } from '@shared/schemas/jobs';
import { api } from '@web/lib/api-client';
import { listQueryOptions } from '@web/lib/query-client';

export interface JobsQuery {
  page: number;
  filter: string;
  active?: 'active' | 'inactive';
  /** Whose jobs: a user (the spec's `id`), a group or a location. */
  userId?: number;
  groupId?: number;
  locationId?: number;
}

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
    },
    signal,
  );
}

/** Refetches whenever the page, filter, toggle or whose jobs change (spec section 4). */
export function useJobs(query: JobsQuery) {
  return useQuery({
    queryKey: ['jobs', 'list', query],
    queryFn: ({ signal }) => getJobs(query, signal),
    ...listQueryOptions,
  });
}
