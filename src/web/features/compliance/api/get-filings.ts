import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FilingsResponse } from '@shared/schemas/compliance';
import { api } from '@web/lib/api-client';
import { listQueryOptions } from '@web/lib/query-client';
import { complianceKeys } from './compliance-keys';

/** A state's filing log, newest first. */
export const filingsQuery = (state: string, page: number) =>
  queryOptions({
    queryKey: complianceKeys.filings(state, page),
    queryFn: ({ signal }) => api.get<FilingsResponse>('/api/compliance/filings', { state, page }, signal),
    ...listQueryOptions,
  });

export function useFilings(state: string, page: number) {
  return useQuery(filingsQuery(state, page));
}

/** Where a kept filing's file is downloaded, byte for byte as made. */
export const filingFileUrl = (id: number) => `/api/compliance/filings/${id}/file`;
