import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalNotifications } from '@shared/schemas/portal-requests';
import { api } from '@web/lib/api-client';
import { portalKeys } from './portal-keys';

/** `PUT /api/portal/notifications`: the three choices; answers them as saved. */
export function setNotifications(body: PortalNotifications) {
  return api.put<PortalNotifications>('/api/portal/notifications', body);
}

export function useSetNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setNotifications,
    onSuccess: (saved) => client.setQueryData(portalKeys.notifications(), saved),
  });
}
