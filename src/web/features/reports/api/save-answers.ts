import type { AnswersResponse } from '@shared/schemas/reports';
import { api } from '@web/lib/api-client';

/**
 * Autosave: the fields that changed since the last save; an empty value clears a field. `base`:
 * what the device knew the server held (decision 0069).
 */
export function saveAnswers(id: number, answers: { field_id: number; value: unknown; base?: unknown }[]) {
  return api.put<AnswersResponse>(`/api/reports/${id}/answers`, { answers });
}
