import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { webhooksKeys } from './webhooks-keys';

export const sendTestWebhook = (id: number) => api.post<{ message_id: number }>(`/api/webhooks/${id}/test`);

/** A `webhook.test` event to this subscription. */
export function useSendTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.all }),
  });
}
