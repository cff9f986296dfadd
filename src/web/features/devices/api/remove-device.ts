import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceRow } from '@shared/schemas/devices';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

/** `POST /api/devices/{id}/remove` (Admins): out of service from that day; never deleted, its number stays taken. */
export function removeDevice(id: number, removedOn: string) {
  return api.post<DeviceRow>(`/api/devices/${id}/remove`, { removed_on: removedOn });
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, removedOn }: { id: number; removedOn: string }) => removeDevice(id, removedOn),
    onSuccess: () => refreshAfterChange(queryClient, 'devices'),
  });
}
