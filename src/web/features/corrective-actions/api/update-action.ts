import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionDetail, ActionUpdateBody } from '@shared/schemas/corrective-actions';
import { apiRequest } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';
import { correctiveActionsKeys } from './corrective-actions-keys';

/** `PATCH /api/corrective-actions/{id}`: any part, the status too (the server keeps its order). */
export async function updateAction(id: number, body: ActionUpdateBody) {
  return (await apiRequest<ActionDetail>('PATCH', `/api/corrective-actions/${id}`, { body })).data;
}

export function useUpdateAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ActionUpdateBody) => updateAction(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(correctiveActionsKeys.detail(id), saved);
      return refreshAfterChange(queryClient, 'correctiveActions');
    },
  });
}
