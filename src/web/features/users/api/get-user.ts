import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetail } from '@shared/schemas/users';
import { api } from '@web/lib/api-client';
import { usersKeys } from './users-keys';

export function getUser(id: number, signal?: AbortSignal) {
  return api.get<UserDetail>(`/api/users/${id}`, undefined, signal);
}

export const userQuery = (id: number) =>
  queryOptions({
    queryKey: usersKeys.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useUser(id: number) {
  return useQuery(userQuery(id));
}
