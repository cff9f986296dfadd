import { useQuery } from '@tanstack/react-query';
import type { ApplicationProductsResponse } from '@shared/schemas/applications';
import { searchPageQuery } from '@web/lib/search-page';
import { applicationsKeys } from './applications-keys';

/** The product filter's choices: one page of the products matching the text, by name. */
export const applicationProductsQuery = (search: string) =>
  searchPageQuery(
    applicationsKeys.products(search),
    '/api/applications/products',
    search,
    (page: ApplicationProductsResponse) => page,
  );

export function useApplicationProducts(search: string) {
  return useQuery(applicationProductsQuery(search));
}
