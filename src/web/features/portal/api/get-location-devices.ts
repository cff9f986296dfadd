import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalDevices } from '@shared/schemas/portal-actions';
import { api } from '@web/lib/api-client';
import { portalKeys } from './portal-keys';

/** The location's devices: the past year's trends and the site plans. */
export const locationDevicesQuery = (locationId: number) =>
  queryOptions({
    queryKey: portalKeys.devices(locationId),
    queryFn: ({ signal }) =>
      api.get<PortalDevices>(`/api/portal/locations/${locationId}/devices`, undefined, signal),
  });

export function useLocationDevices(locationId: number) {
  return useQuery(locationDevicesQuery(locationId));
}

/** A site plan's image for screens (a plain image address: the portal cookie goes with it). */
export const portalPlanImageUrl = (planId: number) => `/api/portal/site-plans/${planId}/image`;
