import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { portalKeys } from './portal-keys';

/** Uses a mailed link's token: the server sets the portal's cookies. */
export function startPortalSession(token: string) {
  return api.post<{ status: string }>('/api/portal/sessions', { token });
}

export function useStartPortalSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startPortalSession,
    onSuccess: () => client.removeQueries({ queryKey: portalKeys.all }),
  });
}
