import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportActionsResponse } from '@shared/schemas/corrective-actions';
import { api } from '@web/lib/api-client';
import { reportActionsKeys } from './report-actions-keys';

/** The actions made from the report, and the other ones open at its location. */
export const reportActionsQuery = (reportId: number) =>
  queryOptions({
    queryKey: reportActionsKeys.ofReport(reportId),
    queryFn: ({ signal }) =>
      api.get<ReportActionsResponse>(`/api/reports/${reportId}/corrective-actions`, undefined, signal),
  });

export function useReportActions(reportId: number) {
  return useQuery(reportActionsQuery(reportId));
}
