import { useMutation } from '@tanstack/react-query';
import type { ImportFileAnswer, ImportKind } from '@shared/schemas/imports';
import { api } from '@web/lib/api-client';

/** POST /api/imports/{kind}/file: the file's headings, first rows and the mapping to offer. */
export function uploadImportFile(kind: ImportKind, file: File) {
  return api.upload<ImportFileAnswer>(`/api/imports/${kind}/file`, file);
}

export function useUploadImportFile(kind: ImportKind) {
  return useMutation({ mutationFn: (file: File) => uploadImportFile(kind, file) });
}
