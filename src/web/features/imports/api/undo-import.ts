import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportKind } from '@shared/schemas/imports';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';
import { importsKeys } from './imports-keys';

/** POST /api/imports/undo/{id}: the whole import taken back (created rows to the Trash). */
export const undoImport = (id: number) => api.post<{ status: 'success' }>(`/api/imports/undo/${id}`);

export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; kind: ImportKind }) => undoImport(id),
    onSuccess: (_done, { kind }) =>
      Promise.all([
        refreshAfterChange(queryClient, kind, { trash: true }),
        queryClient.invalidateQueries({ queryKey: importsKeys.all }),
      ]),
  });
}
