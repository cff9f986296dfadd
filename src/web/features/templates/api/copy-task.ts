import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '@shared/schemas/templates';
import { api } from '@web/lib/api-client';
import { restoreTasks, setTasks, sortTasks } from './tasks-cache';

/** `POST /api/template/tasks/copy-task`; the answer is the new task with copies of its fields. */
export async function copyTask(taskId: number): Promise<Task> {
  const task = await api.post<Task>('/api/template/tasks/copy-task', { task_id: taskId });
  return { ...task, weight: Number(task.weight) };
}

/** The copy joins the cached list in weight order, instead of the whole list being read again. */
export function useCopyTask(templateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyTask,
    onSuccess: (task) => setTasks(queryClient, templateId, (tasks) => sortTasks([...tasks, task])),
    onError: () => restoreTasks(queryClient, templateId),
  });
}
