import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryEntity } from '@shared/audit-fields';
import type { HistoryResponse } from '@shared/schemas/activity';
import { api } from '@web/lib/api-client';
import { listQueryOptions } from '@web/lib/query-client';
import { activityKeys } from './activity-keys';

/** One page of a record's changes and those of the rows it is edited through, newest first. */
export const recordHistoryQuery = (entity: HistoryEntity, id: number, page: number) =>
  queryOptions({
    queryKey: activityKeys.history(entity, id, page),
    queryFn: ({ signal }) => api.get<HistoryResponse>(`/api/history/${entity}/${id}`, { page }, signal),
    ...listQueryOptions,
  });

export function useRecordHistory(entity: HistoryEntity, id: number, page: number) {
  return useQuery(recordHistoryQuery(entity, id, page));
}
