import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyRow } from '@shared/schemas/api-keys';
import { api } from '@web/lib/api-client';
import { apiKeysKeys } from './api-keys-keys';

export const revokeApiKey = (id: number) => api.post<ApiKeyRow>(`/api/api-keys/${id}/revoke`);

/** Ends a key now: its next request is refused. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.list() }),
  });
}
