import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Condition, Scoring } from '@shared/schemas/checklist-logic';
import type { TaskField } from '@shared/schemas/templates';
import { api } from '@web/lib/api-client';
import { refreshIfFew, restoreTasks, setTaskFields } from './tasks-cache';

/** What the field form sends; `options` is JSON text, as the spec's client sends it. */
export interface FieldPayload {
  field_name: string;
  field_type: number;
  required: 0 | 1;
  options: string;
  weight: number;
  default_value: string;
  task_id: number;
  /** "Show only when" (null: always shown) and a choice field's points and flags (issue 16). */
  condition: Condition | null;
  scoring: Scoring | null;
  /** Device inspection fields only (issue 17): every active device inspected before submit. */
  full_coverage?: boolean;
}

export function createField(payload: FieldPayload) {
  return api.post<TaskField>('/api/template/tasks/fields', payload);
}

export function useCreateField(templateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createField,
    onSuccess: (field) => {
      setTaskFields(queryClient, templateId, field.task_id, (fields) => [...fields, field]);
      refreshIfFew(queryClient, templateId, field.task_id);
    },
    onError: () => restoreTasks(queryClient, templateId),
  });
}
