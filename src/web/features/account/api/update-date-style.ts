import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DateStyleBody } from '@shared/schemas/account';
import type { AuthUser } from '@shared/schemas/auth';
import { api } from '@web/lib/api-client';
import { authUserKey } from '@web/lib/auth';

export function updateDateStyle(body: DateStyleBody) {
  return api.put<AuthUser>('/api/account/date-style', body);
}

export function useUpdateDateStyle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDateStyle,
    // The account as the server now holds it: the page's dates and numbers follow it
    // (lib/query-client.ts), only once the server has it.
    onSuccess: (me) => queryClient.setQueryData(authUserKey, me),
  });
}
