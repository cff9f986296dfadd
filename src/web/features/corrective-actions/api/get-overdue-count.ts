import { queryOptions, useQuery } from '@tanstack/react-query';
// Types only: the homes are first screens, whose code imports no zod (decision 0031).
import type { z } from 'zod';
import type { overdueActionsResponse } from '@shared/schemas/corrective-actions';
import { api } from '@web/lib/api-client';
import { correctiveActionsKeys } from './corrective-actions-keys';

type OverdueActions = z.infer<typeof overdueActionsResponse>;

export const overdueCountQuery = () =>
  queryOptions({
    queryKey: correctiveActionsKeys.overdueCount(),
    queryFn: ({ signal }) =>
      api.get<OverdueActions>('/api/corrective-actions/overdue-count', undefined, signal),
  });

/** How many open or in-progress actions are past their due date (Supervisors, Admins). */
export function useOverdueCount(enabled: boolean) {
  return useQuery({ ...overdueCountQuery(), enabled });
}
