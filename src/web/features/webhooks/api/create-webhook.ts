import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookBody, WebhookWithSecret } from '@shared/schemas/webhooks';
import { api } from '@web/lib/api-client';
import { webhooksKeys } from './webhooks-keys';

export const createWebhook = (body: WebhookBody) => api.post<WebhookWithSecret>('/api/webhooks', body);

/** A new subscription; its secret is in this answer only. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.all }),
  });
}
