import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpiringResponse } from '@shared/schemas/certifications';
import { api } from '@web/lib/api-client';
import { listQueryOptions } from '@web/lib/query-client';
import { usersKeys } from './users-keys';

/** What expires within 60 days, soonest first or by `sort` (issue 18). */
export function getExpiring(page: number, sort?: string, signal?: AbortSignal) {
  return api.get<ExpiringResponse>('/api/expiring', { days: 60, page, sort }, signal);
}

export const expiringQuery = (page: number, sort?: string) =>
  queryOptions({
    ...listQueryOptions,
    queryKey: usersKeys.expiring(page, sort),
    queryFn: ({ signal }) => getExpiring(page, sort, signal),
  });

export function useExpiring(page: number, sort?: string) {
  return useQuery(expiringQuery(page, sort));
}
