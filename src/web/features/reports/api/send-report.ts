import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportSendsResponse, SendReportBody } from '@shared/schemas/report-mail';
import { api } from '@web/lib/api-client';
import { reportsKeys } from './reports-keys';

/** `POST /api/reports/{id}/send`: again to the location's recipients, or to the addresses given. */
export function sendReport({ id, body }: { id: number; body: SendReportBody }) {
  return api.post<ReportSendsResponse>(`/api/reports/${id}/send`, body ?? {});
}

export function useSendReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReport,
    onSuccess: (log, { id }) => queryClient.setQueryData(reportsKeys.sends(id), log),
  });
}
