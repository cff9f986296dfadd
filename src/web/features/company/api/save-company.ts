import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyBody, CompanySettings } from '@shared/schemas/company';
import { api } from '@web/lib/api-client';
import { companyKeys } from './company-keys';

/** `PUT /api/company`: the business and all its licences; the answer is what was saved. */
export function saveCompany(body: CompanyBody) {
  return api.put<CompanySettings>('/api/company', body);
}

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompany,
    onSuccess: (saved) => queryClient.setQueryData(companyKeys.settings(), saved),
  });
}
