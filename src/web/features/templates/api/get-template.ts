import { useQuery } from '@tanstack/react-query';
import type { TemplateRow } from '@shared/schemas/templates';
import { api } from '@web/lib/api-client';

export const templateKey = (id: number) => ['templates', 'detail', id] as const;

export function getTemplate(id: number, signal?: AbortSignal) {
  return api.get<TemplateRow>(`/api/templates/${id}`, undefined, signal);
}

export function useTemplate(id: number) {
  return useQuery({ queryKey: templateKey(id), queryFn: ({ signal }) => getTemplate(id, signal) });
}
