import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceRow, DeviceUpdateBody } from '@shared/schemas/devices';
import { apiRequest } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

/** `PATCH /api/devices/{id}`: its type, zone, placement, installation date or place on a plan. */
export async function updateDevice(id: number, body: DeviceUpdateBody) {
  return (await apiRequest<DeviceRow>('PATCH', `/api/devices/${id}`, { body })).data;
}

export function useUpdateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DeviceUpdateBody }) => updateDevice(id, body),
    onSuccess: () => refreshAfterChange(queryClient, 'devices'),
  });
}
