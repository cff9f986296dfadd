import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountBody } from '@shared/schemas/account';
import type { AuthUser } from '@shared/schemas/auth';
import { api } from '@web/lib/api-client';
import { authUserKey } from '@web/lib/auth';
import { refreshAfterChange } from '@web/lib/query-keys';

export function updateAccount(body: AccountBody) {
  return api.put<AuthUser>('/api/account', body);
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (me) => {
      // The header shows the new name at once.
      queryClient.setQueryData(authUserKey, me);
      void refreshAfterChange(queryClient, 'users');
    },
  });
}
