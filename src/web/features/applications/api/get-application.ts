import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationDetail } from '@shared/schemas/compliance';
import { api } from '@web/lib/api-client';
import { applicationsKeys } from './applications-keys';

/** One application record as frozen on submit, with its last correction. */
export const applicationQuery = (id: number) =>
  queryOptions({
    queryKey: applicationsKeys.detail(id),
    queryFn: ({ signal }) => api.get<ApplicationDetail>(`/api/applications/${id}`, undefined, signal),
  });

export function useApplication(id: number) {
  return useQuery(applicationQuery(id));
}
