import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplatesResponse } from '@shared/schemas/templates';
import { api } from '@web/lib/api-client';
import { listQueryOptions } from '@web/lib/query-client';
import { type TemplatesQuery, templatesKeys } from './templates-keys';

export function getTemplates(query: TemplatesQuery, signal?: AbortSignal) {
  return api.get<TemplatesResponse>(
    '/api/get-templates-filtered',
    { page: query.page, filter: query.filter || undefined, active: query.active, sort: query.sort },
    signal,
  );
}

export const templatesQuery = (query: TemplatesQuery) =>
  queryOptions({
    queryKey: templatesKeys.list(query),
    queryFn: ({ signal }) => getTemplates(query, signal),
    ...listQueryOptions,
  });

export function useTemplates(query: TemplatesQuery) {
  return useQuery(templatesQuery(query));
}
