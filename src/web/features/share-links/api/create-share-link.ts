import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateShareLinkBody, ShareLinkCreated } from '@shared/schemas/share-links';
import { api } from '@web/lib/api-client';
import { shareLinksKeys, type ShareTarget } from './share-links-keys';

export const createShareLink = (target: ShareTarget, body: CreateShareLinkBody) =>
  api.post<ShareLinkCreated>(`/api/${target.kind}/${target.id}/share-links`, body);

/** A new link; its address is in this answer only. */
export function useCreateShareLink(target: ShareTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShareLinkBody) => createShareLink(target, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksKeys.list(target) }),
  });
}
