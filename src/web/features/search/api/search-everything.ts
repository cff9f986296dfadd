import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '@shared/schemas/search';
import { searchesText, searchNumber } from '@shared/schemas/search-limits';
import { api } from '@web/lib/api-client';
import { searchKeys } from './search-keys';

/** Whether the server would look the text up at all: 3 characters of a name, or a number. */
export const isSearchable = (q: string) => searchesText(q) || searchNumber(q) !== undefined;

/**
 * GET /api/search: what the person may open whose name, address or number holds the text, a few
 * of each kind. The previous answer stays on screen while the next is asked, so the list does not
 * flicker empty on every key.
 */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: searchKeys.results(q),
    queryFn: ({ signal }) => api.get<SearchResponse>('/api/search', { q }, signal),
    enabled: isSearchable(q),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function useSearchEverything(q: string) {
  return useQuery(searchQuery(q));
}
