import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeviceTypeRow } from '@shared/schemas/devices';
import { api } from '@web/lib/api-client';
import { devicesKeys } from './devices-keys';

/** `GET /api/device-types`: the company's device types by name. */
export const deviceTypesQuery = () =>
  queryOptions({
    queryKey: devicesKeys.types(),
    queryFn: ({ signal }) => api.get<{ types: DeviceTypeRow[] }>('/api/device-types', undefined, signal),
    select: (data) => data.types,
    staleTime: 60_000,
  });

export function useDeviceTypes() {
  return useQuery(deviceTypesQuery());
}
