import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyCreated, CreateApiKeyBody } from '@shared/schemas/api-keys';
import { api } from '@web/lib/api-client';
import { apiKeysKeys } from './api-keys-keys';

export const createApiKey = (body: CreateApiKeyBody) => api.post<ApiKeyCreated>('/api/api-keys', body);

/** A new key; its secret is in this answer only. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.list() }),
  });
}
