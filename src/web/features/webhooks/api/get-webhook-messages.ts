import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookMessagesResponse } from '@shared/schemas/webhooks';
import { api } from '@web/lib/api-client';
import { webhooksKeys } from './webhooks-keys';

/** A subscription's delivery log, newest first, each message with its tries. */
export const webhookMessagesQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: webhooksKeys.messages(id, page),
    queryFn: ({ signal }) =>
      api.get<WebhookMessagesResponse>(`/api/webhooks/${id}/messages`, { page }, signal),
    placeholderData: keepPreviousData,
  });

/** The delivery log; it refreshes while a message waits to be sent, so its outcome shows when it comes. */
export function useWebhookMessages(id: number, page: number) {
  return useQuery({
    ...webhookMessagesQuery(id, page),
    refetchInterval: (query) =>
      query.state.data?.messages.some((m) => m.status === 'pending') ? 3000 : false,
  });
}
