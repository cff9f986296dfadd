import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeviceAction, DeviceCondition, DeviceRow } from '@shared/schemas/devices';
import { api } from '@web/lib/api-client';
import { devicesKeys } from './devices-keys';

/**
 * One inspection of a device, newest first, 25 a page. The contract's shape (engineer C's
 * src/shared/schemas/device-history.ts once merged; written out here so this screen builds alone).
 */
export interface DeviceHistoryRow {
  id: number;
  report_id: number;
  inspected_at: string;
  scanned: boolean;
  activity: number | null;
  captures: Record<string, number> | null;
  bait_consumed: number | null;
  condition: DeviceCondition;
  action: DeviceAction | null;
  note: string;
  user: { id: number; name: string };
}
export interface DeviceHistoryResponse {
  device: DeviceRow;
  inspections: DeviceHistoryRow[];
  total: number;
}
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
