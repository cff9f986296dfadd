import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { jobsKeys } from './jobs-keys';

export const jobCategoriesQuery = () =>
  queryOptions({
    queryKey: jobsKeys.categories(),
    queryFn: ({ signal }) => api.get<string[]>('/api/jobs/categories', undefined, signal),
    staleTime: 60_000,
  });

/** Suggestions for the category field: categories of recent jobs. */
export function useJobCategories() {
  return useQuery(jobCategoriesQuery());
}
