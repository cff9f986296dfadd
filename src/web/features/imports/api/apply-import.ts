import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportKind, ImportRunBody } from '@shared/schemas/imports';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';
import { importsKeys } from './imports-keys';

export interface AppliedImport {
  id: number;
  created: number;
  updated: number;
}

/** POST /api/imports/{kind}/apply: every row in one transaction, or none (409). */
export const applyImport = (kind: ImportKind, body: ImportRunBody) =>
  api.post<AppliedImport>(`/api/imports/${kind}/apply`, body);

export function useApplyImport(kind: ImportKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportRunBody) => applyImport(kind, body),
    onSuccess: () =>
      Promise.all([
        refreshAfterChange(queryClient, kind),
        queryClient.invalidateQueries({ queryKey: importsKeys.all }),
      ]),
  });
}
