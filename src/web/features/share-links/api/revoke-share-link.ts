import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShareLinkRow } from '@shared/schemas/share-links';
import { api } from '@web/lib/api-client';
import { shareLinksKeys, type ShareTarget } from './share-links-keys';

export const revokeShareLink = (id: number) => api.post<ShareLinkRow>(`/api/share-links/${id}/revoke`);

/** Ends a link now: whoever opens it from then on reads "no longer available". */
export function useRevokeShareLink(target: ShareTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShareLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksKeys.list(target) }),
  });
}
