import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '@shared/schemas/templates';
import { api } from '@web/lib/api-client';
import { restoreTasks } from './tasks-cache';
import { templatesKeys } from './templates-keys';

/** `POST /api/template/tasks/copy-task`, then the list is loaded again. */
export function copyTask(taskId: number) {
  return api.post<Task>('/api/template/tasks/copy-task', { task_id: taskId });
}

export function useCopyTask(templateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyTask,
    onSuccess: () => queryClient.refetchQueries({ queryKey: templatesKeys.tasks(templateId) }),
    onError: () => restoreTasks(queryClient, templateId),
  });
}
