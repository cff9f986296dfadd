import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { accountKeys } from './account-keys';

/** "Sign out everywhere": every session of the current user but this one. */
export function endOtherSessions() {
  return api.delete<{ ended: number }>('/api/account/other-sessions');
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
