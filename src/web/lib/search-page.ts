import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/**
 * The first page of one of the server's type-to-find searches (a picker's choices: people who may
 * be assigned, products with records, …) for `search`, shaped by `shape` into what the picker
 * shows. The previous answer stays while the next comes, so the list does not blink per key.
 *
 *   searchPageQuery(keys.products(search), '/api/applications/products', search, (page: ProductsPage) => page)
 */
export const searchPageQuery = <Page, Shown>(
  queryKey: readonly unknown[],
  url: string,
  search: string,
  shape: (page: Page) => Shown,
) =>
  queryOptions({
    queryKey,
    queryFn: async ({ signal }) =>
      shape(await api.get<Page>(url, { search: search.trim() || undefined, page: 1 }, signal)),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
