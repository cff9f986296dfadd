import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserCreateBody, UserDetail } from '@shared/schemas/users';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

export function createUser(body: UserCreateBody) {
  return api.post<UserDetail>('/api/users', body);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => refreshAfterChange(queryClient, 'users'),
  });
}
