import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceBulkBody, DeviceCreateBody, DeviceRow } from '@shared/schemas/devices';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

/** `POST /api/locations/{id}/devices` (Admins): one device; 409 when its number was ever used there. */
export function createDevice(locationId: number, body: DeviceCreateBody) {
  return api.post<DeviceRow>(`/api/locations/${locationId}/devices`, body);
}

/** `POST /api/locations/{id}/devices/bulk` (Admins): a run of numbers, all or none. */
export function createDevicesBulk(locationId: number, body: DeviceBulkBody) {
  return api.post<{ devices: DeviceRow[] }>(`/api/locations/${locationId}/devices/bulk`, body);
}

export function useCreateDevice(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceCreateBody) => createDevice(locationId, body),
    onSuccess: () => refreshAfterChange(queryClient, 'devices'),
  });
}

export function useCreateDevicesBulk(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceBulkBody) => createDevicesBulk(locationId, body),
    onSuccess: () => refreshAfterChange(queryClient, 'devices'),
  });
}
