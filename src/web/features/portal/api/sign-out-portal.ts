import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { portalKeys } from './portal-keys';

export function signOutPortal() {
  return api.post<{ status: string }>('/api/portal/sign-out');
}

/** Ends the portal session; what it showed is read again (401: the sign-in form) in its place. */
export function useSignOutPortal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signOutPortal,
    onSuccess: () => client.resetQueries({ queryKey: portalKeys.all }),
  });
}
