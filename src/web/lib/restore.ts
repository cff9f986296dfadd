import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrashEntity } from '@shared/schemas/trash';
import { api } from './api-client';
import { type Entity, refreshAfterChange } from './query-keys';

/** A Trash kind whose screens live under another entity's query keys (device types: the devices feature). */
const CACHE_OF: Partial<Record<TrashEntity, Entity>> = { deviceTypes: 'devices' };

/** Brings a soft-deleted item back: the Undo after every delete and the Trash page use it. */
export function restoreItem(entity: TrashEntity, id: number) {
  return api.post<{ status: string }>(`/api/trash/${entity}/${id}/restore`);
}

/**
 * Restores every one of `ids`, then refreshes what shows them: the entity's lists, the lists that
 * count or name it (a job's Undo brings back the job counts) and the Trash. A plain promise, not a
 * mutation: the Undo outlives the page that offered it.
 */
export async function restoreItems(queryClient: QueryClient, entity: TrashEntity, ids: readonly number[]) {
  try {
    await Promise.all(ids.map((id) => restoreItem(entity, id)));
  } finally {
    void refreshAfterChange(queryClient, CACHE_OF[entity] ?? (entity as Entity), { trash: true });
  }
}

export function useRestoreItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entity, id }: { entity: TrashEntity; id: number }) =>
      restoreItems(queryClient, entity, [id]),
  });
}
