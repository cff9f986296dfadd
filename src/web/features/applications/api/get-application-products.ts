import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationProductsResponse } from '@shared/schemas/applications';
import { api } from '@web/lib/api-client';
import { applicationsKeys } from './applications-keys';

/** The product filter's choices: one page of the products matching the text, by name. */
export const applicationProductsQuery = (search: string) =>
  queryOptions({
    queryKey: applicationsKeys.products(search),
    queryFn: ({ signal }) =>
      api.get<ApplicationProductsResponse>(
        '/api/applications/products',
        { search: search.trim() || undefined, page: 1 },
        signal,
      ),
    // The previous answer stays while the next comes.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useApplicationProducts(search: string) {
  return useQuery(applicationProductsQuery(search));
}
