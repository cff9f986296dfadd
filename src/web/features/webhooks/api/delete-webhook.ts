import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { webhooksKeys } from './webhooks-keys';

export const deleteWebhook = (id: number) => api.delete<{ status: 'success' }>(`/api/webhooks/${id}`);

/** Deleted with its delivery log: nothing more is sent to it. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.all }),
  });
}
