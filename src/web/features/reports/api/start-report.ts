import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportCreateBody, ReportDetail, StartTemplate } from '@shared/schemas/reports';
import { api } from '@web/lib/api-client';
import { reportKey } from './get-report';

/** The active templates a report can start from. */
export function useStartTemplates() {
  return useQuery({
    queryKey: ['reports', 'templates'],
    queryFn: ({ signal }) => api.get<StartTemplate[]>('/api/reports/templates', undefined, signal),
  });
}

export function useStartReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportCreateBody) => api.post<ReportDetail>('/api/reports', body),
    onSuccess: (report) => {
      queryClient.setQueryData(reportKey(report.id), report);
      void queryClient.invalidateQueries({ queryKey: ['reports', 'list'] });
    },
  });
}
