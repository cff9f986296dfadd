import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionCreateBody, ActionRow } from '@shared/schemas/corrective-actions';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

/** `POST /api/corrective-actions`: an action made by hand at a location (or on a report). */
export function createAction(body: ActionCreateBody) {
  return api.post<ActionRow>('/api/corrective-actions', body);
}

export function useCreateAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAction,
    onSuccess: () => refreshAfterChange(queryClient, 'correctiveActions'),
  });
}
