import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalVisits } from '@shared/schemas/portal';
import { api } from '@web/lib/api-client';
import { portalKeys } from './portal-keys';

/** A location's upcoming visits, soonest first. */
export const locationVisitsQuery = (locationId: number) =>
  queryOptions({
    queryKey: portalKeys.visits(locationId),
    queryFn: ({ signal }) =>
      api.get<PortalVisits>(`/api/portal/locations/${locationId}/visits`, undefined, signal),
  });

export function useLocationVisits(locationId: number) {
  return useQuery(locationVisitsQuery(locationId));
}
