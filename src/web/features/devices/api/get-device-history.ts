import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeviceHistoryResponse } from '@shared/schemas/device-history';
import { api } from '@web/lib/api-client';
import { devicesKeys } from './devices-keys';

export const DEVICE_HISTORY_PAGE_SIZE = 25;

/** `GET /api/devices/{id}/inspections?page`: a device's inspections, removed devices included. */
export const deviceHistoryQuery = (deviceId: number, page: number) =>
  queryOptions({
    queryKey: devicesKeys.history(deviceId, page),
    queryFn: ({ signal }) =>
      api.get<DeviceHistoryResponse>(`/api/devices/${deviceId}/inspections`, { page }, signal),
  });

export function useDeviceHistory(deviceId: number, page: number) {
  return useQuery({
    ...deviceHistoryQuery(deviceId, page),
    // Paging keeps the last page on screen; another device never shows the one before.
    placeholderData: (previous) => (previous?.device.id === deviceId ? previous : undefined),
  });
}
