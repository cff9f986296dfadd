import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDetail, UserUpdateBody } from '@shared/schemas/users';
import { api } from '@web/lib/api-client';
import { authUserKey } from '@web/lib/auth';
import { refreshAfterChange } from '@web/lib/query-keys';
import { usersKeys } from './users-keys';

export function updateUser({ id, body }: { id: number; body: UserUpdateBody }) {
  return api.put<UserDetail>(`/api/users/${id}`, body);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      queryClient.setQueryData(usersKeys.detail(user.id), user);
      void refreshAfterChange(queryClient, 'users');
      // Editing oneself changes the name in the header too.
      void queryClient.invalidateQueries({ queryKey: authUserKey });
    },
  });
}
