import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FilingsDueResponse } from '@shared/schemas/compliance';
import { api } from '@web/lib/api-client';
import { complianceKeys } from './compliance-keys';

/** The states with a Compliance page and the next California and New York filings due. */
export const filingsDueQuery = () =>
  queryOptions({
    queryKey: complianceKeys.due(),
    queryFn: ({ signal }) => api.get<FilingsDueResponse>('/api/compliance/due', undefined, signal),
  });

export function useFilingsDue() {
  return useQuery(filingsDueQuery());
}
