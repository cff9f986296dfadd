import type { AnswersResponse } from '@shared/schemas/reports';
import { api } from '@web/lib/api-client';

/** Autosave: the fields that changed since the last save; an empty value clears a field. */
export function saveAnswers(id: number, answers: { field_id: number; value: unknown }[]) {
  return api.put<AnswersResponse>(`/api/reports/${id}/answers`, { answers });
}
