import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateRow } from '@shared/schemas/templates';
import { api } from '@web/lib/api-client';
import { templatesKeys } from './templates-keys';

export function getTemplate(id: number, signal?: AbortSignal) {
  return api.get<TemplateRow>(`/api/templates/${id}`, undefined, signal);
}

export const templateQuery = (id: number) =>
  queryOptions({ queryKey: templatesKeys.detail(id), queryFn: ({ signal }) => getTemplate(id, signal) });

export function useTemplate(id: number) {
  return useQuery(templateQuery(id));
}
