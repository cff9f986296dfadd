import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWebhookBody, WebhookSubscription } from '@shared/schemas/webhooks';
import { api } from '@web/lib/api-client';
import { webhooksKeys } from './webhooks-keys';

export const updateWebhook = ({ id, ...body }: UpdateWebhookBody & { id: number }) =>
  api.patch<WebhookSubscription>(`/api/webhooks/${id}`, body);

/** Its URL, description or events changed, or it disabled or enabled. */
export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.all }),
  });
}
