import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskField } from '@shared/schemas/templates';
import { api } from '@web/lib/api-client';
import type { FieldPayload } from './create-field';
import { refreshIfFew, restoreTasks, setTaskFields } from './tasks-cache';

/** `POST /api/template/tasks/edit-field`; the answer is the task's full field list. */
export function updateField(payload: FieldPayload & { field_id: number }) {
  return api.post<TaskField[]>('/api/template/tasks/edit-field', payload);
}

export function useUpdateField(templateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateField,
    onSuccess: (fields, payload) => {
      setTaskFields(queryClient, templateId, payload.task_id, () => fields);
      refreshIfFew(queryClient, templateId, payload.task_id);
    },
    onError: () => restoreTasks(queryClient, templateId),
  });
}
