import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShareLinksResponse } from '@shared/schemas/share-links';
import { api } from '@web/lib/api-client';
import { shareLinksKeys, type ShareTarget } from './share-links-keys';

/** The links of a report or a location, newest first, with their state and openings. */
export const shareLinksQuery = (target: ShareTarget) =>
  queryOptions({
    queryKey: shareLinksKeys.list(target),
    queryFn: ({ signal }) =>
      api.get<ShareLinksResponse>(`/api/${target.kind}/${target.id}/share-links`, undefined, signal),
  });

export function useShareLinks(target: ShareTarget) {
  return useQuery(shareLinksQuery(target));
}
