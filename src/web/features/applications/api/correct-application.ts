import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationCorrectionInput, ApplicationDetail } from '@shared/schemas/compliance';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';
import { applicationsKeys } from './applications-keys';

/** `POST /api/applications/:id/correct`: the parts changed and why; the answer is the record now. */
export function correctApplication(id: number, body: ApplicationCorrectionInput) {
  return api.post<ApplicationDetail>(`/api/applications/${id}/correct`, body);
}

export function useCorrectApplication(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicationCorrectionInput) => correctApplication(id, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(applicationsKeys.detail(id), saved);
      await refreshAfterChange(queryClient, 'applications');
    },
  });
}
