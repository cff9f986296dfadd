import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalAction, PortalActionUpdateBody } from '@shared/schemas/portal-actions';
import { api } from '@web/lib/api-client';
import { portalKeys } from './portal-keys';

/** `POST /api/portal/actions/{id}/updates`: acknowledged, a comment, or fixed. */
export function addActionUpdate(actionId: number, body: PortalActionUpdateBody) {
  return api.post<PortalAction>(`/api/portal/actions/${actionId}/updates`, body);
}

export function useAddActionUpdate(locationId: number, actionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PortalActionUpdateBody) => addActionUpdate(actionId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: portalKeys.actions(locationId) }),
  });
}
