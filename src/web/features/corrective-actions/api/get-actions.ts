import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionsResponse } from '@shared/schemas/corrective-actions';
import { api } from '@web/lib/api-client';
import { listQueryOptions } from '@web/lib/query-client';
import { type ActionsListQuery, correctiveActionsKeys } from './corrective-actions-keys';

/** One page of corrective actions, filtered by status, assignee, location and overdue. */
export const actionsQuery = (query: ActionsListQuery) =>
  queryOptions({
    queryKey: correctiveActionsKeys.list(query),
    queryFn: ({ signal }) => api.get<ActionsResponse>('/api/corrective-actions', { ...query }, signal),
    ...listQueryOptions,
  });

export function useActions(query: ActionsListQuery) {
  return useQuery(actionsQuery(query));
}
