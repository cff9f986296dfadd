import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImportSummary } from '@shared/schemas/imports';
import { apiRequest } from '@web/lib/api-client';
import { listQueryOptions } from '@web/lib/query-client';
import { importsKeys } from './imports-keys';

/** Past imports, newest first or by `sort` (issue 18), 25 a page; the total in X-Total-Count. */
export async function getImports(page: number, sort?: string, signal?: AbortSignal) {
  const { data, headers } = await apiRequest<ImportSummary[]>('GET', '/api/imports', {
    query: { page, sort },
    signal,
  });
  return { imports: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
}

export const importsQuery = (page: number, sort?: string) =>
  queryOptions({
    queryKey: importsKeys.list(page, sort),
    queryFn: ({ signal }) => getImports(page, sort, signal),
    ...listQueryOptions,
  });

export function useImports(page: number, sort?: string) {
  return useQuery(importsQuery(page, sort));
}
