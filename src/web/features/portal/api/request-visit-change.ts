import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalVisitChangeBody } from '@shared/schemas/portal-requests';
import type { OwnChangeRequest } from '@shared/schemas/portal-requests';
import { api } from '@web/lib/api-client';
import { portalKeys } from './portal-keys';

/** `POST /api/portal/visits/{id}/change-request`: the day the contact would rather have, and why. */
export function requestVisitChange(visitId: number, body: PortalVisitChangeBody) {
  return api.post<{ request: OwnChangeRequest }>(`/api/portal/visits/${visitId}/change-request`, body);
}

export function useRequestVisitChange(locationId: number, visitId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PortalVisitChangeBody) => requestVisitChange(visitId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: portalKeys.visits(locationId) }),
  });
}
