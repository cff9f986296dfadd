import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeviceRow } from '@shared/schemas/devices';
import { api } from '@web/lib/api-client';
import { devicesKeys } from './devices-keys';

type Active = 'active' | 'removed' | 'all';

/** `GET /api/locations/{id}/devices`: every device of the location by number (a program has hundreds, not more). */
export const devicesQuery = (locationId: number, active: Active = 'all') =>
  queryOptions({
    queryKey: devicesKeys.list(locationId, active),
    queryFn: ({ signal }) =>
      api.get<{ devices: DeviceRow[] }>(`/api/locations/${locationId}/devices`, { active }, signal),
    select: (data) => data.devices,
  });

export function useDevices(locationId: number, active: Active = 'all') {
  return useQuery(devicesQuery(locationId, active));
}
