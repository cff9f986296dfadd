import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Filing, MakeFilingBody } from '@shared/schemas/compliance';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

/** `POST /api/compliance/filings`: makes the file and logs it; refused while problems remain unless forced. */
export function makeFiling(body: MakeFilingBody) {
  return api.post<Filing>('/api/compliance/filings', body);
}

export function useMakeFiling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeFiling,
    onSuccess: () => refreshAfterChange(queryClient, 'compliance'),
  });
}
