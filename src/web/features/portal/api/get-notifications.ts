import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalNotifications } from '@shared/schemas/portal-requests';
import { api } from '@web/lib/api-client';
import { portalKeys } from './portal-keys';

/** The mails the contact chose (all off until chosen). */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: portalKeys.notifications(),
    queryFn: ({ signal }) => api.get<PortalNotifications>('/api/portal/notifications', undefined, signal),
  });

export function useNotifications() {
  return useQuery(notificationsQuery());
}
