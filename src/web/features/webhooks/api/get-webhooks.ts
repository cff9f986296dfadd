import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhooksResponse } from '@shared/schemas/webhooks';
import { api } from '@web/lib/api-client';
import { webhooksKeys } from './webhooks-keys';

/** Every subscription with its events, state and latest delivery (never a secret). */
export const webhooksQuery = () =>
  queryOptions({
    queryKey: webhooksKeys.list(),
    queryFn: ({ signal }) => api.get<WebhooksResponse>('/api/webhooks', undefined, signal),
  });

export function useWebhooks() {
  return useQuery(webhooksQuery());
}
