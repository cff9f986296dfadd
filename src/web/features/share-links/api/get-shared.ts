import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SharedView } from '@shared/schemas/share-links';
import { api } from '@web/lib/api-client';
import { shareLinksKeys } from './share-links-keys';

const base = (token: string) => `/api/shared/${encodeURIComponent(token)}`;

/** What a share link opens, read without an account: its report, or its location's reports. */
export const sharedQuery = (token: string, reportId: number | null, page: number) =>
  queryOptions({
    queryKey: shareLinksKeys.shared(token, reportId, page),
    queryFn: ({ signal }) =>
      api.get<SharedView>(reportId ? `${base(token)}/reports/${reportId}` : base(token), { page }, signal),
    placeholderData: keepPreviousData,
    // A 404 or 410 is the answer, not a hiccup to retry.
    retry: false,
  });

export function useShared(token: string, reportId: number | null, page = 1) {
  return useQuery(sharedQuery(token, reportId, page));
}

/** A photo or signature of the shared report; a location's link names the report. */
export const sharedFileUrl = (token: string, reportId: number | null, fileId: number) =>
  `${base(token)}/files/${fileId}${reportId ? `?report=${reportId}` : ''}`;

/** The safety document of a chemical applied in the shared report, as a download. */
export const sharedDocumentUrl = (token: string, reportId: number | null, chemicalId: number) =>
  `${base(token)}/documents/${chemicalId}${reportId ? `?report=${reportId}` : ''}`;
