import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

/** `DELETE /api/device-types/{id}` (Admins): to the Trash, whence Undo restores it; refused while in use. */
export function deleteDeviceType(id: number) {
  return api.delete<{ status: 'success'; id: number }>(`/api/device-types/${id}`);
}

export function useDeleteDeviceType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeviceType,
    onSuccess: () => void refreshAfterChange(queryClient, 'devices', { trash: true }),
  });
}
