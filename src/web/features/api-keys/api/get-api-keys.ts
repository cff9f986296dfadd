import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKeysResponse } from '@shared/schemas/api-keys';
import { api } from '@web/lib/api-client';
import { apiKeysKeys } from './api-keys-keys';

/** Every API key, newest first, with its scopes, state and last use (never a secret). */
export const apiKeysQuery = () =>
  queryOptions({
    queryKey: apiKeysKeys.list(),
    queryFn: ({ signal }) => api.get<ApiKeysResponse>('/api/api-keys', undefined, signal),
  });

export function useApiKeys() {
  return useQuery(apiKeysQuery());
}
