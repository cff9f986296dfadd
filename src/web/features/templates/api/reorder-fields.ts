import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskField } from '@shared/schemas/templates';
import { api } from '@web/lib/api-client';
import { restoreTasks, setTaskFields } from './tasks-cache';
import { templatesKeys } from './templates-keys';

/** The server gives the fields weights 10, 20, 30… in this order. */
const ORDER_STEP = 10;

export function reorderFields(taskId: number, fieldIds: number[]) {
  return api.put<TaskField[]>(`/api/template/tasks/${taskId}/field-order`, { field_ids: fieldIds });
}

/** After a drag and drop: the new order shows at once, with the weights the server will give. */
export function useReorderFields(templateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, fieldIds }: { taskId: number; fieldIds: number[] }) =>
      reorderFields(taskId, fieldIds),
    onMutate: async ({ taskId, fieldIds }) => {
      await queryClient.cancelQueries({ queryKey: templatesKeys.tasks(templateId) });
      setTaskFields(queryClient, templateId, taskId, (fields) =>
        fieldIds.flatMap((id, i) => {
          const field = fields.find((f) => f.id === id);
          return field ? [{ ...field, weight: (i + 1) * ORDER_STEP }] : [];
        }),
      );
    },
    onSuccess: (fields, { taskId }) => setTaskFields(queryClient, templateId, taskId, () => fields),
    onError: () => restoreTasks(queryClient, templateId),
  });
}
