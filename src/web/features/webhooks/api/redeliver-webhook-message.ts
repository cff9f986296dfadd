import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { webhooksKeys } from './webhooks-keys';

export const redeliverWebhookMessage = ({ id, messageId }: { id: number; messageId: number }) =>
  api.post<{ status: 'success' }>(`/api/webhooks/${id}/messages/${messageId}/redeliver`);

/** One more try of a message now, with the same webhook-id. */
export function useRedeliverWebhookMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeliverWebhookMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.all }),
  });
}
