import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplateInUse } from '@shared/schemas/templates';
import { ApiError, api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

export type DeleteTemplateResult = { status: 'success' } | TemplateInUse;

/** The spec's call; a refusal because reports use the template is an answer, not a failure. */
export async function deleteTemplate(id: number): Promise<DeleteTemplateResult> {
  try {
    return await api.delete<{ status: 'success' }>(`/api/delete-template/${id}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.body.status === 'in_use') {
      return error.body as TemplateInUse;
    }
    throw error;
  }
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSettled: () => refreshAfterChange(queryClient, 'templates', { trash: true }),
  });
}
