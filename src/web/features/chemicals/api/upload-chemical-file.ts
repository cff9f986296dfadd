import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChemicalDetail } from '@shared/schemas/chemicals';
import { api } from '@web/lib/api-client';
import { chemicalsKeys } from './chemicals-keys';

/** PUT /api/chems/{id}/file: sets or replaces the document (multipart field "file"). */
export function uploadChemicalFile(id: number, file: File) {
  return api.upload<ChemicalDetail>(`/api/chems/${id}/file`, file, { method: 'PUT' });
}

export function useUploadChemicalFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => uploadChemicalFile(id, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chemicalsKeys.all }),
  });
}
