import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplateCopyBody, TemplateRow } from '@shared/schemas/templates';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

/** A new template with copies of every task and field, made by the server in one transaction. */
export function copyTemplate(id: number, body: TemplateCopyBody) {
  return api.post<TemplateRow>(`/api/templates/${id}/copy`, body);
}

export function useCopyTemplate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateCopyBody) => copyTemplate(id, body),
    onSuccess: () => refreshAfterChange(queryClient, 'templates'),
  });
}
