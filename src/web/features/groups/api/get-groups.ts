import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupRow } from '@shared/schemas/groups';
import { apiRequest } from '@web/lib/api-client';
import { listQueryOptions } from '@web/lib/query-client';
import { type GroupsQuery, groupsKeys } from './groups-keys';

export async function getGroups(query: GroupsQuery, signal?: AbortSignal) {
  const { data, headers } = await apiRequest<GroupRow[]>('GET', '/api/get-groups-filtered', {
    query: { filter: query.filter || undefined, page: query.page, sort: query.sort },
    signal,
  });
  return { groups: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
}

export const groupsQuery = (query: GroupsQuery) =>
  queryOptions({
    queryKey: groupsKeys.list(query),
    queryFn: ({ signal }) => getGroups(query, signal),
    ...listQueryOptions,
  });

export function useGroups(query: GroupsQuery) {
  return useQuery(groupsQuery(query));
}
