import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplateBody, TemplateRow } from '@shared/schemas/templates';
import { api } from '@web/lib/api-client';
import { templatesKeys } from './templates-keys';

/** With the pass mark of issue 16, in percent; null: no pass or fail. */
export type TemplateSaveBody = TemplateBody & { pass_mark?: number | null };

/** `POST /api/templates` without an id, `PUT /api/templates/{id}` with one. */
export function saveTemplate(id: number | undefined, body: TemplateSaveBody) {
  return id === undefined
    ? api.post<TemplateRow>('/api/templates', body)
    : api.put<TemplateRow>(`/api/templates/${id}`, body);
}

export function useSaveTemplate(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateSaveBody) => saveTemplate(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(templatesKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: templatesKeys.lists() });
    },
  });
}
