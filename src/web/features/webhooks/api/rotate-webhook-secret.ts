import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookWithSecret } from '@shared/schemas/webhooks';
import { api } from '@web/lib/api-client';
import { webhooksKeys } from './webhooks-keys';

export const rotateWebhookSecret = (id: number) =>
  api.post<WebhookWithSecret>(`/api/webhooks/${id}/rotate-secret`);

/** A new secret, shown in this answer only; the previous one signs beside it for a day. */
export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.all }),
  });
}
