import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionDetail } from '@shared/schemas/corrective-actions';
import { api } from '@web/lib/api-client';
import { correctiveActionsKeys } from './corrective-actions-keys';

export const actionQuery = (id: number) =>
  queryOptions({
    queryKey: correctiveActionsKeys.detail(id),
    queryFn: ({ signal }) => api.get<ActionDetail>(`/api/corrective-actions/${id}`, undefined, signal),
  });

export function useAction(id: number) {
  return useQuery(actionQuery(id));
}
