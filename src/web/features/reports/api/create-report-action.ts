import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ActionRow,
  ReportActionCreateBody,
  ReportActionsResponse,
} from '@shared/schemas/corrective-actions';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';
import { reportActionsKeys } from './report-actions-keys';

/** `POST /api/reports/{id}/corrective-actions`: from a flagged answer (`field_id`) or by hand. */
export function createReportAction(reportId: number, body: ReportActionCreateBody) {
  return api.post<ActionRow>(`/api/reports/${reportId}/corrective-actions`, body);
}

export function useCreateReportAction(reportId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportActionCreateBody) => createReportAction(reportId, body),
    onSuccess: (created) => {
      // Shown at once as the report's own, while the lists load again.
      queryClient.setQueryData<ReportActionsResponse>(reportActionsKeys.ofReport(reportId), (old) =>
        old ? { ...old, from_report: [...old.from_report, created] } : old,
      );
      return refreshAfterChange(queryClient, 'correctiveActions');
    },
  });
}
