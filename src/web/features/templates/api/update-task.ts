import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { TaskValues } from './create-task';
import { getTasks, restoreTasks, sortTasks } from './tasks-cache';
import { templatesKeys } from './templates-keys';

/** The spec's sequence: `PUT …/{taskId}/edit`, then the whole list again. */
export async function updateTask(templateId: number, taskId: number, values: TaskValues) {
  await api.put(`/api/template/tasks/${taskId}/edit`, values);
  return getTasks(templateId);
}

export function useUpdateTask(templateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, values }: { taskId: number; values: TaskValues }) =>
      updateTask(templateId, taskId, values),
    onSuccess: (tasks) => queryClient.setQueryData(templatesKeys.tasks(templateId), sortTasks(tasks)),
    onError: () => restoreTasks(queryClient, templateId),
  });
}
