import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanySettings } from '@shared/schemas/company';
import { api } from '@web/lib/api-client';
import { companyKeys } from './company-keys';

export function getCompany(signal?: AbortSignal) {
  return api.get<CompanySettings>('/api/company', undefined, signal);
}

export const companyQuery = () =>
  queryOptions({ queryKey: companyKeys.settings(), queryFn: ({ signal }) => getCompany(signal) });

export function useCompany() {
  return useQuery(companyQuery());
}
