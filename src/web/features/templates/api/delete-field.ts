import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { restoreTasks, setTaskFields } from './tasks-cache';
import { templatesKeys } from './templates-keys';

export function deleteField(fieldId: number) {
  return api.delete<{ status: string }>(`/api/template/tasks/fields/${fieldId}`);
}

/** The field leaves the screen at once; only a failure brings the server's list back. */
export function useDeleteField(templateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fieldId }: { fieldId: number; taskId: number }) => deleteField(fieldId),
    onMutate: async ({ fieldId, taskId }) => {
      await queryClient.cancelQueries({ queryKey: templatesKeys.tasks(templateId) });
      setTaskFields(queryClient, templateId, taskId, (fields) => fields.filter((f) => f.id !== fieldId));
    },
    onError: () => restoreTasks(queryClient, templateId),
  });
}
