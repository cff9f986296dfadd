import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceTypeBody, DeviceTypeRow } from '@shared/schemas/devices';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

/** `POST /api/device-types` (Admins). */
export function createDeviceType(body: DeviceTypeBody) {
  return api.post<DeviceTypeRow>('/api/device-types', body);
}

export function useCreateDeviceType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeviceType,
    onSuccess: () => refreshAfterChange(queryClient, 'devices'),
  });
}
