import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserRow } from '@shared/schemas/users';
import { apiRequest } from '@web/lib/api-client';
import { listQueryOptions } from '@web/lib/query-client';
import { type UsersQuery, usersKeys } from './users-keys';

export async function getUsers(query: UsersQuery, signal?: AbortSignal) {
  const { data, headers } = await apiRequest<UserRow[]>('GET', '/api/get-users-filtered', {
    query: { filter: query.filter || undefined, page: query.page, active: query.active, sort: query.sort },
    signal,
  });
  return { users: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
}

export const usersQuery = (query: UsersQuery) =>
  queryOptions({
    queryKey: usersKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    ...listQueryOptions,
  });

export function useUsers(query: UsersQuery) {
  return useQuery(usersQuery(query));
}
