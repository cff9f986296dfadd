import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompliancePeriod, ReadinessResponse } from '@shared/schemas/compliance';
import { api } from '@web/lib/api-client';
import { complianceKeys } from './compliance-keys';

/** What would make the state's filing for the period wrong, record by record. */
export const readinessQuery = (period: CompliancePeriod) =>
  queryOptions({
    queryKey: complianceKeys.readiness(period),
    queryFn: ({ signal }) => api.get<ReadinessResponse>('/api/compliance/readiness', { ...period }, signal),
  });

export function useReadiness(period: CompliancePeriod) {
  return useQuery(readinessQuery(period));
}
