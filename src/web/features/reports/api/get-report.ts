import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportDetail } from '@shared/schemas/reports';
import { api } from '@web/lib/api-client';
import { reportsKeys } from './reports-keys';

export const reportQuery = (id: number) =>
  queryOptions({
    queryKey: reportsKeys.detail(id),
    queryFn: ({ signal }) => api.get<ReportDetail>(`/api/reports/${id}`, undefined, signal),
  });

export function useReport(id: number) {
  return useQuery(reportQuery(id));
}

/** The print page's data: the server refuses (409) a report that is not finished. */
export const reportForPrintQuery = (id: number) =>
  queryOptions({
    queryKey: reportsKeys.print(id),
    queryFn: ({ signal }) => api.get<ReportDetail>(`/api/reports/${id}/print`, undefined, signal),
  });

export function useReportForPrint(id: number) {
  return useQuery(reportForPrintQuery(id));
}

/** Where a report's signature or photo image is served. */
export const reportFileUrl = (reportId: number, fileId: number) => `/api/reports/${reportId}/files/${fileId}`;
