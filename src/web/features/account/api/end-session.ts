import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { accountKeys } from './account-keys';

/** Signs out one session of the current user. */
export function endSession(id: number) {
  return api.delete<{ status: string }>(`/api/account/sessions/${id}`);
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
