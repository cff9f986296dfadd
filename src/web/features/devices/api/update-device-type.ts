import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceTypeBody, DeviceTypeRow } from '@shared/schemas/devices';
import { apiRequest } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

/** `PATCH /api/device-types/{id}` (Admins): what its inspections record. */
export async function updateDeviceType(id: number, body: Partial<DeviceTypeBody>) {
  return (await apiRequest<DeviceTypeRow>('PATCH', `/api/device-types/${id}`, { body })).data;
}

export function useUpdateDeviceType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Partial<DeviceTypeBody> }) => updateDeviceType(id, body),
    onSuccess: () => refreshAfterChange(queryClient, 'devices'),
  });
}
