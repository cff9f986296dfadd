import type { CompliancePeriod } from '@shared/schemas/compliance';
import { entityKey } from '@web/lib/query-keys';

/** Every key of the compliance feature (decision 0019). */
export const complianceKeys = {
  all: entityKey('compliance'),
  due: () => [...complianceKeys.all, 'due'] as const,
  readiness: (period: CompliancePeriod) => [...complianceKeys.all, 'readiness', period] as const,
  filings: (state: string, page: number) => [...complianceKeys.all, 'filings', state, page] as const,
  places: (state: string) => [...complianceKeys.all, 'places', state] as const,
};
