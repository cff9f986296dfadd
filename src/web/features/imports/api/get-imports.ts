import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImportSummary } from '@shared/schemas/imports';
import { apiRequest } from '@web/lib/api-client';
import { listQueryOptions } from '@web/lib/query-client';
import { importsKeys } from './imports-keys';

/** Past imports, newest first, 25 a page; the total in X-Total-Count. */
export async function getImports(page: number, signal?: AbortSignal) {
  const { data, headers } = await apiRequest<ImportSummary[]>('GET', '/api/imports', {
    query: { page },
    signal,
  });
  return { imports: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
}

export const importsQuery = (page: number) =>
  queryOptions({
    queryKey: importsKeys.list(page),
    queryFn: ({ signal }) => getImports(page, signal),
    ...listQueryOptions,
  });

export function useImports(page: number) {
  return useQuery(importsQuery(page));
}
