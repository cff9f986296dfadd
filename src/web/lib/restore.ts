import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrashEntity } from '@shared/schemas/trash';
import { api } from './api-client';

/** Brings a soft-deleted item back: the Undo after every delete and the Trash page use it. */
export function restoreItem(entity: TrashEntity, id: number) {
  return api.post<{ status: string }>(`/api/trash/${entity}/${id}/restore`);
}

export function useRestoreItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entity, id }: { entity: TrashEntity; id: number }) => restoreItem(entity, id),
    onSuccess: (_data, { entity }) => {
      void queryClient.invalidateQueries({ queryKey: [entity] });
      void queryClient.invalidateQueries({ queryKey: ['trash'] });
    },
  });
}
