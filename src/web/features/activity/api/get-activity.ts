import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityResponse } from '@shared/schemas/activity';
import { api } from '@web/lib/api-client';
import { listQueryOptions } from '@web/lib/query-client';
import { type ActivityListQuery, activityKeys } from './activity-keys';

/** One page of every change across the company, newest first (Admins). */
export const activityQuery = (query: ActivityListQuery) =>
  queryOptions({
    queryKey: activityKeys.list(query),
    queryFn: ({ signal }) => api.get<ActivityResponse>('/api/activity', { ...query }, signal),
    ...listQueryOptions,
  });

export function useActivity(query: ActivityListQuery) {
  return useQuery(activityQuery(query));
}
