import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportSendsResponse } from '@shared/schemas/report-mail';
import { api } from '@web/lib/api-client';
import { reportsKeys } from './reports-keys';

export function getReportSends(id: number, signal?: AbortSignal) {
  return api.get<ReportSendsResponse>(`/api/reports/${id}/sends`, undefined, signal);
}

export const reportSendsQuery = (id: number) =>
  queryOptions({ queryKey: reportsKeys.sends(id), queryFn: ({ signal }) => getReportSends(id, signal) });

/** The report's send log; it refreshes while a mail is on its way, so "Sent" shows when it is. */
export function useReportSends(id: number) {
  return useQuery({
    ...reportSendsQuery(id),
    refetchInterval: (query) =>
      query.state.data?.sends.some((s) => s.status === 'queued' || s.status === 'sending') ? 5000 : false,
  });
}
