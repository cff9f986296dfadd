import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ShareLinkOpeningsResponse } from '@shared/schemas/share-links';
import { api } from '@web/lib/api-client';
import { shareLinksKeys } from './share-links-keys';

/** Who opened a link, newest first, 25 a page. */
export const shareLinkOpeningsQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: shareLinksKeys.openings(id, page),
    queryFn: ({ signal }) =>
      api.get<ShareLinkOpeningsResponse>(`/api/share-links/${id}/openings`, { page }, signal),
    placeholderData: keepPreviousData,
  });

export function useShareLinkOpenings(id: number, page: number) {
  return useQuery(shareLinkOpeningsQuery(id, page));
}
