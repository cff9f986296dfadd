import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionCloseBody, ActionRow } from '@shared/schemas/corrective-actions';
import { api } from '@web/lib/api-client';
import { photoAsJpeg } from '@web/lib/photo-jpeg';
import { refreshAfterChange } from '@web/lib/query-keys';

/** `POST /api/reports/{id}/corrective-actions/{actionId}/close`: done, with what was done. */
export function closeReportAction(reportId: number, actionId: number, body: ActionCloseBody) {
  return api.post<ActionRow>(`/api/reports/${reportId}/corrective-actions/${actionId}/close`, body);
}

/** `POST /api/corrective-actions/{id}/photo`: the closing photo, sent once the action is closed. */
export async function uploadClosingPhoto(actionId: number, photo: File) {
  return api.upload<ActionRow>(`/api/corrective-actions/${actionId}/photo`, await photoAsJpeg(photo));
}

/**
 * Closes the action, then sends its photo if one was chosen. A photo refused after the close is
 * answered as `photoError` (the action is closed all the same), not as the close's failure.
 */
export function useCloseReportAction(reportId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { actionId: number; closing_note: string; photo: File | null }) => {
      const closed = await closeReportAction(reportId, input.actionId, { closing_note: input.closing_note });
      if (!input.photo) return { action: closed, photoError: null };
      try {
        return { action: await uploadClosingPhoto(input.actionId, input.photo), photoError: null };
      } catch (photoError) {
        return { action: closed, photoError: photoError as Error };
      }
    },
    onSettled: () => refreshAfterChange(queryClient, 'correctiveActions'),
  });
}
