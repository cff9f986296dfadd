import { useQuery } from '@tanstack/react-query';
import type { UserDetail } from '@shared/schemas/users';
import { api } from '@web/lib/api-client';

export function getUser(id: number, signal?: AbortSignal) {
  return api.get<UserDetail>(`/api/users/${id}`, undefined, signal);
}

export function useUser(id: number) {
  return useQuery({
    queryKey: ['users', 'detail', id],
    queryFn: ({ signal }) => getUser(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}
