import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** Suggestions for the category field: categories of recent jobs. */
export function useJobCategories() {
  return useQuery({
    queryKey: ['jobs', 'categories'],
    queryFn: ({ signal }) => api.get<string[]>('/api/jobs/categories', undefined, signal),
    staleTime: 60_000,
  });
}
