import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VisitChangeRequests } from '@shared/schemas/portal-requests';
import { api } from '@web/lib/api-client';
import { visitsKeys } from './visits-keys';

/** `POST /api/visit-change-requests/{id}/handled`: the office answered it; answers those still open. */
export function handleVisitChangeRequest(id: number) {
  return api.post<VisitChangeRequests>(`/api/visit-change-requests/${id}/handled`);
}

export function useHandleVisitChangeRequest(visitId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: handleVisitChangeRequest,
    onSuccess: (open) => {
      client.setQueryData(visitsKeys.changeRequests(visitId), open);
      // The schedule marks a visit with open requests: read it again so the mark goes with the last.
      return client.invalidateQueries({ queryKey: [...visitsKeys.all, 'schedule'] });
    },
  });
}
