import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpiringResponse } from '@shared/schemas/certifications';
import { api } from '@web/lib/api-client';
import { listQueryOptions } from '@web/lib/query-client';
import { usersKeys } from './users-keys';

export function getExpiring(page: number, signal?: AbortSignal) {
  return api.get<ExpiringResponse>('/api/expiring', { days: 60, page }, signal);
}

export const expiringQuery = (page: number) =>
  queryOptions({
    ...listQueryOptions,
    queryKey: usersKeys.expiring(page),
    queryFn: ({ signal }) => getExpiring(page, signal),
  });

export function useExpiring(page: number) {
  return useQuery(expiringQuery(page));
}
