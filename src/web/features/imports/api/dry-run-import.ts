import { useMutation } from '@tanstack/react-query';
import type { ImportDryRun, ImportKind, ImportRunBody } from '@shared/schemas/imports';
import { api } from '@web/lib/api-client';

/** POST /api/imports/{kind}/dry-run: what each row would do; writes nothing. */
export const dryRunImport = (kind: ImportKind, body: ImportRunBody) =>
  api.post<ImportDryRun>(`/api/imports/${kind}/dry-run`, body);

export function useDryRunImport(kind: ImportKind) {
  return useMutation({ mutationFn: (body: ImportRunBody) => dryRunImport(kind, body) });
}
