import { useQuery } from '@tanstack/react-query';
import type { TemplatesResponse } from '@shared/schemas/templates';
import { api } from '@web/lib/api-client';
import { listQueryOptions } from '@web/lib/query-client';

export interface TemplatesQuery {
  filter: string;
  page: number;
  active?: 'active' | 'inactive';
}

export function getTemplates(query: TemplatesQuery, signal?: AbortSignal) {
  return api.get<TemplatesResponse>(
    '/api/get-templates-filtered',
    { page: query.page, filter: query.filter || undefined, active: query.active },
    signal,
  );
}

export function useTemplates(query: TemplatesQuery) {
  return useQuery({
    queryKey: ['templates', 'list', query],
    queryFn: ({ signal }) => getTemplates(query, signal),
    ...listQueryOptions,
  });
}
