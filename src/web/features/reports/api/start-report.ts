import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportCreateBody, ReportDetail, StartTemplate } from '@shared/schemas/reports';
import { api } from '@web/lib/api-client';
import { entityKey } from '@web/lib/query-keys';
import { reportsKeys } from './reports-keys';

/** The active templates a report can start from. */
export const startTemplatesQuery = () =>
  queryOptions({
    queryKey: reportsKeys.startTemplates(),
    queryFn: ({ signal }) => api.get<StartTemplate[]>('/api/reports/templates', undefined, signal),
  });

export function useStartTemplates() {
  return useQuery(startTemplatesQuery());
}

/** Starts a report; with `client_key` (started offline), however often it is sent, one report. */
export const startReport = (body: ReportCreateBody) => api.post<ReportDetail>('/api/reports', body);

/** The started report is cached, and the pages that offer to start one offer to continue it. */
export function afterStart(queryClient: QueryClient, report: ReportDetail) {
  queryClient.setQueryData(reportsKeys.detail(report.id), report);
  void queryClient.invalidateQueries({ queryKey: reportsKeys.lists() });
  // "My jobs" now offers to continue this report.
  void queryClient.invalidateQueries({ queryKey: entityKey('jobs') });
  void queryClient.invalidateQueries({ queryKey: reportsKeys.assignedJobs() });
  // Today shows the visit in progress, with "Continue report".
  void queryClient.invalidateQueries({ queryKey: entityKey('visits') });
}

export function useStartReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startReport,
    onSuccess: (report) => afterStart(queryClient, report),
  });
}
