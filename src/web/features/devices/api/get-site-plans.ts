import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SitePlanRow } from '@shared/schemas/devices';
import { api } from '@web/lib/api-client';
import { devicesKeys } from './devices-keys';

/** `GET /api/locations/{id}/site-plans`: the location's floor plans (a few, never paged). */
export const sitePlansQuery = (locationId: number) =>
  queryOptions({
    queryKey: devicesKeys.plans(locationId),
    queryFn: ({ signal }) =>
      api.get<{ plans: SitePlanRow[] }>(`/api/locations/${locationId}/site-plans`, undefined, signal),
    select: (data) => data.plans,
  });

export function useSitePlans(locationId: number) {
  return useQuery(sitePlansQuery(locationId));
}
