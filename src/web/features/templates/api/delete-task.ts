import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { restoreTasks, setTasks } from './tasks-cache';
import { templatesKeys } from './templates-keys';

export function deleteTask(taskId: number) {
  return api.delete<{ status: string }>(`/api/template/tasks/${taskId}`);
}

/** The task leaves the screen at once; only a failure brings the server's list back. */
export function useDeleteTask(templateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onMutate: async (taskId) => {
      await queryClient.cancelQueries({ queryKey: templatesKeys.tasks(templateId) });
      setTasks(queryClient, templateId, (tasks) => tasks.filter((t) => t.id !== taskId));
    },
    onError: () => restoreTasks(queryClient, templateId),
  });
}
