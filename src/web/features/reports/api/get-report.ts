import { useQuery } from '@tanstack/react-query';
import type { ReportDetail } from '@shared/schemas/reports';
import { api } from '@web/lib/api-client';

export const reportKey = (id: number) => ['reports', 'detail', id] as const;

export function useReport(id: number) {
  return useQuery({
    queryKey: reportKey(id),
    queryFn: ({ signal }) => api.get<ReportDetail>(`/api/reports/${id}`, undefined, signal),
  });
}

/** The print page's data: the server refuses (409) a report that is not finished. */
export function useReportForPrint(id: number) {
  return useQuery({
    queryKey: ['reports', 'print', id],
    queryFn: ({ signal }) => api.get<ReportDetail>(`/api/reports/${id}/print`, undefined, signal),
  });
}

/** Where a report's signature or photo image is served. */
export const reportFileUrl = (reportId: number, fileId: number) => `/api/reports/${reportId}/files/${fileId}`;
