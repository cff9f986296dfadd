import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportDetail } from '@shared/schemas/reports';
import { api } from '@web/lib/api-client';
import { reportsKeys } from './reports-keys';

export type StatusAction = 'submit' | 'finish' | 'return';

export function changeStatus(id: number, action: StatusAction, reason?: string) {
  return api.post<ReportDetail>(`/api/reports/${id}/${action}`, action === 'return' ? { reason } : undefined);
}

/** Submit, finish or return; the answer is the report in its new status. */
export function useChangeStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: StatusAction; reason?: string }) =>
      changeStatus(id, action, reason),
    onSuccess: (report) => {
      queryClient.setQueryData(reportsKeys.detail(id), report);
      void queryClient.invalidateQueries({ queryKey: reportsKeys.lists() });
    },
  });
}
