import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalActions } from '@shared/schemas/portal-actions';
import { api } from '@web/lib/api-client';
import { portalKeys } from './portal-keys';

/** The corrective actions the office gave the location's customer, newest first. */
export const locationActionsQuery = (locationId: number) =>
  queryOptions({
    queryKey: portalKeys.actions(locationId),
    queryFn: ({ signal }) =>
      api.get<PortalActions>(`/api/portal/locations/${locationId}/actions`, undefined, signal),
  });

export function useLocationActions(locationId: number) {
  return useQuery(locationActionsQuery(locationId));
}
